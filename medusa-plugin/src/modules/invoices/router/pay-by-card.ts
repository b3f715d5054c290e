import { INVOICE_MESSAGES, invoiceIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { payInvoicesProcedure } from "./procedure";

/**
 * Card payment: a Stripe Checkout Session for the open amount of the caller's own invoice; the
 * browser goes to its `url` (Stripe's hosted page). The invoice is paid by Stripe's webhook.
 */
export const payByCard = payInvoicesProcedure
  .meta({ failureMessage: INVOICE_MESSAGES.cardPaymentFailed })
  .input(invoiceIdSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.invoicesCardPayments.start(ctx.organisationId, ctx.customerId, input.invoiceId);
  });

/** Support: Stripe events that were not booked (no matching session of ours), with the reason. */
export const failedCardEvents = accessProcedure("intakeHealth").query(async ({ ctx }) => {
  return await ctx.services.invoicesCardPayments.failedEvents();
});

/** Support: card disputes (chargebacks), open ones first, with the invoice, amount, reason and deadline. */
export const cardDisputes = accessProcedure("intakeHealth").query(async ({ ctx }) => {
  return await ctx.services.invoicesCardPayments.disputes();
});
