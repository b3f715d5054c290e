import { generateEntityId } from "@medusajs/medusa";
import {
  type AdjustStockInput,
  type CreateLocationInput,
  LOCATION_MESSAGES,
  type LocationGetInput,
  type LocationListInput,
  type LocationStatus,
  type LocationType,
  type LocationVariantsInput,
  NO_COUNTRY,
  type RoutableLocation,
  rankLocations,
  type SetLocationPrioritiesInput,
  totalsByVariant,
  type UpdateLocationInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { containsPattern, returnedRows } from "../lib/sql";
import { searchVariants, type VariantOption } from "../lib/variant-search";
import { Location } from "../models/location";

/** Who asks: a merchant organisation (sees platform warehouses and its own) or support (sees all). */
export type LocationViewer = { organisationId: string; support: boolean };

export type LocationView = {
  id: string;
  name: string;
  type: LocationType;
  status: LocationStatus;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string;
  phone: string | null;
  /** Platform warehouse (every merchant) or an organisation's own location. */
  platform: boolean;
  organisation: { id: string; name: string } | null;
  createdAt: Date;
};

export type StockView = {
  variantId: string;
  productTitle: string;
  variantTitle: string;
  sku: string | null;
  onHand: number;
  reserved: number;
  available: number;
  /** Whose goods (support sees every organisation's stock at a location). */
  organisation: { id: string; name: string };
};

export type MissingItem = {
  variantId: string | null;
  title: string;
  sku: string | null;
  quantity: number;
  available: number;
};

/**
 * Stored in order_extension.routing_explanation: data, not text, so the order detail can say it
 * in the reader's language ("Warehouse X: priority 1 for DE, all items in stock").
 */
export type RoutingExplanation =
  | {
      kind: "routed";
      locationId: string;
      locationName: string;
      priority: number;
      country: string;
      matchedBy: "country" | "no_country";
    }
  | {
      kind: "unroutable";
      reason: "no_items" | "unlinked_items" | "no_country" | "no_active_location" | "no_location_has_all_items";
      country: string | null;
      missing: MissingItem[];
    };

export type RoutingResult = { status: "routed" | "unroutable"; locationId: string | null };

type LocationRow = {
  id: string;
  organisation_id: string | null;
  organisation_name: string | null;
  name: string;
  type: LocationType;
  status: LocationStatus;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  postal_code: string | null;
  country_code: string;
  phone: string | null;
  created_at: Date;
};

type OrderLine = { variant_id: string | null; title: string; sku: string | null; quantity: number };

const LOCATION_SELECT = `
  SELECT l.*, org.name AS organisation_name
    FROM location l LEFT JOIN organisation org ON org.id = l.organisation_id`;

function toView(row: LocationRow): LocationView {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    address1: row.address_1,
    address2: row.address_2,
    city: row.city,
    postalCode: row.postal_code,
    countryCode: row.country_code,
    phone: row.phone,
    platform: row.organisation_id === null,
    organisation: row.organisation_id ? { id: row.organisation_id, name: row.organisation_name ?? "" } : null,
    createdAt: row.created_at,
  };
}

/**
 * Locations, the merchant's priorities per country, stock per location and the atomic reservation
 * that routes an order (see docs/architecture.md, "Locations, stock and routing").
 */
export default class LocationService extends PlatformService {
  // ── Locations ──────────────────────────────────────────────────────────────

  /** The locations the viewer sees: platform warehouses and its own (support: all), by type, status and search. */
  async list(viewer: LocationViewer, input: LocationListInput) {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    if (!viewer.support) add((n) => `(l.organisation_id IS NULL OR l.organisation_id = $${n})`, viewer.organisationId);
    if (input.type) add((n) => `l.type = $${n}`, input.type);
    if (input.status) add((n) => `l.status = $${n}`, input.status);
    if (input.search) {
      add(
        (n) =>
          `(lower(l.name) LIKE $${n} OR lower(coalesce(l.city, '')) LIKE $${n} OR lower(l.country_code) LIKE $${n}${
            viewer.support ? ` OR lower(coalesce(org.name, '')) LIKE $${n}` : ""
          })`,
        containsPattern(input.search),
      );
    }
    const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM location l LEFT JOIN organisation org ON org.id = l.organisation_id ${whereSql}`,
      params,
    );
    params.push(input.pageSize, (input.page - 1) * input.pageSize);
    const rows: LocationRow[] = await this.activeManager_.query(
      `${LOCATION_SELECT} ${whereSql}
        ORDER BY l.organisation_id IS NOT NULL, lower(l.name), l.id
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { items: rows.map(toView), total, page: input.page, pageSize: input.pageSize };
  }

