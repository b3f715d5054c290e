// While the demo runs, the fake Shopify sends the demo shops a new order every minute. Without
// this they would all stay "Not fulfilled"; here they move on as in a working day: an order that
// arrived is routed (the intake does that; one that was never routed is routed here), and
// two in three routed orders ship from their location with a tracking number a little later —
// through the platform's own routing and shipping services, as a warehouse would.
import { createHash } from "node:crypto";
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";
import { DEMO_SHOP_DOMAIN, DEMO_WAITLIST_SHOP_DOMAIN } from "./shop";
import { demoTracking, type ShipApi } from "./shop-actions";

type RoutingApi = { routeOrderNow(orderId: string): Promise<{ status: string }> };

export type WorkingDayOptions = {
  /** How long a routed order waits before it ships (the warehouse's pace). */
  shipAfterMs: number;
};

/** Two in three orders ship; the third waits (e.g. for the merchant to check it) and stays "Not fulfilled". */
export function shipsToday(orderId: string): boolean {
  return (createHash("sha1").update(orderId).digest()[0] as number) % 3 !== 0;
}

/**
 * One round: the demo shops' orders that arrived since their shop was connected, not cancelled,
 * not fulfilled, linked and without a claim — never routed ones are routed, routed ones old
 * enough ship (two in three). Returns what it did.
 */
export async function advanceDemoOrders(
  container: MedusaContainer,
  options: WorkingDayOptions,
): Promise<{ routed: number; shipped: number }> {
  const manager = container.resolve<EntityManager>("manager");
  const orders: Array<{
    order_id: string;
    organisation_id: string;
    location_id: string | null;
    routing_status: string | null;
    age_ms: number;
  }> = await manager.query(
    `SELECT e.order_id, e.organisation_id, e.location_id, e.routing_status,
              (extract(epoch FROM now() - o.created_at) * 1000)::bigint AS age_ms
         FROM order_extension e
         JOIN "order" o ON o.id = e.order_id
         JOIN shop s ON s.id = e.shop_id
        WHERE s.domain = ANY($1) AND s.organisation_id IS NOT NULL AND e.external_order_id IS NOT NULL
          AND o.created_at > s.installed_at
          AND o.status <> 'canceled' AND o.fulfillment_status = 'not_fulfilled' AND NOT e.needs_linking
          AND NOT EXISTS (SELECT 1 FROM claim c WHERE c.order_id = e.order_id)
        ORDER BY o.created_at DESC
        LIMIT 50`,
    [[DEMO_SHOP_DOMAIN, DEMO_WAITLIST_SHOP_DOMAIN]],
  );
  const routing = container.resolve<RoutingApi>("orderRoutingService");
  const shipping = container.resolve<ShipApi>("orderShippingService");
  let routed = 0;
  let shipped = 0;
  // Newest first: the third that waits never holds up the orders after it.
  for (const order of orders) {
    let locationId = order.location_id;
    // The intake routes every order; one it could not route waits for stock (not retried every round).
    if (!locationId && order.routing_status === null) {
      if ((await routing.routeOrderNow(order.order_id)).status !== "routed") continue;
      routed++;
      [{ location_id: locationId }] = await manager.query(
        `SELECT location_id FROM order_extension WHERE order_id = $1`,
        [order.order_id],
      );
    }
    if (!locationId || Number(order.age_ms) < options.shipAfterMs || !shipsToday(order.order_id)) continue;
    await shipping.ship(order.organisation_id, null, { orderId: order.order_id, ...demoTracking() });
    shipped++;
  }
  return { routed, shipped };
}

/** Runs a round every `intervalMs` (never two at once); the timer never keeps the process alive. */
export function startDemoWorkingDay(
  container: MedusaContainer,
  options: WorkingDayOptions & { intervalMs: number },
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await advanceDemoOrders(container, options);
    } catch (error) {
      console.warn(`[demo] the working day's round failed: ${String(error)}`);
    } finally {
      running = false;
    }
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
