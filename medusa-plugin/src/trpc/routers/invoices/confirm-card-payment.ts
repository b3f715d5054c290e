import { confirmCardPaymentSchema, INVOICE_MESSAGES } from "@platform/domain";
import { payInvoicesProcedure } from "./procedure";

/**
 * Card payment, step 2: confirms the caller's payment intent with the chosen card. A declined
 * card is an error and the invoice stays unpaid; the invoice becomes paid by Stripe's webhook.
 */
export const confirmCardPayment = payInvoicesProcedure
  .meta({ failureMessage: INVOICE_MESSAGES.cardPaymentFailed })
  .input(confirmCardPaymentSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.cardPayments.confirm(ctx.organisationId, input);
  });
