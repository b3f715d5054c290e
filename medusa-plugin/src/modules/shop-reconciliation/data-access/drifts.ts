// shop_drift and shop_reconciliation_run: what the Shopify reconciliation found, and the orders it
// reads from the platform's side (order_extension, line_item, order_shipment).
import { generateEntityId } from "@medusajs/medusa";
import type { ShopDriftKind } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";
import type { Drift, StoredShopOrder } from "../compare-shop-order";

export type ReconciledShop = { id: string; domain: string; organisation_id: string };

/** Connected shops, the longest unchecked first. */
export async function shopsToReconcile(manager: EntityManager): Promise<ReconciledShop[]> {
  return await query<ReconciledShop>(
    manager,
    sql`SELECT s.id, s.domain, s.organisation_id FROM shop s
          LEFT JOIN shop_reconciliation_run r ON r.shop_id = s.id
         WHERE s.status = 'active' AND s.organisation_id IS NOT NULL
         ORDER BY r.checked_at NULLS FIRST, s.id`,
  );
}

export type CandidateOrder = StoredShopOrder & {
  orderId: string;
  externalOrderId: string;
  /** Shopify's version the platform last took in. */
  storedVersion: Date | null;
};

/**
 * The shop's orders worth comparing: open ones of the last 60 days and those shipped in the last
 * 14 (what can still go wrong in Shopify), newest first, at most `limit` (Shopify's query cost).
 */
export async function candidateOrders(
  manager: EntityManager,
  shopId: string,
  limit: number,
): Promise<CandidateOrder[]> {
  const orders = await query<{
    order_id: string;
    external_order_id: string;
    external_updated_at: Date | null;
    shipped: boolean;
    status: string;
    fulfillment_status: string;
  }>(
    manager,
    sql`SELECT e.order_id, e.external_order_id, e.external_updated_at, o.status, o.fulfillment_status,
               (e.shipped_at IS NOT NULL OR EXISTS (SELECT 1 FROM order_shipment sh WHERE sh.order_id = e.order_id)) AS shipped
          FROM order_extension e JOIN "order" o ON o.id = e.order_id
         WHERE e.shop_id = ${shopId} AND e.external_order_id IS NOT NULL
           AND ((e.shipped_at IS NULL AND o.status <> 'canceled' AND o.created_at > now() - interval '60 days')
                OR e.shipped_at > now() - interval '14 days')
         ORDER BY coalesce(e.shipped_at, o.created_at) DESC, e.order_id
         LIMIT ${limit}`,
  );
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.order_id);
  const lines = await query<{ order_id: string; line_id: string | null; quantity: number }>(
    manager,
    sql`SELECT order_id, metadata->>'shopify_line_item_id' AS line_id, quantity FROM line_item WHERE order_id = ANY(${ids})`,
  );
  const shipments = await query<{ order_id: string; tracking_numbers: string[] }>(
    manager,
    sql`SELECT order_id, tracking_numbers FROM order_shipment WHERE order_id = ANY(${ids}) AND push_status = 'done'`,
  );
  return orders.map((o) => {
    const pushed = shipments.filter((s) => s.order_id === o.order_id);
    return {
      orderId: o.order_id,
      externalOrderId: o.external_order_id,
      storedVersion: o.external_updated_at,
      cancelled: o.status === "canceled",
      shipped: o.shipped,
      fulfilmentStatus: o.fulfillment_status,
      lines: lines
        .filter((l) => l.order_id === o.order_id && l.line_id)
        .map((l) => ({ lineId: l.line_id as string, quantity: Number(l.quantity) })),
      pushedTracking: pushed.flatMap((s) => s.tracking_numbers ?? []),
      pushedShipments: pushed.length,
    };
  });
}

/** The orders' drifts replaced by what this check found (in the caller's transaction). */
export async function replaceDrifts(
  manager: EntityManager,
  shop: ReconciledShop,
  found: Array<{ orderId: string; drifts: Drift[] }>,
): Promise<void> {
  const checked = found.map((f) => f.orderId);
  if (checked.length === 0) return;
  // Kept as found first: a drift that persists keeps its first date.
  const rows = found.flatMap((f) =>
    f.drifts.map((d) => ({
      id: generateEntityId(undefined, "sdrift"),
      order_id: f.orderId,
      kind: d.kind,
      detail: d.detail,
    })),
  );
  const kinds = rows.map((r) => `${r.order_id}|${r.kind}`);
  await manager.query(`DELETE FROM shop_drift WHERE order_id = ANY($1) AND NOT ((order_id || '|' || kind) = ANY($2))`, [
    checked,
    kinds,
  ]);
  if (rows.length === 0) return;
  await manager.query(
    `INSERT INTO shop_drift (id, organisation_id, shop_id, order_id, kind, detail)
     SELECT x.id, $2, $3, x.order_id, x.kind, x.detail
       FROM jsonb_to_recordset($1::jsonb) AS x(id varchar, order_id varchar, kind varchar, detail jsonb)
     ON CONFLICT (order_id, kind) DO UPDATE SET detail = EXCLUDED.detail`,
    [JSON.stringify(rows), shop.organisation_id, shop.id],
  );
}

