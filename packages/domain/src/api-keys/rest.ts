import { z } from "zod";
import { CLAIM_STATUSES, CLAIM_TYPES } from "../claims/enums";
import { INVOICE_STATUSES, INVOICE_TYPES } from "../invoices/enums";
import {
  ORDER_FULFILLMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  GENERIC_ORDER_LABELS as STOCK_ORDER_STATUSES,
} from "../orders/enums";

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

/** A manual order created through the API: its id (read it with GET /api/v1/orders/{id}). */
export const apiOrderCreatedSchema = z.object({ id: z.string() });

/** An order's shipments with their tracking (ShipBob's `GET /order/{id}/shipment`; also inside the order). */
export const apiShipmentListSchema = z.object({ data: apiOrderDetailSchema.shape.shipments });

/** The page-numbered lists (stock, products, stock orders, invoices, retours, claims), as the app's screens page them. */
const pageOf = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    data: z.array(row),
    total: z.number().int().describe("rows matching the filters"),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

const ref = z.object({ id: z.string(), name: z.string() });

export const apiStockRowSchema = z.object({
  location: ref,
  variant: z.object({ id: z.string(), productTitle: z.string(), title: z.string(), sku: z.string().nullable() }),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  arriving: z.number().int().describe("on its way in open stock orders"),
  expectedArrival: z.object({ earliest: moment, latest: moment }).nullable(),
  salesPerDay: z.number(),
  hint: z.object({
    dailyRate: z.number(),
    target: z.number().int(),
    below: z.boolean(),
    proposedQuantity: z.number().int(),
  }),
});
export const apiStockPageSchema = pageOf(apiStockRowSchema);

const stockAtLocation = z.object({
  locationId: z.string(),
  locationName: z.string(),
  onHand: z.number().int(),
  available: z.number().int(),
});

export const apiProductRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  thumbnail: z.string().nullable(),
  variants: z.number().int().describe("how many variants (GET /api/v1/products/{id} lists them)"),
  skus: z.array(z.string()),
  linked: z.boolean().describe("linked to one of the organisation's shops (it sells it)"),
  stock: z.array(stockAtLocation),
  sales30Days: z.number().int(),
});
export const apiProductPageSchema = pageOf(apiProductRowSchema);

export const apiProductDetailSchema = z.object({
  product: z.object({
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    status: z.string(),
    thumbnail: z.string().nullable(),
    hsCode: z.string().nullable(),
    midCode: z.string().nullable(),
    originCountry: z.string().nullable(),
  }),
  variants: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      sku: z.string().nullable(),
      barcode: z.string().nullable(),
      stock: z.array(stockAtLocation),
      sales30Days: z.number().int(),
    }),
  ),
});

export const apiStockOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  supplier: ref,
  location: ref,
  importMethod: z.string(),
  status: z.enum(STOCK_ORDER_STATUSES),
  step: z.enum(["pending", "confirmed", "shipped", "completed", "cancelled"]),
  total: z.number().int().describe("minor units (cents)"),
  currencyCode: z.string(),
  note: z.string().nullable(),
  createdAt: moment,
  confirmedAt: moment.nullable(),
  shippedAt: moment.nullable(),
  completedAt: moment.nullable(),
  cancelledAt: moment.nullable(),
  expectedArrival: z.object({ earliest: moment, latest: moment }).nullable(),
  invoiced: z.boolean(),
  itemCount: z.number().int(),
});
export const apiStockOrderPageSchema = pageOf(apiStockOrderSchema);
export const apiStockOrderCreatedSchema = z.object({ id: z.string() });

export const apiInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  type: z.enum(INVOICE_TYPES),
  status: z.enum(INVOICE_STATUSES),
  issuedOn: z.string().describe("calendar day (YYYY-MM-DD)"),
  dueOn: z.string(),
  currencyCode: z.string(),
  subtotal: z.number().int().describe("minor units (cents)"),
  shippingTotal: z.number().int(),
  taxTotal: z.number().int(),
  total: z.number().int(),
  amountPaid: z.number().int(),
  credited: z.number().int().describe("credit notes correcting it, summed"),
  amountDue: z.number().int(),
  correctsNumber: z.string().nullable().describe("a credit note: the invoice it corrects"),
});
export const apiInvoicePageSchema = pageOf(apiInvoiceSchema);
export const apiInvoiceDetailSchema = apiInvoiceSchema.extend({
  lines: z.array(
    z.object({
      position: z.number().int(),
      sourceType: z.string(),
      sourceId: z.string(),
      kind: z.string(),
      description: z.string(),
      quantity: z.number(),
      unitAmount: z.number().int(),
      netAmount: z.number().int(),
      taxRate: z.number(),
      taxAmount: z.number().int(),
    }),
  ),
  payments: z.array(z.object({ method: z.enum(["bank", "card"]), amount: z.number().int(), createdAt: moment })),
});

export const apiRetourSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  order: z.object({ id: z.string(), number: z.string() }),
  shop: ref.nullable(),
  location: ref,
  gradeA: z.number().int(),
  gradeB: z.number().int(),
  gradeC: z.number().int(),
  totalItems: z.number().int(),
  items: z.array(
    z.object({
      variantId: z.string().nullable(),
      title: z.string(),
      sku: z.string().nullable(),
      gradeA: z.number().int(),
      gradeB: z.number().int(),
      gradeC: z.number().int(),
    }),
  ),
  note: z.string().nullable(),
  createdAt: moment,
  invoiced: z.boolean(),
});
export const apiRetourPageSchema = pageOf(apiRetourSchema);

export const apiClaimSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  type: z.enum(CLAIM_TYPES),
  description: z.string(),
  status: z.enum(CLAIM_STATUSES),
  amount: z.number().int().nullable().describe("refunded or credited, minor units"),
  currencyCode: z.string(),
  newTrackingNumber: z.string().nullable(),
  newTrackingUrl: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: moment,
  decidedAt: moment.nullable(),
  files: z.array(z.object({ id: z.string(), name: z.string(), mimeType: z.string(), size: z.number().int() })),
});
export const apiClaimPageSchema = pageOf(apiClaimSchema);
