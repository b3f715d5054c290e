import { INVOICE_MESSAGES, uploadProofSchema } from "@platform/domain";
import { payInvoicesProcedure } from "./procedure";

/** The customer's bank transfer proof: the invoice becomes customer_proved. */
export const uploadProof = payInvoicesProcedure
  .meta({ failureMessage: INVOICE_MESSAGES.proofFailed })
  .input(uploadProofSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.invoices.uploadProof(ctx.organisationId, ctx.customerId, input);
  });
