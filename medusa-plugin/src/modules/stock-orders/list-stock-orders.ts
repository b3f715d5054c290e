import type { StockOrderListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { stockOrderPage } from "./data-access/stock-orders";
import { toView } from "./stock-order-view";
import type { StockOrderViewer } from "./types";

/** The merchant's own stock orders, a supplier's for its products, support's all: one page, newest first. */
export async function listStockOrders(manager: EntityManager, viewer: StockOrderViewer, input: StockOrderListInput) {
  const { rows, total } = await stockOrderPage(
    manager,
    viewer,
    { status: input.status, toShip: input.toShip, search: input.search },
    { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  return { items: rows.map(toView), total, page: input.page, pageSize: input.pageSize };
}
