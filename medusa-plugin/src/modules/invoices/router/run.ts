import { INVOICE_MESSAGES, runInvoicesSchema } from "@platform/domain";
import { manageInvoicesProcedure } from "./procedure";

/** Support's invoice run: prepares the invoices of every organisation (or one) and reports the problems. */
export const run = manageInvoicesProcedure
  .meta({ failureMessage: INVOICE_MESSAGES.preparationFailed })
  .input(runInvoicesSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.invoices.run(input, ctx.customerId);
  });
