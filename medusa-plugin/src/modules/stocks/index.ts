// The stocks module's public surface: what other domains (locations, product catalogue), the stock
// export route and services/ may import. The router is mounted from trpc/router.ts (`./router`).
export { notifyStockBelowHint, type StockDrop } from "./notify-stock-below-hint";
export { default as StockOverviewService } from "./stock-overview-service";
export type { StockRowView } from "./types";
