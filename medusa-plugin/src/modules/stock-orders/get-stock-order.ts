import { STOCK_ORDER_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { type OrderRow, stockOrderItems, visibleStockOrder } from "./data-access/stock-orders";
import { toView } from "./stock-order-view";
import type { StockOrderDetail, StockOrderViewer } from "./types";

/** The order's row when the viewer sees it; otherwise "not found". */
export async function visibleOrder(manager: EntityManager, viewer: StockOrderViewer, id: string): Promise<OrderRow> {
  const row = await visibleStockOrder(manager, viewer, id);
  if (!row) throw new DomainError("NOT_FOUND", STOCK_ORDER_MESSAGES.notFound);
  return row;
}

/** One order the viewer sees, with its items and what has been received of each. */
export async function getStockOrder(
  manager: EntityManager,
  viewer: StockOrderViewer,
  stockOrderId: string,
): Promise<StockOrderDetail> {
  const order = toView(await visibleOrder(manager, viewer, stockOrderId));
  const items = await stockOrderItems(manager, stockOrderId);
  return {
    ...order,
    items: items.map((item) => ({
      id: item.id,
      variantId: item.variant_id,
      title: item.title,
      sku: item.sku,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      total: item.quantity * item.unit_price,
      receivedQuantity: item.received_quantity,
    })),
  };
}
