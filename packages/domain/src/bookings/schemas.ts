import { z } from "zod";
import { entityId, pageSchema } from "../shared/schemas";
import { ATTACHMENT_RULE, uploadedFileSchema } from "../uploads/schemas";
import { BOOKING_STATUSES } from "./enums";
import { BOOKING_MESSAGES, SERVICE_MESSAGES } from "./messages";

/** At most this many products and this amount per booking (not in the spec: bounds against abuse). */
export const BOOKING_LIMITS = { maxProducts: 50, maxAmount: 100_000, maxFiles: ATTACHMENT_RULE.maxFiles } as const;

/** A price in EUR as typed ("49", "49.90" or "49,90"), in cents (spec §9: service prices are in EUR). */
export const eurPrice = z
  .string({ errorMap: () => ({ message: SERVICE_MESSAGES.priceRequired }) })
  .trim()
  .min(1, { message: SERVICE_MESSAGES.priceRequired })
  .pipe(z.string().regex(/^\d{1,7}([.,]\d{1,2})?$/, { message: SERVICE_MESSAGES.priceInvalid }))
  .transform((value) => Math.round(Number(value.replace(",", ".")) * 100));

const termsUrl = z
  .string()
  .trim()
  .max(500, { message: SERVICE_MESSAGES.tooLong })
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), { message: SERVICE_MESSAGES.termsUrlInvalid })
  .optional()
  .transform((value) => value || null);

/** A service as its provider creates or edits it (spec §3). */
const serviceFields = {
  name: z
    .string({ errorMap: () => ({ message: SERVICE_MESSAGES.nameRequired }) })
    .trim()
    .min(1, { message: SERVICE_MESSAGES.nameRequired })
    .max(200, { message: SERVICE_MESSAGES.tooLong }),
  description: z.string().trim().max(5000, { message: SERVICE_MESSAGES.tooLong }).default(""),
  price: eurPrice,
  requiredInformation: z.string().trim().max(5000, { message: SERVICE_MESSAGES.tooLong }).default(""),
  requiresProductSelection: z.boolean().default(false),
  enabled: z.boolean().default(true),
  termsUrl,
};

export const createServiceSchema = z.object(serviceFields);
export type CreateServiceInput = z.infer<typeof createServiceSchema>;

export const updateServiceSchema = z.object({ serviceId: entityId, ...serviceFields });
export type UpdateServiceInput = z.infer<typeof updateServiceSchema>;

/** The variants a merchant may choose for a booking, by product, variant title or SKU. */
export const bookingVariantsSchema = z.object({ search: z.string().trim().max(100).optional() });

/**
 * Book a service (spec §2, §3): products (required when the service says so), files, notes, the
 * amount (how many units of the service), the booking date and the acceptance of the provider's terms.
 */
export const bookServiceSchema = z.object({
  serviceId: entityId,
  variantIds: z.array(entityId).max(BOOKING_LIMITS.maxProducts).default([]),
  files: z
    .array(uploadedFileSchema)
    .max(BOOKING_LIMITS.maxFiles, { message: ATTACHMENT_RULE.tooManyFiles })
    .default([]),
  notes: z.string().trim().max(5000, { message: SERVICE_MESSAGES.tooLong }).default(""),
  amount: z.coerce
    .number({ errorMap: () => ({ message: BOOKING_MESSAGES.amountInvalid }) })
    .int({ message: BOOKING_MESSAGES.amountInvalid })
    .min(1, { message: BOOKING_MESSAGES.amountInvalid })
    .max(BOOKING_LIMITS.maxAmount, { message: BOOKING_MESSAGES.amountInvalid }),
  bookingDate: z
    .string({ errorMap: () => ({ message: BOOKING_MESSAGES.dateInvalid }) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: BOOKING_MESSAGES.dateInvalid })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: BOOKING_MESSAGES.dateInvalid }),
  acceptTerms: z.literal(true, { errorMap: () => ({ message: BOOKING_MESSAGES.acceptTerms }) }),
});
export type BookServiceInput = z.infer<typeof bookServiceSchema>;

/** My Bookings (merchant) and the provider's bookings: newest first, by status. */
export const bookingListSchema = z.object({ status: z.enum(BOOKING_STATUSES).optional(), ...pageSchema });
export type BookingListInput = z.infer<typeof bookingListSchema>;

export const bookingIdSchema = z.object({ bookingId: entityId });

/** What a user may set: the provider confirms, completes or cancels; the merchant cancels while pending. */
export const BOOKING_TARGET_STATUSES = ["confirmed", "completed", "cancelled"] as const;
export const setBookingStatusSchema = z.object({
  bookingId: entityId,
  status: z.enum(BOOKING_TARGET_STATUSES, { errorMap: () => ({ message: BOOKING_MESSAGES.statusNotAllowed }) }),
});
export type SetBookingStatusInput = z.infer<typeof setBookingStatusSchema>;
