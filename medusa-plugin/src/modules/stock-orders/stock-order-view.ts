// What the screens get of a stock order row (toView).
import { arrivalWindow } from "@platform/domain";
import type { OrderRow } from "./data-access/stock-orders";
import type { StockOrderStepName, StockOrderView } from "./types";

/** Confirmed and shipped are steps inside "processing" (docs/orders-and-stock.md, "Stocks and stock orders"). */
function stepOf(row: OrderRow): StockOrderStepName {
  if (row.status === "processing") return row.shipped_at ? "shipped" : "confirmed";
  return row.status;
}

export function toView(row: OrderRow): StockOrderView {
  const window = arrivalWindow(row.import_method, row.shipped_at ?? row.created_at);
  return {
    id: row.id,
    number: row.number,
    organisation: { id: row.organisation_id, name: row.organisation_name },
    supplier: { id: row.supplier_organisation_id, name: row.supplier_name },
    location: { id: row.location_id, name: row.location_name },
    importMethod: row.import_method,
    status: row.status,
    step: stepOf(row),
    total: row.total,
    currencyCode: row.currency_code,
    note: row.note,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    shippedAt: row.shipped_at,
    completedAt: row.completed_at,
    cancelledAt: row.cancelled_at,
    /** Open orders only: what the import method promises from the shipping (or order) date. */
    expectedArrival: row.status === "pending" || row.status === "processing" ? window : null,
    /** Paying goes through invoices; until one exists the order is not invoiced. */
    invoiced: row.invoice_id !== null,
    itemCount: row.item_count,
  };
}
