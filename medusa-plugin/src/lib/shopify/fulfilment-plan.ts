// The push's plan (issue 31): which lines of which fulfilment orders take a shipment's units.
// Pure, so the client (modules/shops/shopify-client-service.ts) only reads Shopify and sends the mutations.

export type FulfillmentOrderLine = { id: string; remainingQuantity: number; lineItem: { id: string } };
/** A fulfilment order as the push reads it, with all its lines. */
export type ShopifyFulfillmentOrder = {
  id: string;
  status: string;
  fulfillAt: string | null;
  fulfillmentHolds: Array<{ reason: string }>;
  supportedActions: Array<{ action: string }>;
  assignedLocation: { name: string; location: { id: string } | null } | null;
  lineItems: FulfillmentOrderLine[];
};

export const legacyOf = (id: string) => id.split("/").pop() as string;

/**
 * Units of the shipment sit in a fulfilment order on hold (`detail`: Shopify's FulfillmentHoldReason)
 * or scheduled for later (`detail`: its fulfillAt): the push waits until Shopify releases it.
 */
export class FulfilmentWaitingError extends Error {
  constructor(
    readonly kind: "on_hold" | "scheduled",
    readonly detail: string,
  ) {
    super(`Fulfilment waits: ${kind} ${detail}`);
  }
}

/**
 * Shopify refused the fulfilment of one location (userErrors): repeating the same request cannot
 * help, a person has to look (and may retry once the cause is fixed in Shopify).
 */
export class FulfilmentRejectedError extends Error {
  constructor(
    /** Shopify's own message(s), shown on the order. */
    readonly shopifyMessage: string,
    readonly location: string,
    /** Fulfilments of other locations created before the refusal. */
    readonly created: string[] = [],
  ) {
    super(`Shopify refused the fulfilment: ${shopifyMessage}`);
  }
}

/**
 * The fulfilment orders' lines, grouped by their location, that take the shipped `items` (null:
 * everything still open) less what `earlier` fulfilments already `placed`. A line split over several
 * fulfilment orders takes what is left from the next one. Units that no open fulfilment order can
 * take make it throw: FulfilmentWaitingError while one on hold or scheduled holds them, else
 * FulfilmentRejectedError. Nothing partial or empty is planned.
 */
export function planFulfilment(
  fulfillmentOrders: ShopifyFulfillmentOrder[],
  items: Array<{ lineItemId: string; quantity: number }> | null,
  placed: Map<string, number>,
  earlier: string[],
): Map<string, Array<Record<string, unknown>>> {
  const wanted = new Map<string, number>();
  if (items) {
    for (const item of items) {
      const id = legacyOf(item.lineItemId);
      wanted.set(id, (wanted.get(id) ?? 0) + item.quantity);
    }
  } else {
    for (const fo of fulfillmentOrders) {
      for (const line of fo.lineItems) {
        const id = legacyOf(line.lineItem.id);
        wanted.set(id, (wanted.get(id) ?? 0) + line.remainingQuantity);
      }
    }
  }
  for (const [id, quantity] of placed) {
    wanted.set(id, Math.max(0, (wanted.get(id) ?? 0) - quantity));
  }
  const toPlace = [...wanted.values()].reduce((sum, q) => sum + q, 0);
  if (toPlace === 0 && earlier.length === 0) {
    throw new FulfilmentRejectedError("Shopify has nothing open to fulfil for this shipment.", "", []);
  }
  const open = fulfillmentOrders.filter((fo) => fo.supportedActions.some((a) => a.action === "CREATE_FULFILLMENT"));
  const left = new Map(wanted);
  const byLocation = new Map<string, Array<Record<string, unknown>>>();
  for (const fo of open) {
    const lines = fo.lineItems
      .filter((l) => (left.get(legacyOf(l.lineItem.id)) ?? 0) > 0 && l.remainingQuantity > 0)
      .map((l) => {
        const id = legacyOf(l.lineItem.id);
        const quantity = Math.min(l.remainingQuantity, left.get(id) as number);
        // A line split over several fulfilment orders takes what is left from the next one.
        left.set(id, (left.get(id) as number) - quantity);
        return { id: l.id, quantity };
      });
    if (lines.length === 0) continue;
    const location = fo.assignedLocation?.location?.id ?? fo.assignedLocation?.name ?? "";
    byLocation.set(location, [
      ...(byLocation.get(location) ?? []),
      { fulfillmentOrderId: fo.id, fulfillmentOrderLineItems: lines },
    ]);
  }
  const missing = [...left].filter(([, quantity]) => quantity > 0);
  if (missing.length) {
    // Shipped units Shopify cannot take yet: the fulfilment order holding them waits for its release.
    const ids = new Set(missing.map(([id]) => id));
    const waiting = fulfillmentOrders.find(
      (fo) =>
        (fo.status === "ON_HOLD" || fo.status === "SCHEDULED") &&
        fo.lineItems.some((l) => ids.has(legacyOf(l.lineItem.id)) && l.remainingQuantity > 0),
    );
    if (waiting?.status === "ON_HOLD") {
      throw new FulfilmentWaitingError("on_hold", waiting.fulfillmentHolds[0]?.reason ?? "OTHER");
    }
    if (waiting) throw new FulfilmentWaitingError("scheduled", waiting.fulfillAt ?? "");
    const units = missing.reduce((sum, [, quantity]) => sum + quantity, 0);
    throw new FulfilmentRejectedError(
      `Shopify has ${units} of the shipped units no longer open to fulfil (edited, refunded or fulfilled elsewhere).`,
      "",
      earlier,
    );
  }
  return byLocation;
}
