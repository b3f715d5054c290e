import { z } from "zod";
import { ORDER_FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES } from "../orders/enums";

/**
 * What the REST API answers (issue 35): the OpenAPI document (`/api/v1/openapi.json`) is generated
 * from these and the request schemas the app uses, and the API's tests check every answer against it.
 */
const moment = z.string().describe("ISO 8601 date and time (UTC)");

export const apiOrderRowSchema = z.object({
  id: z.string(),
  displayId: z.number().int(),
  number: z.string(),
  createdAt: moment,
  customerName: z.string().nullable(),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  fulfillmentStatus: z.enum(ORDER_FULFILLMENT_STATUSES),
  status: z.string(),
  currencyCode: z.string(),
  subtotal: z.number().int().describe("minor units (cents)"),
  shippingTotal: z.number().int(),
  taxTotal: z.number().int(),
  total: z.number().int(),
  shop: z.object({ id: z.string(), name: z.string(), domain: z.string() }).nullable(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  invoiced: z.boolean(),
  needsLinking: z.boolean(),
  trackingNumbers: z.array(z.string()),
  trackingUrls: z.array(z.string()),
});

const address = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  province: z.string().nullable(),
  countryCode: z.string().nullable(),
  phone: z.string().nullable(),
});

export const apiOrderDetailSchema = apiOrderRowSchema.extend({
  organisationId: z.string(),
  source: z.enum(["shopify", "manual"]),
  email: z.string().nullable(),
  customerDataWithheld: z.boolean(),
  discountTotal: z.number().int(),
  taxesIncluded: z.boolean(),
  shippingAddress: address.nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      variantName: z.string().nullable(),
      variantId: z.string().nullable(),
      sku: z.string().nullable(),
      gtin: z.string().nullable(),
      quantity: z.number().int(),
      shippedQuantity: z.number().int(),
      unitPrice: z.number().int(),
      lineTotal: z.number().int(),
      needsLinking: z.boolean(),
    }),
  ),
  shipments: z.array(
    z.object({
      id: z.string(),
      createdAt: moment,
      locationId: z.string().nullable(),
      trackingNumbers: z.array(z.string()),
      trackingUrls: z.array(z.string()),
    }),
  ),
});

export const apiOrderPageSchema = z.object({
  data: z.array(apiOrderRowSchema),
  nextCursor: z.string().nullable().describe("pass as `cursor` for the next page; null on the last"),
  prevCursor: z.string().nullable().describe("pass as `cursor` with `direction=before` for the previous page"),
});

export const apiOrderCancelledSchema = z.object({ id: z.string(), cancelled: z.literal(true) });

/** RFC 9457 problem details; `detail` is the app's message in the language of Accept-Language. */
export const apiProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  i18nKey: z.string(),
  errors: z.record(z.array(z.string())).optional(),
});
