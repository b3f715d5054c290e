// How a retour row reads on the screens and in the CSV export.
import type { RetourRow } from "./data-access/retours";
import type { RetourView } from "./types";

export function toRetourView(row: RetourRow): RetourView {
  return {
    id: row.id,
    number: row.number,
    organisation: { id: row.organisation_id, name: row.organisation_name },
    order: { id: row.order_id, number: row.order_number },
    shop: row.shop_id ? { id: row.shop_id, name: row.shop_name ?? "" } : null,
    location: { id: row.location_id, name: row.location_name },
    gradeA: row.grade_a,
    gradeB: row.grade_b,
    gradeC: row.grade_c,
    totalItems: row.total_items,
    items: row.items ?? [],
    note: row.note,
    createdAt: new Date(row.created_at),
    invoiced: row.invoice_id !== null,
    invoice: row.invoice_id ? { number: row.invoice_number, status: row.invoice_status } : null,
  };
}