  /** One visible location with its stocks per variant (the viewer's own goods; support: everyone's). */
  async get(viewer: LocationViewer, input: LocationGetInput) {
    const location = await this.visibleLocation(viewer, input.locationId);
    const params: unknown[] = [location.id];
    const where = ["s.location_id = $1"];
    if (!viewer.support) {
      params.push(viewer.organisationId);
      where.push(`s.organisation_id = $${params.length}`);
    }
    if (input.search) {
      params.push(containsPattern(input.search));
      const n = params.length;
      where.push(`(lower(p.title) LIKE $${n} OR lower(v.title) LIKE $${n} OR lower(coalesce(v.sku, '')) LIKE $${n})`);
    }
    const from = `FROM location_stock s
      JOIN product_variant v ON v.id = s.variant_id
      JOIN product p ON p.id = v.product_id
      JOIN organisation org ON org.id = s.organisation_id
     WHERE ${where.join(" AND ")}`;
    const [{ total, on_hand, reserved }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total, coalesce(sum(s.on_hand), 0)::int AS on_hand,
              coalesce(sum(s.reserved), 0)::int AS reserved ${from}`,
      params,
    );
    params.push(input.pageSize, (input.page - 1) * input.pageSize);
    const rows: Array<{
      variant_id: string;
      product_title: string;
      variant_title: string;
      sku: string | null;
      on_hand: number;
      reserved: number;
      organisation_id: string;
      organisation_name: string;
    }> = await this.activeManager_.query(
      `SELECT s.variant_id, p.title AS product_title, v.title AS variant_title, v.sku, s.on_hand, s.reserved,
              s.organisation_id, org.name AS organisation_name
         ${from}
        ORDER BY lower(p.title), lower(v.title), org.name, s.variant_id
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const stocks: StockView[] = rows.map((row) => ({
      variantId: row.variant_id,
      productTitle: row.product_title,
      variantTitle: row.variant_title,
      sku: row.sku,
      onHand: row.on_hand,
      reserved: row.reserved,
      available: row.on_hand - row.reserved,
      organisation: { id: row.organisation_id, name: row.organisation_name },
    }));
    return {
      location,
      stocks: { items: stocks, total, page: input.page, pageSize: input.pageSize },
      totals: { onHand: on_hand as number, reserved: reserved as number, available: on_hand - reserved },
    };
  }

  private async visibleLocation(viewer: LocationViewer, locationId: string): Promise<LocationView> {
    const [row]: LocationRow[] = await this.activeManager_.query(
      `${LOCATION_SELECT} WHERE l.id = $1 ${viewer.support ? "" : "AND (l.organisation_id IS NULL OR l.organisation_id = $2)"}`,
      viewer.support ? [locationId] : [locationId, viewer.organisationId],
    );
    if (!row) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.notFound);
    return toView(row);
  }

