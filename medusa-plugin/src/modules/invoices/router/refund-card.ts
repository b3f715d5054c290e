import { INVOICE_MESSAGES, refundCardSchema } from "@platform/domain";
import { manageInvoicesProcedure } from "./procedure";

/** Support refunds card money from the invoice (full or partial): a credit note and the Stripe refund, once. */
export const refundCard = manageInvoicesProcedure
  .meta({ failureMessage: INVOICE_MESSAGES.refundFailed })
  .input(refundCardSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.invoices.refundCard(ctx.customerId, input);
  });
