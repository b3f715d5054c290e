import { invoiceIdSchema } from "@platform/domain";
import { invoicesProcedure, viewerOf } from "./procedure";

/** One invoice with its lines, payments and proof. */
export const get = invoicesProcedure.input(invoiceIdSchema).query(async ({ ctx, input }) => {
  return await ctx.services.invoices.get(viewerOf(ctx), input.invoiceId);
});
