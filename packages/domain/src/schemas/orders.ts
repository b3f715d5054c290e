import { z } from "zod";
import { ORDER_FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES } from "../enums";
import { ORDER_MESSAGES } from "../errors";
import { entityId, pageSchema } from "./shared";

export const orderListSchema = z.object({
  search: z.string().trim().max(100).optional(),
  shopId: entityId.optional(),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES).optional(),
  fulfillmentStatus: z.enum(ORDER_FULFILLMENT_STATUSES).optional(),
  needsLinking: z.boolean().optional(),
  ...pageSchema,
});
export type OrderListInput = z.infer<typeof orderListSchema>;

const trackingNumber = z
  .string()
  .trim()
  .min(1, { message: ORDER_MESSAGES.trackingRequired })
  .max(100, { message: ORDER_MESSAGES.trackingRequired });
const trackingUrl = z
  .string()
  .trim()
  .max(500, { message: ORDER_MESSAGES.invalidTrackingUrl })
  .url({ message: ORDER_MESSAGES.invalidTrackingUrl })
  .refine((value) => /^https?:\/\//i.test(value), { message: ORDER_MESSAGES.invalidTrackingUrl });

/** The order left the warehouse: its tracking numbers and links, sent back to the shop. */
export const markShippedSchema = z.object({
  orderId: entityId,
  trackingNumbers: z.array(trackingNumber).min(1, { message: ORDER_MESSAGES.trackingRequired }).max(10),
  trackingUrls: z.array(trackingUrl).max(10).default([]),
});
export type MarkShippedInput = z.infer<typeof markShippedSchema>;