  /** Support: a platform warehouse, or an organisation's own location (which is of type customer). */
  async create(input: CreateLocationInput): Promise<LocationView> {
    const id = await this.transaction_(async (manager) => {
      if (input.organisationId) await this.assertMerchant(manager, input.organisationId);
      if (Boolean(input.organisationId) !== (input.type === "customer")) {
        throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.customerNeedsOrganisation, "type");
      }
      const repo = manager.getRepository(Location);
      const saved = await repo.save(
        repo.create({ organisation_id: input.organisationId ?? null, ...this.fields(input) }),
      );
      return saved.id;
    });
    return await this.visibleLocation({ organisationId: "", support: true }, id);
  }

  /** Support: name, type, status and address. */
  async update(input: UpdateLocationInput): Promise<LocationView> {
    await this.transaction_(async (manager) => {
      const repo = manager.getRepository(Location);
      const location = await repo.findOne({ where: { id: input.locationId } });
      if (!location) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.notFound);
      if (location.organisation_id && input.type !== "customer") {
        throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.customerNeedsOrganisation, "type");
      }
      await repo.update({ id: input.locationId }, this.fields(input));
    });
    return await this.visibleLocation({ organisationId: "", support: true }, input.locationId);
  }

  private fields(input: Omit<CreateLocationInput, "organisationId">) {
    return {
      name: input.name,
      type: input.type,
      status: input.status,
      address_1: input.address1 || null,
      address_2: input.address2 || null,
      city: input.city || null,
      postal_code: input.postalCode || null,
      country_code: input.countryCode,
      phone: input.phone || null,
    };
  }

  // ── Priorities ─────────────────────────────────────────────────────────────

  /** Every location the organisation sees, with its level for the country (or No Country), or null. */
  async priorities(organisationId: string, country: string) {
    const rows: Array<LocationRow & { priority: number | null }> = await this.activeManager_.query(
      `SELECT l.*, NULL AS organisation_name, p.priority
         FROM location l
         LEFT JOIN location_priority p
           ON p.location_id = l.id AND p.organisation_id = $1 AND p.country_code = $2
        WHERE l.organisation_id IS NULL OR l.organisation_id = $1
        ORDER BY p.priority NULLS LAST, lower(l.name), l.id`,
      [organisationId, country],
    );
    return {
      country,
      items: rows.map((row) => ({
        location: toView(row),
        priority: row.priority === null ? null : Number(row.priority),
      })),
    };
  }

  /** Sets (or, with null, removes) the organisation's levels for one country, all or nothing; waiting orders are routed again. */
  async setPriorities(organisationId: string, input: SetLocationPrioritiesInput) {
    await this.transaction_(async (manager) => {
      const ids = input.priorities.map((row) => row.locationId);
      const visible: Array<{ id: string }> = ids.length
        ? await manager.query(
            `SELECT id FROM location WHERE id = ANY($1) AND (organisation_id IS NULL OR organisation_id = $2)`,
            [ids, organisationId],
          )
        : [];
      if (visible.length !== new Set(ids).size) {
        throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.unknownLocation, "priorities");
      }
      for (const row of input.priorities) {
        if (row.priority === null) {
          await manager.query(
            `DELETE FROM location_priority WHERE organisation_id = $1 AND location_id = $2 AND country_code = $3`,
            [organisationId, row.locationId, input.country],
          );
        } else {
          await manager.query(
            `INSERT INTO location_priority (organisation_id, location_id, country_code, priority)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (organisation_id, location_id, country_code)
             DO UPDATE SET priority = excluded.priority, updated_at = now()`,
            [organisationId, row.locationId, input.country, row.priority],
          );
        }
      }
    });
    await this.routeWaitingOrders(organisationId);
    return await this.priorities(organisationId, input.country);
  }

  /**
   * The organisation's unroutable orders (not shipped, not cancelled), oldest first, are routed
   * again — after its priorities changed or stock arrived. Each in its own transaction.
   */
  async routeWaitingOrders(organisationId: string, limit = 500): Promise<number> {
    const waiting: Array<{ order_id: string }> = await this.activeManager_.query(
      `SELECT e.order_id FROM order_extension e JOIN "order" o ON o.id = e.order_id
        WHERE e.organisation_id = $1 AND e.routing_status = 'unroutable' AND e.shipped_at IS NULL
          AND o.status <> 'canceled'
        ORDER BY e.created_at, e.order_id LIMIT $2`,
      [organisationId, limit],
    );
    let routed = 0;
    for (const { order_id } of waiting) {
      if ((await this.routeOrderNow(order_id)).status === "routed") routed++;
    }
    return routed;
  }

  // ── Stock ──────────────────────────────────────────────────────────────────

  /** Stock and own locations belong to merchant organisations (the UI offers only those). */
  private async assertMerchant(manager: EntityManager, organisationId: string): Promise<void> {
    const [org] = await manager.query(`SELECT type FROM organisation WHERE id = $1 AND deleted_at IS NULL`, [
      organisationId,
    ]);
    if (!org) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.unknownOrganisation, "organisationId");
    if (org.type !== "merchant") throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.notMerchant, "organisationId");
  }

  /** Support: platform variants to count stock of (search by product, variant or SKU). */
  async variantOptions(input: LocationVariantsInput): Promise<VariantOption[]> {
    return await searchVariants(this.activeManager_, input.search);
  }

  /** Support counted the organisation's goods at a location: on hand is set, never below what is reserved. */
  async adjustStock(input: AdjustStockInput) {
    const stock = await this.transaction_(async (manager) => {
      const [location] = await manager.query(
        `SELECT id FROM location WHERE id = $1 AND (organisation_id IS NULL OR organisation_id = $2)`,
        [input.locationId, input.organisationId],
      );
      if (!location) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.notFound, "locationId");
      await this.assertMerchant(manager, input.organisationId);
      const [variant] = await manager.query(`SELECT id FROM product_variant WHERE id = $1 AND deleted_at IS NULL`, [
        input.variantId,
      ]);
      if (!variant) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.unknownVariant, "variantId");
      await manager.query(
        `INSERT INTO location_stock (organisation_id, location_id, variant_id, on_hand, reserved)
         VALUES ($1, $2, $3, 0, 0) ON CONFLICT DO NOTHING`,
        [input.organisationId, input.locationId, input.variantId],
      );
      const [row] = returnedRows<{ on_hand: number; reserved: number }>(
        await manager.query(
          `UPDATE location_stock SET on_hand = $4, updated_at = now()
            WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3 AND reserved <= $4
          RETURNING on_hand, reserved`,
          [input.organisationId, input.locationId, input.variantId, input.onHand],
        ),
      );
      if (!row) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.belowReserved, "onHand");
      return { onHand: row.on_hand, reserved: row.reserved, available: row.on_hand - row.reserved };
    });
    // More stock may let waiting orders ship.
    const routed = stock.available > 0 ? await this.routeWaitingOrders(input.organisationId) : 0;
    return { ...stock, routedOrders: routed };
  }

  // ── Routing and reservation ───────────────────────────────────────────────

  /**
   * Routes an order inside the caller's transaction: releases its earlier awaiting-payment
   * reservations, then reserves every item at the best-ranked location that has them all. Each
   * item is one conditional UPDATE (`on_hand - reserved >= quantity`), so concurrent orders can
   * never reserve the same unit twice; when one item fails, the savepoint is rolled back and the
   * next location is tried. No location → the order is flagged unroutable, never split.
   */
  async routeOrder(manager: EntityManager, orderId: string): Promise<RoutingResult> {
    const [order]: Array<{
      organisation_id: string;
      status: string;
      shipped_at: Date | null;
      country_code: string | null;
      location_id: string | null;
      routing_status: "routed" | "unroutable" | null;
    }> = await manager.query(
      `SELECT e.organisation_id, o.status, e.shipped_at, upper(a.country_code) AS country_code,
              e.location_id, e.routing_status
         FROM order_extension e
         JOIN "order" o ON o.id = e.order_id
         LEFT JOIN address a ON a.id = o.shipping_address_id
        WHERE e.order_id = $1
          FOR UPDATE OF e`,
      [orderId],
    );
    if (!order) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.orderNotFound);
    const [drawn] = await manager.query(
      `SELECT 1 FROM stock_reservation WHERE order_id = $1 AND status = 'drawn' LIMIT 1`,
      [orderId],
    );
    // Once the stock is drawn (paid) or the order has left, its location stays what it is.
    if (drawn || order.shipped_at) {
      return { status: order.routing_status ?? "routed", locationId: order.location_id };
    }
    await this.releaseOrder(manager, orderId);
    if (order.status === "canceled") {
      await this.saveRouting(manager, orderId, null, null);
      return { status: "unroutable", locationId: null };
    }

    const lines: OrderLine[] = await manager.query(
      `SELECT variant_id, title, metadata->>'sku' AS sku, quantity FROM line_item WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
    const country = order.country_code || null;
    const unroutable = async (
      reason: Extract<RoutingExplanation, { kind: "unroutable" }>["reason"],
      missing: MissingItem[] = [],
    ) => {
      await this.saveRouting(manager, orderId, null, { kind: "unroutable", reason, country, missing });
      return { status: "unroutable" as const, locationId: null };
    };
    if (lines.length === 0) return await unroutable("no_items");
    const unlinked = lines.filter((line) => !line.variant_id);
    if (unlinked.length) {
      return await unroutable(
        "unlinked_items",
        unlinked.map((line) => ({
          variantId: null,
          title: line.title,
          sku: line.sku,
          quantity: line.quantity,
          available: 0,
        })),
      );
    }
    if (!country) return await unroutable("no_country");

    const items = lines.map((line) => ({ variantId: line.variant_id as string, quantity: line.quantity }));
    const needed = [...totalsByVariant(items)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const candidates = await this.routableLocations(
      manager,
      order.organisation_id,
      country,
      needed.map(([v]) => v),
    );
    const ranked = rankLocations(candidates, country);
    if (ranked.length === 0) return await unroutable("no_active_location");

    for (const candidate of ranked) {
      // Skip what the snapshot already rules out; the conditional UPDATEs decide for the rest.
      if (needed.some(([variantId, quantity]) => (candidate.location.available[variantId] ?? 0) < quantity)) continue;
      await manager.query("SAVEPOINT route_try");
      let reservedAll = true;
      for (const [variantId, quantity] of needed) {
        const rows = returnedRows(
          await manager.query(
            `UPDATE location_stock SET reserved = reserved + $4, updated_at = now()
              WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3 AND on_hand - reserved >= $4
            RETURNING reserved`,
            [order.organisation_id, candidate.location.id, variantId, quantity],
          ),
        );
        if (rows.length === 0) {
          reservedAll = false;
          break;
        }
      }
      if (!reservedAll) {
        await manager.query("ROLLBACK TO SAVEPOINT route_try");
        continue;
      }
      await manager.query("RELEASE SAVEPOINT route_try");
      for (const [variantId, quantity] of needed) {
        await manager.query(
          `INSERT INTO stock_reservation (id, organisation_id, order_id, location_id, variant_id, quantity)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            generateEntityId(undefined, "sres"),
            order.organisation_id,
            orderId,
            candidate.location.id,
            variantId,
            quantity,
          ],
        );
      }
      await this.saveRouting(manager, orderId, candidate.location.id, {
        kind: "routed",
        locationId: candidate.location.id,
        locationName: candidate.location.name,
        priority: candidate.priority,
        country,
        matchedBy: candidate.matchedBy,
      });
      return { status: "routed", locationId: candidate.location.id };
    }

    // What was missing: per item, the most any candidate location has available.
    const fresh = await this.routableLocations(
      manager,
      order.organisation_id,
      country,
      needed.map(([v]) => v),
    );
    const best = (variantId: string) =>
      Math.max(0, ...rankLocations(fresh, country).map((c) => c.location.available[variantId] ?? 0));
    const info = new Map(lines.map((line) => [line.variant_id as string, line]));
    const missing = needed
      .filter(([variantId, quantity]) => best(variantId) < quantity)
      .map(([variantId, quantity]) => ({
        variantId,
        title: info.get(variantId)?.title ?? variantId,
        sku: info.get(variantId)?.sku ?? null,
        quantity,
        available: best(variantId),
      }));
    return await unroutable("no_location_has_all_items", missing);
  }

  /** The organisation's visible locations with its levels for the country and No Country, and what they have. */
  private async routableLocations(
    manager: EntityManager,
    organisationId: string,
    country: string,
    variantIds: string[],
  ): Promise<RoutableLocation[]> {
    const rows: Array<{ id: string; name: string; status: LocationStatus; country_code: string; priority: number }> =
      await manager.query(
        `SELECT l.id, l.name, l.status, p.country_code, p.priority
           FROM location l
           JOIN location_priority p ON p.location_id = l.id AND p.organisation_id = $1
          WHERE (l.organisation_id IS NULL OR l.organisation_id = $1) AND p.country_code IN ($2, $3)
          ORDER BY l.created_at, l.id`,
        [organisationId, country, NO_COUNTRY],
      );
    const locations = new Map<string, RoutableLocation>();
    for (const row of rows) {
      const location = locations.get(row.id) ?? {
        id: row.id,
        name: row.name,
        status: row.status,
        priorities: {},
        available: {},
      };
      location.priorities[row.country_code] = Number(row.priority);
      locations.set(row.id, location);
    }
    if (locations.size && variantIds.length) {
      const stock: Array<{ location_id: string; variant_id: string; available: number }> = await manager.query(
        `SELECT location_id, variant_id, on_hand - reserved AS available FROM location_stock
          WHERE organisation_id = $1 AND location_id = ANY($2) AND variant_id = ANY($3)`,
        [organisationId, [...locations.keys()], variantIds],
      );
      for (const row of stock) {
        const location = locations.get(row.location_id);
        if (location) location.available[row.variant_id] = Number(row.available);
      }
    }
    return [...locations.values()];
  }

  private async saveRouting(
    manager: EntityManager,
    orderId: string,
    locationId: string | null,
    explanation: RoutingExplanation | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE order_extension
          SET location_id = $2, routing_status = $3, routing_explanation = $4, routed_at = $5, updated_at = now()
        WHERE order_id = $1`,
      [
        orderId,
        locationId,
        explanation ? (explanation.kind === "routed" ? "routed" : "unroutable") : null,
        explanation ? JSON.stringify(explanation) : null,
        explanation ? new Date() : null,
      ],
    );
  }

  /** Gives back what the order reserved and has not drawn (order edited, deleted or cancelled). */
  async releaseOrder(manager: EntityManager, orderId: string): Promise<number> {
    const released = returnedRows<{
      organisation_id: string;
      location_id: string;
      variant_id: string;
      quantity: number;
    }>(
      await manager.query(
        `UPDATE stock_reservation SET status = 'released', released_at = now()
          WHERE order_id = $1 AND status = 'awaiting_payment'
        RETURNING organisation_id, location_id, variant_id, quantity`,
        [orderId],
      ),
    );
    for (const row of [...released].sort((a, b) => (a.variant_id < b.variant_id ? -1 : 1))) {
      await manager.query(
        `UPDATE location_stock SET reserved = reserved - $4, updated_at = now()
          WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3`,
        [row.organisation_id, row.location_id, row.variant_id, row.quantity],
      );
    }
    return released.length;
  }

  /**
   * Spec §9: an order draws on stock once its invoice is paid. Its awaiting-payment reservations
   * become drawn: on hand and reserved both go down by the quantity.
   */
  async drawOrder(manager: EntityManager, orderId: string): Promise<{ drawn: number }> {
    const drawn = returnedRows<{ organisation_id: string; location_id: string; variant_id: string; quantity: number }>(
      await manager.query(
        `UPDATE stock_reservation SET status = 'drawn', drawn_at = now()
          WHERE order_id = $1 AND status = 'awaiting_payment'
        RETURNING organisation_id, location_id, variant_id, quantity`,
        [orderId],
      ),
    );
    if (drawn.length === 0) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.nothingToDraw);
    for (const row of [...drawn].sort((a, b) => (a.variant_id < b.variant_id ? -1 : 1))) {
      await manager.query(
        `UPDATE location_stock SET on_hand = on_hand - $4, reserved = reserved - $4, updated_at = now()
          WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3`,
        [row.organisation_id, row.location_id, row.variant_id, row.quantity],
      );
    }
    return { drawn: drawn.reduce((sum, row) => sum + row.quantity, 0) };
  }

  /** Support: marks the order's invoice paid for now (the invoices issue will call drawOrder itself). */
  async drawOrderStock(orderId: string): Promise<{ drawn: number }> {
    return await this.transaction_(async (manager) => {
      const [order] = await manager.query(`SELECT order_id FROM order_extension WHERE order_id = $1 FOR UPDATE`, [
        orderId,
      ]);
      if (!order) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.orderNotFound);
      return await this.drawOrder(manager, orderId);
    });
  }

  /** Routes the order in its own transaction (support: re-route after stock or priorities changed). */
  async routeOrderNow(orderId: string): Promise<RoutingResult> {
    return await this.transaction_(async (manager) => await this.routeOrder(manager, orderId));
  }

  /** What the order detail shows: the chosen location and why, or the unroutable flag and what was missing. */
  async routingForOrder(viewer: LocationViewer, orderId: string) {
    const [row]: Array<{
      routing_status: "routed" | "unroutable" | null;
      routing_explanation: RoutingExplanation | null;
      routed_at: Date | null;
      location_id: string | null;
      location_name: string | null;
      location_type: LocationType | null;
    }> = await this.activeManager_.query(
      `SELECT e.routing_status, e.routing_explanation, e.routed_at, e.location_id,
              l.name AS location_name, l.type AS location_type
         FROM order_extension e LEFT JOIN location l ON l.id = e.location_id
        WHERE e.order_id = $1 ${viewer.support ? "" : "AND e.organisation_id = $2"}`,
      viewer.support ? [orderId] : [orderId, viewer.organisationId],
    );
    if (!row) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.orderNotFound);
    const reservations: Array<{ variant_id: string; quantity: number; status: string }> =
      await this.activeManager_.query(
        `SELECT variant_id, quantity, status FROM stock_reservation
          WHERE order_id = $1 AND status <> 'released' ORDER BY created_at, id`,
        [orderId],
      );
    return {
      status: row.routing_status,
      explanation: row.routing_explanation,
      routedAt: row.routed_at,
      location: row.location_id
        ? { id: row.location_id, name: row.location_name ?? "", type: row.location_type }
        : null,
      /** awaiting_payment until the invoice is paid, then drawn. */
      stock: reservations.length
        ? reservations.every((r) => r.status === "drawn")
          ? ("drawn" as const)
          : ("awaiting_payment" as const)
        : null,
    };
  }
}
