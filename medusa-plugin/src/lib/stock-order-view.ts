// How a stock order row reads: who sees it (scope) and what the screens get (toView).
import { arrivalWindow, type ImportMethod, type StockOrderStatus } from "@platform/domain";

export type StockOrderViewer = { organisationId: string; role: "customer" | "supplier" | "support" };

export type OrderRow = {
  id: string;
  number: number;
  organisation_id: string;
  organisation_name: string;
  supplier_organisation_id: string;
  supplier_name: string;
  location_id: string;
  location_name: string;
  import_method: ImportMethod;
  status: StockOrderStatus;
  total: number;
  currency_code: string;
  note: string | null;
  confirmed_at: Date | null;
  shipped_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  invoice_id: string | null;
  created_at: Date;
  item_count: number;
};

export const ORDER_SELECT = `
  SELECT so.*, m.name AS organisation_name, s.name AS supplier_name, l.name AS location_name,
         (SELECT count(*)::int FROM stock_order_item i WHERE i.stock_order_id = so.id) AS item_count
    FROM stock_order so
    JOIN organisation m ON m.id = so.organisation_id
    JOIN organisation s ON s.id = so.supplier_organisation_id
    JOIN location l ON l.id = so.location_id`;

export function scope(viewer: StockOrderViewer, params: unknown[]): string | null {
  if (viewer.role === "support") return null;
  params.push(viewer.organisationId);
  return viewer.role === "supplier"
    ? `so.supplier_organisation_id = $${params.length}`
    : `so.organisation_id = $${params.length}`;
}

/** Confirmed and shipped are steps inside "processing" (docs/orders-and-stock.md, "Stocks and stock orders"). */
function stepOf(row: OrderRow): "pending" | "confirmed" | "shipped" | "completed" | "cancelled" {
  if (row.status === "processing") return row.shipped_at ? "shipped" : "confirmed";
  return row.status;
}

export function toView(row: OrderRow) {
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
export type StockOrderView = ReturnType<typeof toView>;
