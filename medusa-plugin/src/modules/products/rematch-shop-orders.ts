import type { EntityManager } from "typeorm";
import { recordAudit } from "../audit";
import { matchUnlinkedLines, refreshNeedsLinking } from "./data-access/links";

/** What re-matching needs of Medusa's `orderRoutingService`: routing an order in the caller's transaction. */
export type OrderRouter = { routeOrder(manager: EntityManager, orderId: string): Promise<unknown> };

/**
 * The shop's unshipped, not cancelled orders that need linking get their unmatched lines matched
 * through the shop's links (Shopify variant id, then SKU); each changed order is routed again.
 * The number of orders changed.
 */
export async function rematchShopOrders(manager: EntityManager, router: OrderRouter, shopId: string): Promise<number> {
  const changed = await matchUnlinkedLines(manager, shopId);
  const orderIds = [...new Set(changed.map((row) => row.orderId))].sort();
  for (const orderId of orderIds) {
    const order = await refreshNeedsLinking(manager, orderId);
    if (order) {
      await recordAudit(manager, {
        organisationId: order.organisationId,
        subjectType: "order",
        subjectId: orderId,
        subjectLabel: order.label,
        action: "order.linked",
        before: { needs_linking: true },
        after: {
          needs_linking: order.needsLinking,
          lines_linked: changed.filter((c) => c.orderId === orderId).length,
        },
      });
    }
    await router.routeOrder(manager, orderId);
  }
  return orderIds.length;
}
