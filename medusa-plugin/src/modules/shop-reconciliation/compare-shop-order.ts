import type { ShopDriftKind } from "@platform/domain";

/** A shop order as the platform stores it (only what Shopify also knows). */
export type StoredShopOrder = {
  cancelled: boolean;
  /** The platform shipped some of it (its goods left a location). */
  shipped: boolean;
  /** Medusa's fulfilment status (not_fulfilled, fulfilled, partially_fulfilled, returned, …). */
  fulfilmentStatus: string;
  /** Units per Shopify line id, as stored. */
  lines: Array<{ lineId: string; quantity: number }>;
  /** Tracking numbers of the shipments the platform reports as sent to Shopify (push done). */
  pushedTracking: string[];
  pushedShipments: number;
};

/** Shopify's order as it stands now; null when Shopify no longer has it. */
export type CurrentShopOrder = {
  cancelled: boolean;
  /** Shopify's fulfilment status, lower case (unfulfilled, partial, fulfilled, restocked) or null. */
  fulfilmentStatus: string | null;
  /** Current (fulfillable-now) units per line id; lines edited down to 0 are left out. */
  lines: Array<{ lineId: string; quantity: number }>;
  /** Tracking numbers of its fulfilments that are not cancelled. */
  tracking: string[];
} | null;

export type Drift = { kind: ShopDriftKind; detail: Record<string, unknown> };

const OPEN_HERE = new Set(["not_fulfilled", "requires_action"]);
const DONE_IN_SHOP = new Set(["fulfilled", "partial"]);

function quantities(lines: Array<{ lineId: string; quantity: number }>): Map<string, number> {
  const byLine = new Map<string, number>();
  for (const line of lines) {
    if (line.quantity > 0) byLine.set(line.lineId, (byLine.get(line.lineId) ?? 0) + line.quantity);
  }
  return byLine;
}

/**
 * What differs between the stored order and Shopify's current one, each difference once with the
 * references that show it. Pure: the job reads both sides, this decides.
 */
export function compareShopOrder(stored: StoredShopOrder, shop: CurrentShopOrder): Drift[] {
  if (!shop) return [{ kind: "missing_in_shop", detail: {} }];
  const drifts: Drift[] = [];
  if (shop.cancelled && !stored.cancelled) drifts.push({ kind: "cancelled_in_shop", detail: {} });
  if (shop.cancelled || stored.cancelled) return drifts;

  if (!stored.shipped) {
    // Before shipment the stored lines follow Shopify's current quantities (edits, refunds).
    const here = quantities(stored.lines);
    const there = quantities(shop.lines);
    const lines = [...new Set([...here.keys(), ...there.keys()])]
      .filter((lineId) => (here.get(lineId) ?? 0) !== (there.get(lineId) ?? 0))
      .sort()
      .map((lineId) => ({ lineId, platform: here.get(lineId) ?? 0, shop: there.get(lineId) ?? 0 }));
    if (lines.length) drifts.push({ kind: "items_differ", detail: { lines } });
    if (DONE_IN_SHOP.has(shop.fulfilmentStatus ?? "") && OPEN_HERE.has(stored.fulfilmentStatus)) {
      drifts.push({ kind: "fulfilled_in_shop", detail: { shop: shop.fulfilmentStatus } });
    }
    return drifts;
  }

  if (stored.pushedShipments === 0) return drifts;
  // Shipped and reported done: Shopify must show it fulfilled, with every tracking number.
  if (!DONE_IN_SHOP.has(shop.fulfilmentStatus ?? "")) {
    drifts.push({ kind: "not_fulfilled_in_shop", detail: { shop: shop.fulfilmentStatus ?? "unfulfilled" } });
    return drifts;
  }
  const known = new Set(shop.tracking);
  const missing = [...new Set(stored.pushedTracking)].filter((number) => !known.has(number)).sort();
  if (missing.length) drifts.push({ kind: "tracking_missing_in_shop", detail: { missing } });
  return drifts;
}
