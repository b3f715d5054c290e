import { invoiceIdSchema } from "@platform/domain";
import { manageInvoicesProcedure } from "./procedure";

/** Support cancels an unpaid invoice; its number stays used, its orders become invoiceable again. */
export const cancel = manageInvoicesProcedure.input(invoiceIdSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.invoices.cancel(input.invoiceId);
});
