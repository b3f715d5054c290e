import type { StockOrderViewer } from "../../../services/stock-order";

export const viewerOf = (ctx: { organisationId: string; role: string }): StockOrderViewer => ({
  organisationId: ctx.organisationId,
  role: ctx.role === "support" ? "support" : ctx.role === "supplier" ? "supplier" : "customer",
});
