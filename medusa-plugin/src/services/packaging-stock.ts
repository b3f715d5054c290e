import { generateEntityId } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../lib/platform-service";

export type PackagingViewer = { organisationId: string; role: string };

export type PackagingStockRow = {
  organisation: { id: string; name: string };
  location: { id: string; name: string };
  packaging: { id: string; name: string; size: string; type: string; kind: string };
  onHand: number;
  /** Needed by the location's open orders whose variants use this packaging. */
  reserved: number;
  /** Ordered and not yet arrived. */
  arriving: number;
};

export type OrderPackagingView = {
  /** What the order's items use (their variants' default packaging), per packaging. */
  planned: Array<{ packagingId: string; name: string; size: string; quantity: number; onHand: number | null }>;
  locationName: string | null;
  /** The chosen location lacks packaging the order needs (routing's warning). */
  lacking: Array<{ packagingId: string; name: string; size: string; needed: number; onHand: number }>;
  /** The packaging stock changes the order's shipments made. */
  changes: Array<{
    id: string;
    shipmentId: string | null;
    packagingId: string;
    name: string;
    size: string;
    locationName: string;
    quantityChange: number;
    missing: number;
    onHandAfter: number;
    createdAt: Date;
  }>;
};

type ShipmentDraw = {
  organisationId: string;
  orderId: string;
  shipmentId: string;
  locationId: string | null;
  items: Array<{ lineItemId: string; quantity: number }>;
};

/**
 * Packaging stock per organisation and location: what arrives (packaging orders) and what leaves
 * with shipments (each item's default packaging), every change recorded once.
 */
