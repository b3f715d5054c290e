// The stock orders module's public surface: what services/, the tRPC services and the demo seed
// may import. The router, exported here, is mounted by trpc/router.ts.

export { stockOrdersRouter } from "./router";
export { default as StockOrderService } from "./stock-order-service";
export type { StockOrderDetail, StockOrderItemView, StockOrderView, StockOrderViewer } from "./types";
