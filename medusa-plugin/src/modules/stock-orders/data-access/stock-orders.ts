// stock_order, stock_order_item and stock_order_receipt: the module's tables (migration
// 1765500000000-stock-orders.ts). The invoices domain sets invoice_id/invoiced_at in its own code.
import type { ImportMethod, StockOrderStatus } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { containsPattern, defineTable, query, queryOne, raw, type Sql, sql, where } from "../../../lib/sql";
import type { StockOrderViewer } from "../types";

/** The columns a new stock order gives; number, status, currency and the timestamps are the database's. */
export type NewStockOrder = {
  id: string;
  organisationId: string;
  supplierOrganisationId: string;
  locationId: string;
  importMethod: ImportMethod;
  total: number;
  note: string | null;
  createdBy: string;
};
export const stockOrderTable = defineTable<NewStockOrder>("stock_order", {
  id: "id",
  organisationId: "organisation_id",
  supplierOrganisationId: "supplier_organisation_id",
  locationId: "location_id",
  importMethod: "import_method",
  total: "total",
  note: "note",
  createdBy: "created_by",
});

/** An item as ordered; received_quantity starts at 0. */
export type NewStockOrderItem = {
  id: string;
  stockOrderId: string;
  variantId: string;
  line: number;
  title: string;
  sku: string | null;
  quantity: number;
  unitPrice: number;
};
export const stockOrderItemTable = defineTable<NewStockOrderItem>("stock_order_item", {
  id: "id",
  stockOrderId: "stock_order_id",
  variantId: "variant_id",
  line: "line",
  title: "title",
  sku: "sku",
  quantity: "quantity",
  unitPrice: "unit_price",
});

/** One delivery received: its key makes a repeated receipt count once. `quantities`: JSON, item id → quantity. */
export type StockOrderReceipt = { stockOrderId: string; receiptKey: string; quantities: string; receivedBy: string };
export const stockOrderReceiptTable = defineTable<StockOrderReceipt>("stock_order_receipt", {
  stockOrderId: "stock_order_id",
  receiptKey: "receipt_key",
  quantities: "quantities",
  receivedBy: "received_by",
});

/** A stock order as the screens read it: its row with the names of its organisations and location. */
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

const ORDER_FROM = sql`FROM stock_order so
    JOIN organisation m ON m.id = so.organisation_id
    JOIN organisation s ON s.id = so.supplier_organisation_id`;

const ORDER_SELECT = sql`
  SELECT so.*, m.name AS organisation_name, s.name AS supplier_name, l.name AS location_name,
         (SELECT count(*)::int FROM stock_order_item i WHERE i.stock_order_id = so.id) AS item_count
    ${ORDER_FROM}
    JOIN location l ON l.id = so.location_id`;

/** The orders the viewer sees: a merchant its own, a supplier those it supplies, support all. */
function visibleTo(viewer: StockOrderViewer): Sql | null {
  if (viewer.role === "support") return null;
  return viewer.role === "supplier"
    ? sql`so.supplier_organisation_id = ${viewer.organisationId}`
    : sql`so.organisation_id = ${viewer.organisationId}`;
}

export type StockOrderFilter = { status?: StockOrderStatus; toShip?: boolean; search?: string };

/** One page of the orders the viewer sees, newest first, and how many there are. */
export async function stockOrderPage(
  manager: EntityManager,
  viewer: StockOrderViewer,
  filter: StockOrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions: Sql[] = [];
  const own = visibleTo(viewer);
  if (own) conditions.push(own);
  if (filter.status) conditions.push(sql`so.status = ${filter.status}`);
  if (filter.toShip) conditions.push(raw(`so.status = 'processing' AND so.shipped_at IS NULL`));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(sql`(so.number::text LIKE ${pattern} OR lower(s.name) LIKE ${pattern} OR lower(m.name) LIKE ${pattern}
        OR EXISTS (SELECT 1 FROM stock_order_item i WHERE i.stock_order_id = so.id
                    AND (lower(i.title) LIKE ${pattern} OR lower(coalesce(i.sku, '')) LIKE ${pattern})))`);
  }
  const counted = await queryOne<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total ${ORDER_FROM} ${where(conditions)}`,
  );
  const rows = await query<OrderRow>(
    manager,
    sql`${ORDER_SELECT} ${where(conditions)} ORDER BY so.created_at DESC, so.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows, total: counted?.total ?? 0 };
}

/** The order when the viewer sees it. */
export async function visibleStockOrder(
  manager: EntityManager,
  viewer: StockOrderViewer,
  id: string,
): Promise<OrderRow | undefined> {
  const own = visibleTo(viewer);
  return await queryOne<OrderRow>(manager, sql`${ORDER_SELECT} WHERE so.id = ${id} ${own ? sql`AND ${own}` : raw("")}`);
}

