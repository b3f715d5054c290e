import { LOCATION_PRIORITY_MAX, LOCATION_PRIORITY_MIN } from "./constants";
import type { LocationStatus } from "./enums";

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

export type RankedLocation<L extends RoutableLocation = RoutableLocation> = {
  location: L;
  priority: number;
  matchedBy: "country" | "no_country";
};

/**
 * The locations that may ship to `country`, best first: active, with a level (1 = best) for the
 * country or, failing that, for No Country. A level set for the country beats the same level
 * reached through No Country; ties go to the location listed first. Locations with neither are
 * no candidates.
 */
export function rankLocations<L extends RoutableLocation>(locations: L[], country: string): RankedLocation<L>[] {
  const code = country.toUpperCase();
  return locations
    .filter((location) => location.status === "active")
    .map((location, index) => ({ location, found: priorityFor(location, code), index }))
    .filter(
      (c): c is { location: L; found: { level: number; matchedBy: "country" | "no_country" }; index: number } =>
        c.found !== null && c.found.level >= LOCATION_PRIORITY_MIN && c.found.level <= LOCATION_PRIORITY_MAX,
    )
    .sort(
      (a, b) =>
        a.found.level - b.found.level ||
        Number(a.found.matchedBy === "no_country") - Number(b.found.matchedBy === "no_country") ||
        a.index - b.index,
    )
    .map((c) => ({ location: c.location, priority: c.found.level, matchedBy: c.found.matchedBy }));
}

/** Whether the location has every item in the quantity asked (lines of one variant added up). */
export function canShipAll(location: Pick<RoutableLocation, "available">, items: RoutingItem[]): boolean {
  return [...totalsByVariant(items)].every(([variantId, quantity]) => (location.available[variantId] ?? 0) >= quantity);
}

/** Quantities per variant, lines of the same variant added up. */
export function totalsByVariant(items: RoutingItem[]): Map<string, number> {
  const needed = new Map<string, number>();
  for (const item of items) needed.set(item.variantId, (needed.get(item.variantId) ?? 0) + item.quantity);
  return needed;
}

/**
 * Where an order ships from: the active location with the best (lowest) priority level for the
 * shipping country — a location without one for that country competes with its No Country level
 * — that can ship every item. Never splits an order; ties go to the location listed first.
 */
export function routeOrder(locations: RoutableLocation[], country: string, items: RoutingItem[]): RoutingDecision {
  const code = country.toUpperCase();
  const ranked = rankLocations(locations, code);
  if (ranked.length === 0) return { kind: "unroutable", reason: "no_active_location" };
  const chosen = ranked.find((c) => canShipAll(c.location, items));
  if (!chosen) return { kind: "unroutable", reason: "no_location_has_all_items" };
  return {
    kind: "routed",
    locationId: chosen.location.id,
    locationName: chosen.location.name,
    priority: chosen.priority,
    country: code,
    matchedBy: chosen.matchedBy,
  };
}
