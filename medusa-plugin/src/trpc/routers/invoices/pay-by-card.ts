import { INVOICE_MESSAGES, invoiceIdSchema } from "@platform/domain";
import { payInvoicesProcedure } from "./procedure";

/** Card payment, step 1: a payment intent for the open amount of the caller's own invoice. */
export const payByCard = payInvoicesProcedure
  .meta({ failureMessage: INVOICE_MESSAGES.cardPaymentFailed })
  .input(invoiceIdSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.cardPayments.start(ctx.organisationId, ctx.customerId, input.invoiceId);
  });
