import { INVOICE_MESSAGES, recordPaymentSchema } from "@platform/domain";
import { manageInvoicesProcedure } from "./procedure";

/** Support marks an invoice paid or partially paid (a bank payment); paid draws its orders' stock. */
export const recordPayment = manageInvoicesProcedure
  .meta({ failureMessage: INVOICE_MESSAGES.markPaymentFailed })
  .input(recordPaymentSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.invoices.recordPayment(ctx.customerId, input);
  });
