import type { EntityManager } from "typeorm";
import { ShopNeedsReauthError } from "../../lib/shopify/errors";
import { FulfilmentRejectedError, FulfilmentWaitingError } from "../../lib/shopify/fulfilment-plan";
import { claimShipmentPush, findExtension, selectShopifyLineIds, updateShipment } from "./data-access/shipments";
import { recordOrderEvent } from "./record-order-event";
import type { FulfilmentSender, ShopLookup } from "./shop-ports";

const MAX_PUSH_ATTEMPTS = 8;
/** First retry after this, doubling each time (5 s, 10 s, 20 s, … about 10 minutes in all). */
const PUSH_BACKOFF_MS = Number(process.env.SHOPIFY_PUSH_BACKOFF_MS || 5000);
/**
 * A shipment waiting for a fulfilment order on hold is looked at again after this (the sync job),
 * or at once when Shopify announces the release (fulfillment_orders/hold_released).
 */
const HOLD_RECHECK_MS = Number(process.env.SHOPIFY_HOLD_RECHECK_MS || 15 * 60_000);

export type PushShipmentDeps = {
  /** The service's own manager: the claim commits on its own, before Shopify is asked. */
  manager: EntityManager;
  transaction: <T>(work: (manager: EntityManager) => Promise<T>) => Promise<T>;
  shops: ShopLookup;
  shopify: FulfilmentSender;
};

/** Sends one shipment to Shopify (fulfillmentCreate with its items and tracking). Never throws. */
export async function pushShipment(deps: PushShipmentDeps, shipmentId: string): Promise<void> {
  // Claimed atomically (with a lease), so the event and the retry job never push one shipment twice.
  const shipment = await claimShipmentPush(deps.manager, shipmentId);
  if (!shipment) return;
  const attempts = shipment.push_attempts;
  const extension = await findExtension(deps.manager, shipment.order_id);
  if (!extension?.shop_id || !extension.external_order_id) {
    await updateShipment(deps.manager, shipmentId, { push_status: null });
    return;
  }
  try {
    const shop = await deps.shops.retrieve(extension.shop_id);
    // Shopify knows its own line items; ours carry their ids from the intake.
    const shopifyLine = await selectShopifyLineIds(deps.manager, shipment.order_id);
    const mapped = shipment.items.map((item) => ({
      lineItemId: shopifyLine.get(item.lineItemId) ?? null,
      quantity: item.quantity,
    }));
    // A shipped line Shopify does not know cannot be placed: never a push that leaves units out.
    if (mapped.some((item) => !item.lineItemId)) {
      throw new FulfilmentRejectedError("A shipped item is not a line of the Shopify order.", "", []);
    }
    const items = mapped.length ? (mapped as Array<{ lineItemId: string; quantity: number }>) : null;
    // Fulfilments an earlier attempt created before Shopify refused another location: already placed.
    const earlier = shipment.external_fulfillment_id?.split(",").filter(Boolean) ?? [];
    const fulfilmentIds = await deps.shopify.createFulfilment(
      shop.id,
      extension.external_order_id,
      {
        // The carrier stored with the shipment, never the shop's setting of today.
        company: shipment.carrier,
        numbers: shipment.tracking_numbers,
        urls: shipment.tracking_urls,
      },
      items,
      earlier,
    );
    await deps.transaction(async (manager) => {
      await updateShipment(manager, shipmentId, {
        push_status: "done",
        external_fulfillment_id: fulfilmentIds.join(",") || null,
        push_error: null,
        push_error_kind: null,
      });
      await recordOrderEvent(manager, {
        orderId: shipment.order_id,
        organisationId: shipment.organisation_id,
        type: "fulfilment_pushed",
        // "fulfilments" is the stored history entry's key, which the order page reads.
        data: { shipmentId, shop: shop.domain, fulfilments: fulfilmentIds.length },
        actor: null,
      });
    });
  } catch (error) {
    if (error instanceof FulfilmentWaitingError) {
      // On hold or scheduled in Shopify: the order shows why; waiting spends no attempt.
      const scheduledAt = error.kind === "scheduled" ? Date.parse(error.detail) : Number.NaN;
      const next = Number.isFinite(scheduledAt)
        ? Math.min(Math.max(scheduledAt, Date.now()), Date.now() + HOLD_RECHECK_MS)
        : Date.now() + HOLD_RECHECK_MS;
      await updateShipment(deps.manager, shipmentId, {
        push_status: "pending",
        push_error: error.detail.slice(0, 200),
        push_error_kind: error.kind,
        push_next_at: new Date(next),
        push_attempts: Math.max(0, attempts - 1),
      });
      return;
    }
    // A rejected fulfilment cannot succeed by retrying; a shop that needs sign-in is retried
    // once it is connected again; anything else (network, 5xx, throttling) with backoff.
    // The sync job does not repeat either; the merchant or support may retry from the order.
    const rejected = error instanceof FulfilmentRejectedError;
    const final = rejected || (attempts >= MAX_PUSH_ATTEMPTS && !(error instanceof ShopNeedsReauthError));
    console.warn(`[shopify] fulfilment of shipment ${shipmentId} failed (attempt ${attempts}): ${String(error)}`);
    await deps.transaction(async (manager) => {
      await updateShipment(manager, shipmentId, {
        push_status: final ? "failed" : "pending",
        // Shopify's own words are shown on the order; other errors only say it stayed unreachable.
        push_error: (rejected ? error.shopifyMessage : String(error)).slice(0, 2000),
        push_error_kind: final ? (rejected ? "rejected" : "unreachable") : null,
        push_next_at: new Date(Date.now() + PUSH_BACKOFF_MS * 2 ** (attempts - 1)),
        ...(rejected && error.created.length ? { external_fulfillment_id: error.created.join(",") } : {}),
      });
      if (final) {
        await recordOrderEvent(manager, {
          orderId: shipment.order_id,
          organisationId: shipment.organisation_id,
          type: "fulfilment_push_failed",
          data: { shipmentId, reason: rejected ? error.shopifyMessage.slice(0, 500) : null },
          actor: null,
        });
      }
    });
  }
}