/** A shop's drifts are forgotten once it is no longer connected; the run is recorded. */
export async function recordRun(
  manager: EntityManager,
  shopId: string,
  ordersChecked: number,
  error: string | null,
  at: Date,
): Promise<void> {
  await manager.query(
    `INSERT INTO shop_reconciliation_run (shop_id, checked_at, orders_checked, error) VALUES ($1, $2, $3, $4)
     ON CONFLICT (shop_id) DO UPDATE SET checked_at = EXCLUDED.checked_at, orders_checked = EXCLUDED.orders_checked,
       error = EXCLUDED.error`,
    [shopId, at, ordersChecked, error],
  );
}

export async function forgetDisconnectedShops(manager: EntityManager): Promise<void> {
  await manager.query(
    `DELETE FROM shop_drift d WHERE NOT EXISTS (SELECT 1 FROM shop s WHERE s.id = d.shop_id AND s.status = 'active')`,
  );
}

export type DriftRow = {
  id: string;
  organisationId: string;
  organisationName: string | null;
  shopId: string;
  shopDomain: string;
  orderId: string;
  orderRef: string;
  kind: ShopDriftKind;
  detail: Record<string, unknown>;
  foundAt: string;
};

/** Every open drift for support, the oldest found first, with when each shop was last checked. */
export async function listDrifts(
  manager: EntityManager,
  limit: number,
): Promise<{ items: DriftRow[]; total: number; checkedAt: string | null; failedShops: string[] }> {
  const rows = await query<{
    id: string;
    organisation_id: string;
    organisation_name: string | null;
    shop_id: string;
    domain: string;
    order_id: string;
    order_ref: string;
    kind: ShopDriftKind;
    detail: Record<string, unknown>;
    found_at: Date;
    total: number;
  }>(
    manager,
    sql`SELECT d.id, d.organisation_id, org.name AS organisation_name, d.shop_id, s.domain, d.order_id,
               coalesce(e.external_order_name, o.display_id::text) AS order_ref, d.kind, d.detail, d.found_at,
               count(*) OVER ()::int AS total
          FROM shop_drift d
          JOIN shop s ON s.id = d.shop_id
          JOIN "order" o ON o.id = d.order_id
          LEFT JOIN order_extension e ON e.order_id = d.order_id
          LEFT JOIN organisation org ON org.id = d.organisation_id
         ORDER BY d.found_at, d.id
         LIMIT ${limit}`,
  );
  const run = await queryOne<{ checked_at: Date | null; failed: string[] | null }>(
    manager,
    sql`SELECT max(r.checked_at) AS checked_at,
               array_agg(s.domain ORDER BY s.domain) FILTER (WHERE r.error IS NOT NULL) AS failed
          FROM shop_reconciliation_run r JOIN shop s ON s.id = r.shop_id AND s.status = 'active'`,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      organisationId: r.organisation_id,
      organisationName: r.organisation_name,
      shopId: r.shop_id,
      shopDomain: r.domain,
      orderId: r.order_id,
      orderRef: r.order_ref,
      kind: r.kind,
      detail: r.detail,
      foundAt: r.found_at.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    checkedAt: run?.checked_at ? new Date(run.checked_at).toISOString() : null,
    failedShops: run?.failed ?? [],
  };
}

/** One drift, locked for its fix (two clicks fix once). */
export async function lockDrift(
  manager: EntityManager,
  driftId: string,
): Promise<
  { id: string; order_id: string; shop_id: string; organisation_id: string; kind: ShopDriftKind } | undefined
> {
  return await queryOne(
    manager,
    sql`SELECT id, order_id, shop_id, organisation_id, kind FROM shop_drift WHERE id = ${driftId} FOR UPDATE SKIP LOCKED`,
  );
}

export async function deleteDrift(manager: EntityManager, driftId: string): Promise<void> {
  await manager.query(`DELETE FROM shop_drift WHERE id = $1`, [driftId]);
}

/** The shipments of the order whose push is reported done or failed (to send again). */
export async function pushedShipmentIds(manager: EntityManager, orderId: string): Promise<string[]> {
  const rows = await query<{ id: string }>(
    manager,
    sql`SELECT id FROM order_shipment WHERE order_id = ${orderId} AND push_status IN ('done', 'failed') ORDER BY created_at`,
  );
  return rows.map((r) => r.id);
}

/** The Shopify order id of a drift's order. */
export async function externalOrderIdOf(
  manager: EntityManager,
  shopId: string,
  orderId: string,
): Promise<string | null> {
  const row = await queryOne<{ external_order_id: string }>(
    manager,
    sql`SELECT external_order_id FROM order_extension
         WHERE shop_id = ${shopId} AND order_id = ${orderId} AND external_order_id IS NOT NULL`,
  );
  return row?.external_order_id ?? null;
}
