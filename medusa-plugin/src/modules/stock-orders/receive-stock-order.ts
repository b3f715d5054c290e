import { type ReceiveStockOrderInput, STOCK_ORDER_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import type { LocationStockService } from "../locations";
import { addReceived, findReceipt, itemsToReceive, lockStockOrder, storeReceipt } from "./data-access/stock-orders";
import { visibleOrder } from "./get-stock-order";
import type { StockOrderViewer } from "./types";

/** Support receives; the order is read as support sees it. */
export const RECEIVING_VIEWER: StockOrderViewer = { organisationId: "", role: "support" };

/**
 * Support receives a delivery (the whole remainder, or some quantities) into the location's
 * stock, in the caller's transaction under the order's row lock. A receipt key already used adds
 * nothing (`repeated`), so a repeated or doubled request counts once.
 */
export async function receiveStockOrder(
  manager: EntityManager,
  stock: Pick<LocationStockService, "addStock">,
  customerId: string,
  input: ReceiveStockOrderInput,
): Promise<{ organisationId: string; received: number; repeated: boolean }> {
  const locked = await lockStockOrder(manager, input.stockOrderId);
  if (!locked) throw new DomainError("NOT_FOUND", STOCK_ORDER_MESSAGES.notFound);
  const receipt = await findReceipt(manager, input.stockOrderId, input.receiptKey);
  const row = await visibleOrder(manager, RECEIVING_VIEWER, input.stockOrderId);
  if (receipt) return { organisationId: row.organisation_id, received: 0, repeated: true };
  if (row.status === "completed") throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.receiveNothing);
  if (row.status !== "processing" || !row.shipped_at) {
    throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.notShipped);
  }
  const items = await itemsToReceive(manager, input.stockOrderId);
  const wanted = new Map(input.items?.map((item) => [item.itemId, item.quantity]));
  if (input.items?.some((item) => !items.some((own) => own.id === item.itemId))) {
    throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.notFound, "items");
  }
  const quantities: Record<string, number> = {};
  for (const item of items) {
    const remaining = item.quantity - item.received_quantity;
    const quantity = input.items ? (wanted.get(item.id) ?? 0) : remaining;
    if (quantity > remaining) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.receiveTooMuch, "items");
    if (quantity > 0) quantities[item.id] = quantity;
  }
  const received = Object.values(quantities).reduce((sum, q) => sum + q, 0);
  if (received === 0) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.receiveNothing);
  for (const item of items) {
    const quantity = quantities[item.id];
    if (!quantity) continue;
    await addReceived(manager, item.id, quantity);
    await stock.addStock(manager, {
      organisationId: row.organisation_id,
      locationId: row.location_id,
      variantId: item.variant_id,
      quantity,
    });
  }
  const status = await storeReceipt(manager, {
    stockOrderId: input.stockOrderId,
    receiptKey: input.receiptKey,
    quantities: JSON.stringify(quantities),
    receivedBy: customerId,
  });
  await recordAudit(manager, {
    organisationId: row.organisation_id,
    subjectType: "stock_order",
    subjectId: input.stockOrderId,
    subjectLabel: `#${row.number}`,
    action: "stock_order.received",
    before: { status: row.status, received: 0 },
    after: { status, received },
    actor: customerId,
  });
  return { organisationId: row.organisation_id, received, repeated: false };
}
