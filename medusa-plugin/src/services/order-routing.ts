import { generateEntityId } from "@medusajs/medusa";
import {
  LOCATION_MESSAGES,
  type LocationStatus,
  type LocationType,
  NO_COUNTRY,
  type RoutableLocation,
  rankLocations,
  totalsByVariant,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../lib/audit";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { returnedRows } from "../lib/sql";
import { notifyStockBelowHint } from "../lib/stock-hint-notices";

import type { LocationViewer, MissingItem, OrderLine, RoutingExplanation, RoutingResult } from "./location";
import type LocationStockService from "./location-stock";
import { orderLabel } from "./order-history";

type InjectedDependencies = { manager: EntityManager; locationStockService: LocationStockService };

/**
 * Which location ships an order: the best-ranked active location (the organisation's priorities
 * per country, then No Country) that holds every item, reserved there at once; never split.
 */
export default class OrderRoutingService extends PlatformService<InjectedDependencies> {
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
    await this.deps_.locationStockService.releaseOrder(manager, orderId);
    if (order.status === "canceled") {
      await this.saveRouting(manager, orderId, null, null, order);
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
      await this.saveRouting(manager, orderId, null, { kind: "unroutable", reason, country, missing }, order);
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
      await this.saveRouting(
        manager,
        orderId,
        candidate.location.id,
        {
          kind: "routed",
          locationId: candidate.location.id,
          locationName: candidate.location.name,
          priority: candidate.priority,
          country,
          matchedBy: candidate.matchedBy,
        },
        order,
      );
      await notifyStockBelowHint(
        manager,
        order.organisation_id,
        candidate.location.id,
        needed.map(([variantId, quantity]) => ({ variantId, drop: quantity })),
      );
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
    /** The order as it was routed before: the audit log records a change of location or status. */
    before: { organisation_id: string; location_id: string | null; routing_status: string | null },
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
    const status = explanation ? (explanation.kind === "routed" ? "routed" : "unroutable") : null;
    if (before.location_id === locationId && before.routing_status === status) return;
    const names = new Map<string, string>(
      (
        await manager.query(`SELECT id, name FROM location WHERE id = ANY($1)`, [
          [before.location_id, locationId].filter(Boolean),
        ])
      ).map((row: { id: string; name: string }) => [row.id, row.name]),
    );
    const side = (id: string | null, routing: string | null) => ({
      location: id ? (names.get(id) ?? id) : null,
      routing_status: routing,
    });
    await recordAudit(manager, {
      organisationId: before.organisation_id,
      subjectType: "order",
      subjectId: orderId,
      subjectLabel: await orderLabel(manager, orderId),
      action: "order.location_changed",
      before: side(before.location_id, before.routing_status),
      after: side(locationId, status),
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
