import type { EntityManager } from "typeorm";
import { defineTable, query, queryOne, type Sql, sql } from "../../../lib/sql";

// Packaging stock per organisation and location (packaging_stock) and its changes
// (packaging_stock_change): the one place that reads or writes them.

type StockKey = { organisationId: string; locationId: string; packagingId: string };

/** A change of a packaging stock, as written (its time is the database's). */
export type PackagingStockChange = StockKey & {
  id: string;
  reason: "arrival" | "shipment" | "adjustment";
  quantityChange: number;
  missing: number;
  onHandAfter: number;
  packagingOrderId: string | null;
  orderId: string | null;
  shipmentId: string | null;
};

/** A row of `packaging_stock` as written (its times are the database's). */
type PackagingStockRecord = StockKey & { onHand: number };

const stockTable = defineTable<PackagingStockRecord>("packaging_stock", {
  organisationId: "organisation_id",
  locationId: "location_id",
  packagingId: "packaging_id",
  onHand: "on_hand",
});

const stockChangeTable = defineTable<PackagingStockChange>("packaging_stock_change", {
  id: "id",
  organisationId: "organisation_id",
  locationId: "location_id",
  packagingId: "packaging_id",
  reason: "reason",
  quantityChange: "quantity_change",
  missing: "missing",
  onHandAfter: "on_hand_after",
  packagingOrderId: "packaging_order_id",
  orderId: "order_id",
  shipmentId: "shipment_id",
});

const isKey = (key: StockKey) =>
  sql`organisation_id = ${key.organisationId} AND location_id = ${key.locationId} AND packaging_id = ${key.packagingId}`;

/**
 * Records the change unless its unique key (an arrival's packaging order, a shipment's packaging)
 * has it already; answers whether it was new.
 */
export async function insertStockChange(manager: EntityManager, change: PackagingStockChange): Promise<boolean> {
  const rows = await query(manager, sql`${stockChangeTable.insert([change])} ON CONFLICT DO NOTHING RETURNING id`);
  return rows.length > 0;
}

/** Locks the stock row (made at zero if missing); answers what is on hand. */
export async function lockStock(manager: EntityManager, key: StockKey): Promise<number> {
  await query(manager, sql`${stockTable.insert([{ ...key, onHand: 0 }])} ON CONFLICT DO NOTHING`);
  const row = await queryOne<{ on_hand: number }>(
    manager,
    sql`SELECT on_hand FROM packaging_stock WHERE ${isKey(key)} FOR UPDATE`,
  );
  return row?.on_hand as number;
}

/** Touches the stock row (made at zero if missing) so that it is locked; answers what is on hand. */
export async function touchStock(manager: EntityManager, key: StockKey): Promise<number> {
  const row = await queryOne<{ on_hand: number }>(
    manager,
    sql`${stockTable.insert([{ ...key, onHand: 0 }])}
        ON CONFLICT (organisation_id, location_id, packaging_id) DO UPDATE SET updated_at = now()
        RETURNING on_hand`,
  );
  return row?.on_hand as number;
}

export async function changeOnHand(manager: EntityManager, key: StockKey, by: number): Promise<void> {
  await query(
    manager,
    sql`UPDATE packaging_stock SET on_hand = on_hand + ${by}, updated_at = now() WHERE ${isKey(key)}`,
  );
}

/** The packaging a shipment's items need: their variants' default packaging, summed. */
export async function packagingNeeded(
  manager: EntityManager,
  organisationId: string,
  orderId: string,
  items: Array<{ lineItemId: string; quantity: number }>,
) {
  return await query<{ packaging_id: string; needed: number }>(
    manager,
    sql`SELECT vp.packaging_id, sum(i.quantity)::int AS needed
          FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS i("lineItemId" varchar, quantity int)
          JOIN line_item li ON li.id = i."lineItemId" AND li.order_id = ${orderId}
          JOIN variant_packaging vp ON vp.organisation_id = ${organisationId} AND vp.variant_id = li.variant_id
         GROUP BY vp.packaging_id ORDER BY vp.packaging_id`,
  );
}

export type StockLevelRow = {
  organisation_id: string;
  location_id: string;
  packaging_id: string;
  on_hand: number;
  reserved: number;
  arriving: number;
};

