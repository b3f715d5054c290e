import type { StockOrderViewer } from "../types";

export const viewerOf = (ctx: { organisationId: string; role: string }): StockOrderViewer => ({
  organisationId: ctx.organisationId,
  role: ctx.role === "support" ? "support" : ctx.role === "supplier" ? "supplier" : "customer",
});
