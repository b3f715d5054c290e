import { invoiceListSchema } from "@platform/domain";
import { invoicesProcedure, viewerOf } from "./procedure";

/** The caller's invoices and credit notes (support: everyone's), newest first. */
export const list = invoicesProcedure.input(invoiceListSchema).query(async ({ ctx, input }) => {
  return await ctx.services.invoices.list(viewerOf(ctx), input);
});
