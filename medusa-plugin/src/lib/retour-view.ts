// How a retour row reads: who sees it, which filters apply (list and CSV alike) and what the screens get.
import type { InvoiceStatus, RetourFilters } from "@platform/domain";
import { platformTimeZone } from "./dates";
import { containsPattern } from "./sql";

/** Support sees every organisation's retours; a merchant only its own (from its membership, never the input). */
export type RetourViewer = { organisationId: string; role: "customer" | "support" };

type ItemRow = {
  variantId: string | null;
  title: string;
  sku: string | null;
  gradeA: number;
  gradeB: number;
  gradeC: number;
};

export type RetourRow = {
  id: string;
  number: number;
  organisation_id: string;
  organisation_name: string;
  order_id: string;
  order_number: string;
  shop_id: string | null;
  shop_name: string | null;
  location_id: string;
  location_name: string;
  grade_a: number;
  grade_b: number;
  grade_c: number;
  total_items: number;
  note: string | null;
  created_at: Date;
  invoice_id: string | null;
  invoice_number: string | null;
  invoice_status: InvoiceStatus | null;
  items: ItemRow[] | null;
};

export const RETOUR_SELECT = `
  SELECT r.id, r.number, r.organisation_id, org.name AS organisation_name, r.order_id,
         coalesce(e.external_order_name, '#' || o.display_id) AS order_number,
         r.shop_id, s.name AS shop_name, r.location_id, l.name AS location_name,
         r.grade_a, r.grade_b, r.grade_c, r.total_items, r.note, r.created_at,
         r.invoice_id, i.number AS invoice_number, i.status AS invoice_status,
         (SELECT json_agg(json_build_object('variantId', ri.variant_id, 'title', ri.title, 'sku', ri.sku,
                                            'gradeA', ri.grade_a, 'gradeB', ri.grade_b, 'gradeC', ri.grade_c)
                          ORDER BY ri.line)
            FROM retour_item ri WHERE ri.retour_id = r.id) AS items
    FROM retour r
    JOIN organisation org ON org.id = r.organisation_id
    JOIN "order" o ON o.id = r.order_id
    LEFT JOIN order_extension e ON e.order_id = r.order_id
    LEFT JOIN shop s ON s.id = r.shop_id
    JOIN location l ON l.id = r.location_id
    LEFT JOIN invoice i ON i.id = r.invoice_id`;

/** The WHERE of the list and the CSV export: the viewer's scope and the filters. */
export function retourWhere(viewer: RetourViewer, filters: RetourFilters, params: unknown[]): string {
  const where: string[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (viewer.role !== "support") add((n) => `r.organisation_id = $${n}`, viewer.organisationId);
  if (filters.shopId) add((n) => `r.shop_id = $${n}`, filters.shopId);
  // Calendar days in the platform's time zone, both inclusive.
  const zone = platformTimeZone().replace(/'/g, "");
  if (filters.createdFrom) {
    add((n) => `r.created_at >= ($${n}::date::timestamp AT TIME ZONE '${zone}')`, filters.createdFrom);
  }
  if (filters.createdTo) {
    add((n) => `r.created_at < (($${n}::date + 1)::timestamp AT TIME ZONE '${zone}')`, filters.createdTo);
  }
  if (filters.search) {
    const text = filters.search.toLowerCase();
    const digits = text.replace(/^#/, "");
    params.push(containsPattern(text));
    const like = params.length;
    let byNumber = "";
    if (/^\d{1,9}$/.test(digits)) {
      params.push(Number(digits));
      byNumber = ` OR o.display_id = $${params.length} OR r.number = $${params.length}`;
    }
    // The merchant's name is support's search; a merchant's own name matches all of its rows anyway.
    where.push(
      `(lower(coalesce(e.external_order_name, '')) LIKE $${like} OR lower(org.name) LIKE $${like}${byNumber})`,
    );
  }
  return where.length ? `WHERE ${where.join(" AND ")}` : "";
}

export function toRetourView(row: RetourRow) {
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
export type RetourView = ReturnType<typeof toRetourView>;