export type StockOrderItemRow = {
  id: string;
  line: number;
  variant_id: string;
  title: string;
  sku: string | null;
  quantity: number;
  unit_price: number;
  received_quantity: number;
};

/** The order's items by line. */
export async function stockOrderItems(manager: EntityManager, stockOrderId: string): Promise<StockOrderItemRow[]> {
  return await query<StockOrderItemRow>(
    manager,
    sql`SELECT id, line, variant_id, title, sku, quantity, unit_price, received_quantity
         FROM stock_order_item WHERE stock_order_id = ${stockOrderId} ORDER BY line, id`,
  );
}

/** A new order: its number, given by the database. */
export async function insertStockOrder(manager: EntityManager, order: NewStockOrder): Promise<number> {
  await query(manager, stockOrderTable.insert([order]));
  const row = await queryOne<{ number: number }>(manager, sql`SELECT number FROM stock_order WHERE id = ${order.id}`);
  return row?.number as number;
}

/** The order's items, in one statement. */
export async function insertStockOrderItems(manager: EntityManager, items: NewStockOrderItem[]): Promise<void> {
  if (items.length) await query(manager, stockOrderItemTable.insert(items));
}

/** Locks the order's row for the transaction: its id, or undefined when there is no such order. */
export async function lockStockOrder(manager: EntityManager, id: string): Promise<string | undefined> {
  return (await queryOne<{ id: string }>(manager, sql`SELECT id FROM stock_order WHERE id = ${id} FOR UPDATE`))?.id;
}

/** What each step sets: confirmed (→ processing), shipped (the arrival window counts from now), cancelled. */
const STEP_SET = {
  confirm: raw(`status = 'processing', confirmed_at = now()`),
  ship: raw(`shipped_at = now()`),
  cancel: raw(`status = 'cancelled', cancelled_at = now()`),
} as const;
export type StockOrderStep = keyof typeof STEP_SET;

/** The step taken: the order's status and shipping date after it. */
export async function takeStep(
  manager: EntityManager,
  id: string,
  step: StockOrderStep,
): Promise<{ status: StockOrderStatus; shipped_at: Date | null }> {
  await query(manager, sql`UPDATE stock_order SET ${STEP_SET[step]}, updated_at = now() WHERE id = ${id}`);
  return (await queryOne<{ status: StockOrderStatus; shipped_at: Date | null }>(
    manager,
    sql`SELECT status, shipped_at FROM stock_order WHERE id = ${id}`,
  )) as { status: StockOrderStatus; shipped_at: Date | null };
}

/** The receipt already stored under this key, if any. */
export async function findReceipt(manager: EntityManager, stockOrderId: string, receiptKey: string) {
  return await queryOne<{ quantities: Record<string, number> }>(
    manager,
    sql`SELECT quantities FROM stock_order_receipt WHERE stock_order_id = ${stockOrderId} AND receipt_key = ${receiptKey}`,
  );
}

/** The items with what is still to receive, in a fixed order (variant, id). */
export async function itemsToReceive(manager: EntityManager, stockOrderId: string) {
  return await query<{ id: string; variant_id: string; quantity: number; received_quantity: number }>(
    manager,
    sql`SELECT id, variant_id, quantity, received_quantity FROM stock_order_item
         WHERE stock_order_id = ${stockOrderId} ORDER BY variant_id, id`,
  );
}

export async function addReceived(manager: EntityManager, itemId: string, quantity: number): Promise<void> {
  await query(
    manager,
    sql`UPDATE stock_order_item SET received_quantity = received_quantity + ${quantity} WHERE id = ${itemId}`,
  );
}

/**
 * The receipt stored; the order completed when nothing is left to receive. Its status after.
 */
export async function storeReceipt(manager: EntityManager, receipt: StockOrderReceipt): Promise<StockOrderStatus> {
  const id = receipt.stockOrderId;
  await query(manager, stockOrderReceiptTable.insert([receipt]));
  const nothingLeft = sql`NOT EXISTS (SELECT 1 FROM stock_order_item
                                       WHERE stock_order_id = ${id} AND received_quantity < quantity)`;
  await query(
    manager,
    sql`UPDATE stock_order SET updated_at = now(),
              status = CASE WHEN ${nothingLeft} THEN 'completed' ELSE status END,
              completed_at = CASE WHEN ${nothingLeft} THEN now() ELSE completed_at END
        WHERE id = ${id}`,
  );
  const after = await queryOne<{ status: StockOrderStatus }>(
    manager,
    sql`SELECT status FROM stock_order WHERE id = ${id}`,
  );
  return after?.status as StockOrderStatus;
}