/** On hand, reserved by open orders and arriving, per organisation, location and packaging. */
export async function stockLevels(
  manager: EntityManager,
  organisationId: string | null,
  locationId: string | null,
): Promise<StockLevelRow[]> {
  const scope: Sql = sql`(${organisationId}::varchar IS NULL OR x.organisation_id = ${organisationId})
                         AND (${locationId}::varchar IS NULL OR x.location_id = ${locationId})`;
  return await query<StockLevelRow>(
    manager,
    sql`WITH stock AS (
          SELECT organisation_id, location_id, packaging_id, on_hand FROM packaging_stock x WHERE ${scope}
        ), reserved AS (
          SELECT x.organisation_id, x.location_id, vp.packaging_id,
                 sum(li.quantity - coalesce(li.shipped_quantity, 0))::int AS reserved
            FROM order_extension x
            JOIN "order" o ON o.id = x.order_id AND o.status NOT IN ('canceled', 'archived')
            JOIN line_item li ON li.order_id = x.order_id
            JOIN variant_packaging vp ON vp.organisation_id = x.organisation_id AND vp.variant_id = li.variant_id
           -- An order not routed to a location yet reserves at no location (no row without one).
           WHERE ${scope} AND x.location_id IS NOT NULL AND li.quantity > coalesce(li.shipped_quantity, 0)
           GROUP BY 1, 2, 3
        ), arriving AS (
          SELECT x.organisation_id, x.location_id, x.packaging_id, sum(x.quantity)::int AS arriving
            FROM packaging_order x WHERE ${scope} AND x.status <> 'arrived' GROUP BY 1, 2, 3
        )
        SELECT organisation_id, location_id, packaging_id,
               coalesce(max(s.on_hand), 0)::int AS on_hand, coalesce(max(r.reserved), 0)::int AS reserved,
               coalesce(max(a.arriving), 0)::int AS arriving
          FROM stock s
          FULL JOIN reserved r USING (organisation_id, location_id, packaging_id)
          FULL JOIN arriving a USING (organisation_id, location_id, packaging_id)
         GROUP BY 1, 2, 3`,
  );
}

/** Names of organisations and locations, by id (the stock overview's rows). */
export async function organisationAndLocationNames(
  manager: EntityManager,
  organisationIds: string[],
  locationIds: string[],
) {
  const organisations = await query<{ id: string; name: string }>(
    manager,
    sql`SELECT id, name FROM organisation WHERE id = ANY(${organisationIds})`,
  );
  const locations = await query<{ id: string; name: string }>(
    manager,
    sql`SELECT id, name FROM location WHERE id = ANY(${locationIds})`,
  );
  return { organisations, locations };
}

// ── An order's packaging ───────────────────────────────────────────────────────────────────────

/** The order's organisation and location; `organisationId` null: any organisation's (support). */
export async function findOrderLocation(manager: EntityManager, organisationId: string | null, orderId: string) {
  return await queryOne<{ organisation_id: string; location_id: string | null; location_name: string | null }>(
    manager,
    sql`SELECT e.organisation_id, e.location_id, l.name AS location_name FROM order_extension e
          LEFT JOIN location l ON l.id = e.location_id
         WHERE e.order_id = ${orderId} AND (${organisationId}::varchar IS NULL OR e.organisation_id = ${organisationId})`,
  );
}

/** What the order's items use (their variants' default packaging) and the location's stock of it. */
export async function plannedPackaging(
  manager: EntityManager,
  order: { orderId: string; organisationId: string; locationId: string | null },
) {
  return await query<{
    packaging_id: string;
    name: string;
    size: string;
    quantity: number;
    open: number;
    on_hand: number | null;
  }>(
    manager,
    sql`SELECT p.id AS packaging_id, p.name, p.size, sum(li.quantity)::int AS quantity,
               sum(li.quantity - coalesce(li.shipped_quantity, 0))::int AS open, max(s.on_hand) AS on_hand
          FROM line_item li
          JOIN variant_packaging vp ON vp.organisation_id = ${order.organisationId} AND vp.variant_id = li.variant_id
          JOIN packaging p ON p.id = vp.packaging_id
          LEFT JOIN packaging_stock s ON s.organisation_id = ${order.organisationId}
                                     AND s.location_id = ${order.locationId} AND s.packaging_id = p.id
         WHERE li.order_id = ${order.orderId}
         GROUP BY p.id, p.name, p.size ORDER BY p.name`,
  );
}

/** The packaging stock changes the order's shipments made. */
export async function orderStockChanges(manager: EntityManager, orderId: string) {
  return await query<Record<string, never>>(
    manager,
    sql`SELECT c.*, p.name, p.size, l.name AS location_name FROM packaging_stock_change c
          JOIN packaging p ON p.id = c.packaging_id JOIN location l ON l.id = c.location_id
         WHERE c.order_id = ${orderId} ORDER BY c.created_at, c.id`,
  );
}
