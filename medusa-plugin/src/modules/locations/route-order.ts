import { LOCATION_MESSAGES, NO_COUNTRY, type RoutableLocation, rankLocations, totalsByVariant } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { notifyStockBelowHint } from "../stocks";
import {
  availableStock,
  hasDrawnStock,
  insertReservations,
  locationNames,
  lockOrderToRoute,
  type OrderToRoute,
  orderLabel,
  orderLines,
  priorityRows,
  reserveAll,
  saveOrderRouting,
} from "./data-access";
import { releaseOrderStock } from "./release-order-stock";
import type { MissingItem, RoutingExplanation, RoutingResult } from "./types";

/**
 * Fulfilment statuses (Medusa's, mapped from Shopify's) of an order the shop fulfilled, restocked or
 * cancelled — or began to fulfil itself (partially fulfilled): the merchant finishes that one, so
 * the platform holds nothing for it (docs/decisions.md).
 */
const DONE_ELSEWHERE = new Set(["fulfilled", "partially_fulfilled", "returned", "canceled"]);

/**
 * Routes an order inside the caller's transaction: releases its earlier awaiting-payment
 * reservations, then reserves every item at the best-ranked location that has them all. Each
 * item is one conditional UPDATE (`on_hand - reserved >= quantity`), so concurrent orders can
 * never reserve the same unit twice; when one item fails, the savepoint is rolled back and the
 * next location is tried. No location → the order is flagged unroutable, never split.
 */
export async function routeOrder(manager: EntityManager, orderId: string): Promise<RoutingResult> {
  const order = await lockOrderToRoute(manager, orderId);
  if (!order) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.orderNotFound);
  // Once the stock is drawn (paid) or the order has left, its location stays what it is.
  if ((await hasDrawnStock(manager, orderId)) || order.shipped_at) {
    return { status: order.routing_status ?? "routed", locationId: order.location_id };
  }
  await releaseOrderStock(manager, orderId);
  // Cancelled, or fulfilled or restocked by the shop itself: nothing left to ship, nothing held.
  if (order.status === "canceled" || DONE_ELSEWHERE.has(order.fulfillment_status)) {
    await saveRouting(manager, orderId, null, null, order);
    return { status: "unroutable", locationId: null };
  }

  const lines = await orderLines(manager, orderId);
  const country = order.country_code || null;
  const unroutable = async (
    reason: Extract<RoutingExplanation, { kind: "unroutable" }>["reason"],
    missing: MissingItem[] = [],
  ) => {
    await saveRouting(manager, orderId, null, { kind: "unroutable", reason, country, missing }, order);
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
  const variantIds = needed.map(([variantId]) => variantId);
  const candidates = await routableLocations(manager, order.organisation_id, country, variantIds);
  const ranked = rankLocations(candidates, country);
  if (ranked.length === 0) return await unroutable("no_active_location");

  for (const candidate of ranked) {
    // Skip what the snapshot already rules out; the conditional UPDATEs decide for the rest.
    if (needed.some(([variantId, quantity]) => (candidate.location.available[variantId] ?? 0) < quantity)) continue;
    if (!(await reserveAll(manager, order.organisation_id, candidate.location.id, needed))) continue;
    await insertReservations(
      manager,
      needed.map(([variantId, quantity]) => ({
        organisationId: order.organisation_id,
        orderId,
        locationId: candidate.location.id,
        variantId,
        quantity,
      })),
    );
    await saveRouting(
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
  const fresh = await routableLocations(manager, order.organisation_id, country, variantIds);
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
async function routableLocations(
  manager: EntityManager,
  organisationId: string,
  country: string,
  variantIds: string[],
): Promise<RoutableLocation[]> {
  const locations = new Map<string, RoutableLocation>();
  for (const row of await priorityRows(manager, organisationId, [country, NO_COUNTRY])) {
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
    for (const row of await availableStock(manager, organisationId, [...locations.keys()], variantIds)) {
      const location = locations.get(row.location_id);
      if (location) location.available[row.variant_id] = Number(row.available);
    }
  }
  return [...locations.values()];
}

/** Stores the routing; the audit log records a change of location or status. */
async function saveRouting(
  manager: EntityManager,
  orderId: string,
  locationId: string | null,
  explanation: RoutingExplanation | null,
  before: OrderToRoute,
): Promise<void> {
  await saveOrderRouting(manager, orderId, locationId, explanation);
  const status = explanation ? (explanation.kind === "routed" ? "routed" : "unroutable") : null;
  if (before.location_id === locationId && before.routing_status === status) return;
  const names = await locationNames(
    manager,
    [before.location_id, locationId].filter((id): id is string => Boolean(id)),
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
