import { LOCATION_PRIORITY_MAX, LOCATION_PRIORITY_MIN } from "../constants";
import type { LocationStatus } from "../enums";

/** The key under which a location's default priority ("No Country") is kept. */
export const NO_COUNTRY = "*";

export type RoutableLocation = {
  id: string;
  name: string;
  status: LocationStatus;
  /** Country code (upper case) or NO_COUNTRY → priority level 1 (best) … 5. */
  priorities: Record<string, number>;
  /** Variant id → units available (on hand minus reserved). */
  available: Record<string, number>;
};

export type RoutingItem = { variantId: string; quantity: number };

export type RoutingDecision =
  | {
      kind: "routed";
      locationId: string;
      locationName: string;
      priority: number;
      country: string;
      matchedBy: "country" | "no_country";
    }
  | { kind: "unroutable"; reason: "no_active_location" | "no_location_has_all_items" };

function priorityFor(
  location: RoutableLocation,
  country: string,
): { level: number; matchedBy: "country" | "no_country" } | null {
  const own = location.priorities[country];
  if (own !== undefined) return { level: own, matchedBy: "country" };
  const fallback = location.priorities[NO_COUNTRY];
  return fallback !== undefined ? { level: fallback, matchedBy: "no_country" } : null;
}

function canShipAll(location: RoutableLocation, items: RoutingItem[]): boolean {
  const needed = new Map<string, number>();
  for (const item of items) needed.set(item.variantId, (needed.get(item.variantId) ?? 0) + item.quantity);
  return [...needed].every(([variantId, quantity]) => (location.available[variantId] ?? 0) >= quantity);
}

/**
 * Where an order ships from: the active location with the best (lowest) priority level for the
 * shipping country — a location without one for that country competes with its No Country level
 * — that can ship every item. Never splits an order; ties go to the location listed first.
 */
export function routeOrder(locations: RoutableLocation[], country: string, items: RoutingItem[]): RoutingDecision {
  const code = country.toUpperCase();
  const candidates = locations
    .filter((location) => location.status === "active")
    .map((location) => ({ location, priority: priorityFor(location, code) }))
    .filter(
      (c): c is { location: RoutableLocation; priority: { level: number; matchedBy: "country" | "no_country" } } =>
        c.priority !== null && c.priority.level >= LOCATION_PRIORITY_MIN && c.priority.level <= LOCATION_PRIORITY_MAX,
    );
  if (candidates.length === 0) return { kind: "unroutable", reason: "no_active_location" };
  const ranked = candidates
    .map((c, index) => ({ ...c, index }))
    .sort(
      (a, b) =>
        a.priority.level - b.priority.level ||
        // A level set for the country beats the same level reached through No Country.
        Number(a.priority.matchedBy === "no_country") - Number(b.priority.matchedBy === "no_country") ||
        a.index - b.index,
    );
  const chosen = ranked.find((c) => canShipAll(c.location, items));
  if (!chosen) return { kind: "unroutable", reason: "no_location_has_all_items" };
  return {
    kind: "routed",
    locationId: chosen.location.id,
    locationName: chosen.location.name,
    priority: chosen.priority.level,
    country: code,
    matchedBy: chosen.priority.matchedBy,
  };
}
