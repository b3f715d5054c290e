import { z } from "zod";
import { entityId, pageSchema } from "../shared/schemas";
import { ATTACHMENT_RULE, type AttachmentRule, uploadedFileSchema } from "../uploads/schemas";
import { CLAIM_STATUSES, CLAIM_TYPES } from "./enums";
import { CLAIM_MESSAGES } from "./messages";

/** A claim's attachments: at most 10 files, of which at most 5 images (by their stored type). */
export const CLAIM_ATTACHMENTS: AttachmentRule = { ...ATTACHMENT_RULE, tooManyImages: CLAIM_MESSAGES.tooManyImages };

/**
 * Create Claim (spec §5): a type, a description and at least one file; the server checks the
 * files against CLAIM_ATTACHMENTS.
 */
export const createClaimSchema = z.object({
  orderId: entityId,
  type: z.enum(CLAIM_TYPES, { errorMap: () => ({ message: CLAIM_MESSAGES.selectType }) }),
  description: z
    .string({ errorMap: () => ({ message: CLAIM_MESSAGES.addDescription }) })
    .trim()
    .min(1, { message: CLAIM_MESSAGES.addDescription })
    .max(5000),
  files: z
    .array(uploadedFileSchema, { errorMap: () => ({ message: CLAIM_MESSAGES.addFile }) })
    .min(1, { message: CLAIM_MESSAGES.addFile })
    .max(CLAIM_ATTACHMENTS.maxFiles, { message: CLAIM_ATTACHMENTS.tooManyFiles }),
});
export type CreateClaimInput = z.infer<typeof createClaimSchema>;

/** Support's note to the merchant with a decision (optional). */
const claimNote = z.string().trim().max(2000, { message: CLAIM_MESSAGES.noteTooLong }).optional();

/** The claims of one of the caller's orders. */
export const orderClaimsSchema = z.object({ orderId: entityId });

/** Support's claims list: newest first, by status and type, paginated. */
export const claimListSchema = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  type: z.enum(CLAIM_TYPES).optional(),
  search: z.string().trim().max(100).optional(),
  ...pageSchema,
});
export type ClaimListInput = z.infer<typeof claimListSchema>;

/** An amount in the order's currency as typed (e.g. "12.50" or "12,50"), in minor units. */
const claimAmount = z
  .string({ errorMap: () => ({ message: CLAIM_MESSAGES.amountRequired }) })
  .trim()
  .min(1, { message: CLAIM_MESSAGES.amountRequired })
  .pipe(z.string().regex(/^\d{1,7}([.,]\d{1,2})?$/, { message: CLAIM_MESSAGES.amountInvalid }))
  .transform((value) => Math.round(Number(value.replace(",", ".")) * 100))
  .refine((cents) => cents > 0, { message: CLAIM_MESSAGES.amountInvalid });

/**
 * Support's decision (spec §4): accepted, declined, refunded and credit (each with the amount),
 * or a new tracking number; pending again while it is looked into.
 */
export const decideClaimSchema = z.discriminatedUnion(
  "status",
  [
    z.object({ claimId: entityId, status: z.literal("pending"), note: claimNote }),
    z.object({ claimId: entityId, status: z.literal("accepted"), note: claimNote }),
    z.object({ claimId: entityId, status: z.literal("declined"), note: claimNote }),
    z.object({ claimId: entityId, status: z.literal("refunded"), amount: claimAmount, note: claimNote }),
    z.object({ claimId: entityId, status: z.literal("credit"), amount: claimAmount, note: claimNote }),
    z.object({
      claimId: entityId,
      status: z.literal("new_tracking_number"),
      trackingNumber: z
        .string({ errorMap: () => ({ message: CLAIM_MESSAGES.trackingRequired }) })
        .trim()
        .min(1, { message: CLAIM_MESSAGES.trackingRequired })
        .max(100, { message: CLAIM_MESSAGES.trackingRequired }),
      trackingUrl: z
        .string()
        .trim()
        .max(500, { message: CLAIM_MESSAGES.trackingUrlInvalid })
        .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), {
          message: CLAIM_MESSAGES.trackingUrlInvalid,
        })
        .optional(),
      note: claimNote,
    }),
  ],
  { errorMap: () => ({ message: CLAIM_MESSAGES.selectStatus }) },
);
export type DecideClaimInput = z.infer<typeof decideClaimSchema>;
