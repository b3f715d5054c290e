import { INVOICE_MESSAGES, resolveDriftSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { manageInvoicesProcedure } from "./procedure";

/** Support: the open differences between Stripe and the invoices (reconciliation). */
export const stripeDrifts = accessProcedure("intakeHealth").query(async ({ ctx }) => {
  return await ctx.services.invoicesCardPayments.drifts();
});

/** Support's "Check now": one reconciliation round, as the periodic job runs it. */
export const reconcileStripe = manageInvoicesProcedure
  .meta({ failureMessage: INVOICE_MESSAGES.reconcileFailed })
  .mutation(async ({ ctx }) => {
    return await ctx.services.invoicesCardPayments.reconcile();
  });

/** Support applies a drift (booked as Stripe's webhook books it) or dismisses it (audited). */
export const resolveStripeDrift = manageInvoicesProcedure
  .meta({ failureMessage: INVOICE_MESSAGES.reconcileFailed })
  .input(resolveDriftSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.invoicesCardPayments.resolveDrift(ctx.customerId, input);
  });