export default class PackagingStockService extends PlatformService {
  /**
   * Inside the shipping transaction: each shipped item takes one piece of its variant's default
   * packaging from the shipment's location. Stock never goes below zero; what was missing is
   * recorded with the change. A shipment draws once (unique key on shipment and packaging).
   */
  async drawForShipment(manager: EntityManager, draw: ShipmentDraw): Promise<void> {
    if (!draw.locationId || draw.items.length === 0) return;
    const needs: Array<{ packaging_id: string; needed: number }> = await manager.query(
      `SELECT vp.packaging_id, sum(i.quantity)::int AS needed
         FROM jsonb_to_recordset($3::jsonb) AS i("lineItemId" varchar, quantity int)
         JOIN line_item li ON li.id = i."lineItemId" AND li.order_id = $2
         JOIN variant_packaging vp ON vp.organisation_id = $1 AND vp.variant_id = li.variant_id
        GROUP BY vp.packaging_id ORDER BY vp.packaging_id`,
      [draw.organisationId, draw.orderId, JSON.stringify(draw.items)],
    );
    for (const need of needs) {
      await manager.query(
        `INSERT INTO packaging_stock (organisation_id, location_id, packaging_id, on_hand)
         VALUES ($1, $2, $3, 0) ON CONFLICT DO NOTHING`,
        [draw.organisationId, draw.locationId, need.packaging_id],
      );
      const [stock] = await manager.query(
        `SELECT on_hand FROM packaging_stock WHERE organisation_id = $1 AND location_id = $2 AND packaging_id = $3 FOR UPDATE`,
        [draw.organisationId, draw.locationId, need.packaging_id],
      );
      const drawn = Math.min(stock.on_hand, need.needed);
      const inserted = await manager.query(
        `INSERT INTO packaging_stock_change
           (id, organisation_id, location_id, packaging_id, reason, quantity_change, missing, on_hand_after, order_id, shipment_id)
         VALUES ($1, $2, $3, $4, 'shipment', $5, $6, $7, $8, $9)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          generateEntityId(undefined, "pkgchg"),
          draw.organisationId,
          draw.locationId,
          need.packaging_id,
          -drawn,
          need.needed - drawn,
          stock.on_hand - drawn,
          draw.orderId,
          draw.shipmentId,
        ],
      );
      if (inserted.length === 0) continue;
      await manager.query(
        `UPDATE packaging_stock SET on_hand = on_hand - $4, updated_at = now()
          WHERE organisation_id = $1 AND location_id = $2 AND packaging_id = $3`,
        [draw.organisationId, draw.locationId, need.packaging_id, drawn],
      );
    }
  }

  /** Inside the arrival's transaction: the packaging order's quantity joins the stock, once. */
  async addArrival(
    manager: EntityManager,
    order: { id: string; organisation_id: string; location_id: string; packaging_id: string; quantity: number },
  ): Promise<boolean> {
    const [stock] = await manager.query(
      `INSERT INTO packaging_stock (organisation_id, location_id, packaging_id, on_hand) VALUES ($1, $2, $3, 0)
       ON CONFLICT (organisation_id, location_id, packaging_id) DO UPDATE SET updated_at = now()
       RETURNING on_hand`,
      [order.organisation_id, order.location_id, order.packaging_id],
    );
    const inserted = await manager.query(
      `INSERT INTO packaging_stock_change
         (id, organisation_id, location_id, packaging_id, reason, quantity_change, on_hand_after, packaging_order_id)
       VALUES ($1, $2, $3, $4, 'arrival', $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [
        generateEntityId(undefined, "pkgchg"),
        order.organisation_id,
        order.location_id,
        order.packaging_id,
        order.quantity,
        stock.on_hand + order.quantity,
        order.id,
      ],
    );
    if (inserted.length === 0) return false;
    await manager.query(
      `UPDATE packaging_stock SET on_hand = on_hand + $4, updated_at = now()
        WHERE organisation_id = $1 AND location_id = $2 AND packaging_id = $3`,
      [order.organisation_id, order.location_id, order.packaging_id, order.quantity],
    );
    return true;
  }

  /** Packaging stock per location: the organisation's own (support: every organisation's). */
  async stocks(viewer: PackagingViewer, locationId?: string): Promise<PackagingStockRow[]> {
    const support = viewer.role === "support";
    const params: unknown[] = [support ? null : viewer.organisationId, locationId ?? null];
    const scope = `($1::varchar IS NULL OR x.organisation_id = $1) AND ($2::varchar IS NULL OR x.location_id = $2)`;
    const rows: Array<{
      organisation_id: string;
      location_id: string;
      packaging_id: string;
      on_hand: number;
      reserved: number;
      arriving: number;
    }> = await this.activeManager_.query(
      `WITH stock AS (
         SELECT organisation_id, location_id, packaging_id, on_hand FROM packaging_stock x WHERE ${scope}
       ), reserved AS (
         SELECT x.organisation_id, x.location_id, vp.packaging_id,
                sum(li.quantity - coalesce(li.shipped_quantity, 0))::int AS reserved
           FROM order_extension x
           JOIN "order" o ON o.id = x.order_id AND o.status NOT IN ('canceled', 'archived')
           JOIN line_item li ON li.order_id = x.order_id
           JOIN variant_packaging vp ON vp.organisation_id = x.organisation_id AND vp.variant_id = li.variant_id
          WHERE ${scope} AND li.quantity > coalesce(li.shipped_quantity, 0)
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
      params,
    );
    if (rows.length === 0) return [];
    const names = await this.names(rows);
    return rows
      .map((row) => ({
        organisation: { id: row.organisation_id, name: names.organisations.get(row.organisation_id) ?? "" },
        location: { id: row.location_id, name: names.locations.get(row.location_id) ?? "" },
        packaging: names.packagings.get(row.packaging_id) ?? {
          id: row.packaging_id,
          name: "",
          size: "",
          type: "",
          kind: "",
        },
        onHand: row.on_hand,
        reserved: row.reserved,
        arriving: row.arriving,
      }))
      .sort(
        (a, b) =>
          a.organisation.name.localeCompare(b.organisation.name) ||
          a.location.name.localeCompare(b.location.name) ||
          a.packaging.name.localeCompare(b.packaging.name),
      );
  }

  private async names(rows: Array<{ organisation_id: string; location_id: string; packaging_id: string }>) {
    const m = this.activeManager_;
    const orgs: Array<{ id: string; name: string }> = await m.query(
      `SELECT id, name FROM organisation WHERE id = ANY($1)`,
      [[...new Set(rows.map((r) => r.organisation_id))]],
    );
    const locations: Array<{ id: string; name: string }> = await m.query(
      `SELECT id, name FROM location WHERE id = ANY($1)`,
      [[...new Set(rows.map((r) => r.location_id))]],
    );
    const packagings: Array<{ id: string; name: string; size: string; type: string; kind: string }> = await m.query(
      `SELECT id, name, size, type, kind FROM packaging WHERE id = ANY($1)`,
      [[...new Set(rows.map((r) => r.packaging_id))]],
    );
    return {
      organisations: new Map(orgs.map((o) => [o.id, o.name])),
      locations: new Map(locations.map((l) => [l.id, l.name])),
      packagings: new Map(packagings.map((p) => [p.id, p])),
    };
  }

  /**
   * The order detail's "packaging details (packaging stock changes)": what its items use, whether
   * its location has it (routing's warning), and what its shipments drew. `organisationId` null: support.
   */
  async forOrder(organisationId: string | null, orderId: string): Promise<OrderPackagingView | null> {
    const m = this.activeManager_;
    const [order] = await m.query(
      `SELECT e.organisation_id, e.location_id, l.name AS location_name FROM order_extension e
         LEFT JOIN location l ON l.id = e.location_id
        WHERE e.order_id = $1 AND ($2::varchar IS NULL OR e.organisation_id = $2)`,
      [orderId, organisationId],
    );
    if (!order) return null;
    const planned: Array<{
      packaging_id: string;
      name: string;
      size: string;
      quantity: number;
      open: number;
      on_hand: number | null;
    }> = await m.query(
      `SELECT p.id AS packaging_id, p.name, p.size, sum(li.quantity)::int AS quantity,
                sum(li.quantity - coalesce(li.shipped_quantity, 0))::int AS open, max(s.on_hand) AS on_hand
           FROM line_item li
           JOIN variant_packaging vp ON vp.organisation_id = $2 AND vp.variant_id = li.variant_id
           JOIN packaging p ON p.id = vp.packaging_id
           LEFT JOIN packaging_stock s ON s.organisation_id = $2 AND s.location_id = $3 AND s.packaging_id = p.id
          WHERE li.order_id = $1
          GROUP BY p.id, p.name, p.size ORDER BY p.name`,
      [orderId, order.organisation_id, order.location_id],
    );
    const changes = await m.query(
      `SELECT c.*, p.name, p.size, l.name AS location_name FROM packaging_stock_change c
         JOIN packaging p ON p.id = c.packaging_id JOIN location l ON l.id = c.location_id
        WHERE c.order_id = $1 ORDER BY c.created_at, c.id`,
      [orderId],
    );
    return {
      locationName: order.location_name ?? null,
      planned: planned.map((row) => ({
        packagingId: row.packaging_id,
        name: row.name,
        size: row.size,
        quantity: row.quantity,
        onHand: order.location_id ? (row.on_hand ?? 0) : null,
      })),
      lacking: order.location_id
        ? planned
            .filter((row) => row.open > (row.on_hand ?? 0))
            .map((row) => ({
              packagingId: row.packaging_id,
              name: row.name,
              size: row.size,
              needed: row.open,
              onHand: row.on_hand ?? 0,
            }))
        : [],
      changes: changes.map((row: Record<string, never>) => ({
        id: row.id,
        shipmentId: row.shipment_id,
        packagingId: row.packaging_id,
        name: row.name,
        size: row.size,
        locationName: row.location_name,
        quantityChange: row.quantity_change,
        missing: row.missing,
        onHandAfter: row.on_hand_after,
        createdAt: row.created_at,
      })),
    };
  }
}
