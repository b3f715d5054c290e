import { z } from "zod";
import { isValidCountryCode } from "../shared/countries";
import { COMMON_MESSAGES } from "../shared/messages";
import { calendarDay, entityId } from "../shared/schemas";
import { ORDER_FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES, ORDER_SORTS, type OrderSort } from "./enums";
import { ORDER_MESSAGES } from "./messages";

export const ORDER_LIST_MAX_LIMIT = 100;

const isoDate = calendarDay(ORDER_MESSAGES.dateInvalid);

/** The filters of the orders list, shared by the list, its CSV export and the URL. */
export const orderFiltersSchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    shopId: entityId.optional(),
    locationId: entityId.optional(),
    paymentStatus: z.enum(ORDER_PAYMENT_STATUSES).optional(),
    fulfillmentStatus: z.enum(ORDER_FULFILLMENT_STATUSES).optional(),
    needsLinking: z.boolean().optional(),
    /** Orders no location was routed to (the customer dashboard's figure). */
    withoutLocation: z.boolean().optional(),
    /** Orders with a claim support has not decided yet (pending). */
    openClaim: z.boolean().optional(),
    /** Calendar days in the platform's time zone, both inclusive. */
    createdFrom: isoDate.optional(),
    createdTo: isoDate.optional(),
    sort: z.enum(ORDER_SORTS).default("created_desc"),
  })
  .refine((f) => !f.createdFrom || !f.createdTo || f.createdFrom <= f.createdTo, {
    message: ORDER_MESSAGES.dateRange,
    path: ["createdTo"],
  });
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

/**
 * Keyset pagination: no count, no offset, so page 5,000 costs what page 1 costs. `cursor` is the
 * opaque position of the last (after) or first (before) row of the page the caller has.
 */
export const orderListSchema = z.intersection(
  orderFiltersSchema,
  z.object({
    cursor: z.string().max(200).optional(),
    direction: z.enum(["after", "before"]).default("after"),
    limit: z.number().int().min(1).max(ORDER_LIST_MAX_LIMIT).default(20),
  }),
);
export type OrderListInput = z.infer<typeof orderListSchema>;

export const orderIdSchema = z.object({ orderId: entityId });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: COMMON_MESSAGES.tooLong })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
const requiredField = (max: number) =>
  z.string().trim().min(1, { message: COMMON_MESSAGES.required }).max(max, { message: COMMON_MESSAGES.tooLong });

export const shippingAddressSchema = z.object({
  firstName: requiredField(100),
  lastName: requiredField(100),
  company: optionalText(200),
  address1: requiredField(200),
  address2: optionalText(200),
  city: requiredField(100),
  postalCode: requiredField(20),
  province: optionalText(100),
  countryCode: z
    .string()
    .trim()
    .refine(isValidCountryCode, { message: ORDER_MESSAGES.countryInvalid })
    .transform((value) => value.toUpperCase()),
  phone: optionalText(40),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

const orderItemsSchema = z
  .array(
    z.object({
      variantId: entityId,
      quantity: z
        .number({ invalid_type_error: ORDER_MESSAGES.quantityInvalid })
        .int({ message: ORDER_MESSAGES.quantityInvalid })
        .min(1, { message: ORDER_MESSAGES.quantityInvalid })
        .max(10_000, { message: ORDER_MESSAGES.quantityInvalid }),
    }),
  )
  .min(1, { message: ORDER_MESSAGES.itemsRequired })
  .max(100);

/** A manual order for one of the organisation's shops (a phone order, a replacement). */
export const createOrderSchema = z.object({
  shopId: z
    .string({ required_error: ORDER_MESSAGES.shopRequired })
    .trim()
    .min(1, { message: ORDER_MESSAGES.shopRequired }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email({ message: "auth:errors.invalidEmail" })
    .max(254)
    .or(z.literal("").transform(() => null))
    .nullable()
    .optional(),
  shippingAddress: shippingAddressSchema,
  items: orderItemsSchema,
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** Address and (for manual orders) items, while nothing has been shipped. */
export const updateOrderSchema = z.object({
  orderId: entityId,
  shippingAddress: shippingAddressSchema.optional(),
  items: orderItemsSchema.optional(),
});
export type UpdateOrderInput = z.infer<typeof updateOrderSchema>;

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

/**
 * A shipment leaves the location with these items (all that are still open when `items` is left
 * out) and these tracking numbers and links; a shop order's fulfilment goes back to the shop.
 */
export const shipOrderSchema = z.object({
  orderId: entityId,
  items: z
    .array(
      z.object({
        lineItemId: entityId,
        quantity: z
          .number({ invalid_type_error: ORDER_MESSAGES.quantityInvalid })
          .int({ message: ORDER_MESSAGES.quantityInvalid })
          .min(0, { message: ORDER_MESSAGES.quantityInvalid })
          .max(10_000, { message: ORDER_MESSAGES.quantityInvalid }),
      }),
    )
    .max(100)
    .optional(),
  trackingNumbers: z.array(trackingNumber).min(1, { message: ORDER_MESSAGES.trackingRequired }).max(10),
  trackingUrls: z.array(trackingUrl).max(10).default([]),
});
export type ShipOrderInput = z.infer<typeof shipOrderSchema>;

/** The position of a row in a sort: its sort value and its id (the tie-break). */
export type OrderCursor = { v: string | number; id: string };

export function encodeOrderCursor(cursor: OrderCursor): string {
  // Only ASCII goes in (a timestamp or an amount, and an id), so plain base64 will do.
  return btoa(JSON.stringify([cursor.v, cursor.id]))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function decodeOrderCursor(value: string, sort: OrderSort): OrderCursor | null {
  try {
    const parsed: unknown = JSON.parse(atob(value.replace(/-/g, "+").replace(/_/g, "/")));
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[1] !== "string") return null;
    const [v, id] = parsed as [unknown, string];
    if (sort.startsWith("total")) return typeof v === "number" && Number.isSafeInteger(v) ? { v, id } : null;
    // PostgreSQL's own text of the timestamp, microseconds included (a JS Date would round them).
    return typeof v === "string" && /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(v) ? { v, id } : null;
  } catch {
    return null;
  }
}

/** A shipment whose report to the shop failed for good is sent again (after the cause was fixed in Shopify). */
export const retryShipmentPushSchema = z.object({ orderId: entityId, shipmentId: entityId });
export type RetryShipmentPushInput = z.infer<typeof retryShipmentPushSchema>;
