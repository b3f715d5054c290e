import { z } from "zod";
import { entityId, pageSchema } from "../shared/schemas";
import { type AttachmentRule, uploadedFileSchema } from "../uploads/schemas";
import { INVOICE_PROOF_MAX_FILES } from "./constants";
import { INVOICE_PAYMENT_FILTERS, INVOICE_STATUSES, INVOICE_TYPES } from "./enums";
import { INVOICE_MESSAGES } from "./messages";

/** The invoices list: newest first, by status and type, a number or organisation search; paginated. */
export const invoiceListSchema = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  type: z.enum(INVOICE_TYPES).optional(),
  search: z.string().trim().max(100).optional(),
  /** Invoices with something left to pay (open, customer proved, partially paid); overdue: also past their due day. */
  payment: z.enum(INVOICE_PAYMENT_FILTERS).optional(),
  ...pageSchema,
});
export type InvoiceListInput = z.infer<typeof invoiceListSchema>;

export const invoiceIdSchema = z.object({ invoiceId: entityId });

/** A bank transfer proof: one to three files (images or PDFs). */
export const INVOICE_PROOF_ATTACHMENTS: AttachmentRule = {
  maxFiles: INVOICE_PROOF_MAX_FILES,
  maxImages: INVOICE_PROOF_MAX_FILES,
  tooManyFiles: INVOICE_MESSAGES.proofRequired,
  tooManyImages: INVOICE_MESSAGES.proofRequired,
};

/** The customer's bank transfer proof: one to three files they uploaded. */
export const uploadProofSchema = z.object({
  invoiceId: entityId,
  files: z
    .array(uploadedFileSchema, { errorMap: () => ({ message: INVOICE_MESSAGES.proofRequired }) })
    .min(1, { message: INVOICE_MESSAGES.proofRequired })
    .max(INVOICE_PROOF_MAX_FILES, { message: INVOICE_MESSAGES.proofRequired }),
});
export type UploadProofInput = z.infer<typeof uploadProofSchema>;

/** An amount as typed (e.g. "12.50" or "12,50"), in minor units. */
const paymentAmount = z
  .string({ errorMap: () => ({ message: INVOICE_MESSAGES.amountRequired }) })
  .trim()
  .min(1, { message: INVOICE_MESSAGES.amountRequired })
  .pipe(z.string().regex(/^\d{1,7}([.,]\d{1,2})?$/, { message: INVOICE_MESSAGES.amountInvalid }))
  .transform((value) => Math.round(Number(value.replace(",", ".")) * 100))
  .refine((cents) => cents > 0, { message: INVOICE_MESSAGES.amountInvalid });

/** Support records a bank payment: the whole open amount, or a part of it. */
export const recordPaymentSchema = z.discriminatedUnion("kind", [
  z.object({ invoiceId: entityId, kind: z.literal("full") }),
  z.object({ invoiceId: entityId, kind: z.literal("partial"), amount: paymentAmount }),
]);
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

/**
 * Support refunds card money from the invoice: all that is refundable, or a part. `requestId` is
 * made once per dialog, so repeated clicks of one refund refund once.
 */
export const refundCardSchema = z.discriminatedUnion("kind", [
  z.object({ invoiceId: entityId, requestId: z.string().uuid(), kind: z.literal("full") }),
  z.object({ invoiceId: entityId, requestId: z.string().uuid(), kind: z.literal("partial"), amount: paymentAmount }),
]);
export type RefundCardInput = z.infer<typeof refundCardSchema>;

/** Support fixes a drift between Stripe and the invoices: apply it (as the webhook would) or dismiss it. */
export const resolveDriftSchema = z.object({ driftId: entityId, action: z.enum(["apply", "dismiss"]) });
export type ResolveDriftInput = z.infer<typeof resolveDriftSchema>;

/** Support's invoice run: every organisation, or one. */
export const runInvoicesSchema = z.object({ organisationId: entityId.optional() });
export type RunInvoicesInput = z.infer<typeof runInvoicesSchema>;
