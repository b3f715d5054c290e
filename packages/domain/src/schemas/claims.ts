import { z } from "zod";
import { MAX_UPLOAD_IMAGES } from "../constants";
import { CLAIM_TYPES } from "../enums";
import { CLAIM_MESSAGES } from "../errors";
import { entityId } from "./shared";

/** An uploaded file as the upload route answers it; the claim refers to it by id. */
const uploadedFile = z.object({ id: entityId, mimeType: z.string().max(100) });

/**
 * Create Claim (spec §5): a type, a description and at least one file; images count against the
 * upload limit of 5.
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
    .array(uploadedFile, { errorMap: () => ({ message: CLAIM_MESSAGES.addFile }) })
    .min(1, { message: CLAIM_MESSAGES.addFile })
    .refine((files) => files.filter((file) => file.mimeType.startsWith("image/")).length <= MAX_UPLOAD_IMAGES, {
      message: CLAIM_MESSAGES.tooManyImages,
    }),
});
export type CreateClaimInput = z.infer<typeof createClaimSchema>;
