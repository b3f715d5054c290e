import { ORDER_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import type { LocationStockService } from "../locations";
import { recordWebhookEvent } from "../webhooks";
import { deleteOrderRows, lockOwnedOrder, selectDeletedSummary, selectDeletionState } from "./data-access/order-edits";

/** Only while nothing has been shipped and no claim refers to it; otherwise the reason is the error. In the caller's transaction. */
export async function deleteOrder(
  manager: EntityManager,
  stock: Pick<LocationStockService, "releaseOrder">,
  organisationId: string,
  orderId: string,
): Promise<void> {
  await lockOwnedOrder(manager, organisationId, orderId);
  const order = await selectDeletionState(manager, orderId);
  if (order.shipments > 0 || !["not_fulfilled", "canceled"].includes(order.fulfillment_status)) {
    throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.notDeletable);
  }
  if (order.claims > 0) throw new DomainError("BAD_REQUEST", "orders:errors.hasClaims");
  const gone = await selectDeletedSummary(manager, orderId);
  await recordAudit(manager, {
    organisationId,
    subjectType: "order",
    subjectId: orderId,
    subjectLabel: gone?.label ?? null,
    action: "order.deleted",
    before: gone
      ? {
          status: gone.status,
          payment_status: gone.payment_status,
          fulfillment_status: gone.fulfillment_status,
          total: gone.total,
          currency_code: gone.currency_code,
        }
      : null,
  });
  // For a merchant's systems a deleted order is a cancelled one (REST: POST /orders/:id/cancel).
  await recordWebhookEvent(manager, {
    organisationId,
    type: "order.cancelled",
    data: { orderId, orderNumber: gone?.label ?? null, deleted: true },
  });
  // Its reserved stock becomes available again before the reservations go with the order.
  await stock.releaseOrder(manager, orderId);
  await deleteOrderRows(manager, orderId, [order.shipping_address_id, order.billing_address_id]);
}
