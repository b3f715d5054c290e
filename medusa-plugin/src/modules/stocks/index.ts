// The stocks module's public surface: what other domains (locations, product catalogue), the stock
// export route and services/ may import. The router, exported here, is mounted by trpc/router.ts.
export { notifyStockBelowHint, type StockDrop } from "./notify-stock-below-hint";
export { stocksRouter } from "./router";
export { default as StockOverviewService } from "./stock-overview-service";
export type { StockRowView } from "./types";
