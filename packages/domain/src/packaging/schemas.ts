import { z } from "zod";
import { entityId, pageSchema } from "../shared/schemas";
import { ATTACHMENT_RULE, uploadedFileSchema } from "../uploads/schemas";
import { PACKAGING_KINDS, PACKAGING_ORDER_STATUSES, PACKAGING_STATUSES, PACKAGING_TYPES } from "./enums";
import { PACKAGING_MESSAGES } from "./messages";

const quantity = z
  .number({ errorMap: () => ({ message: PACKAGING_MESSAGES.quantityInvalid }) })
  .int({ message: PACKAGING_MESSAGES.quantityInvalid })
  .min(1, { message: PACKAGING_MESSAGES.quantityInvalid })
  .max(1_000_000, { message: PACKAGING_MESSAGES.quantityInvalid });

/** A length in millimetres (1 mm – 5 m). */
const millimetres = z
  .number({ errorMap: () => ({ message: PACKAGING_MESSAGES.dimensionInvalid }) })
  .int({ message: PACKAGING_MESSAGES.dimensionInvalid })
  .min(1, { message: PACKAGING_MESSAGES.dimensionInvalid })
  .max(5000, { message: PACKAGING_MESSAGES.dimensionInvalid });

/** The catalogue (packaging overview): filters kept in the URL. */
export const packagingListSchema = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.enum(PACKAGING_TYPES).optional(),
  kind: z.enum(PACKAGING_KINDS).optional(),
  status: z.enum(PACKAGING_STATUSES).optional(),
  ...pageSchema,
});
export type PackagingListInput = z.infer<typeof packagingListSchema>;

export const packagingIdSchema = z.object({ packagingId: entityId });

/** Support adds a stock packaging to the catalogue (spec §3 fields). */
export const createPackagingSchema = z
  .object({
    name: z.string().trim().min(1, { message: PACKAGING_MESSAGES.required }).max(200),
    type: z.enum(PACKAGING_TYPES),
    size: z.string().trim().min(1, { message: PACKAGING_MESSAGES.required }).max(50),
    /** EUR cents per piece. */
    price: z.number().int().min(0).max(10_000_000),
    lengthMm: millimetres,
    widthMm: millimetres,
    heightMm: millimetres,
    weightG: z.number().int().min(0).max(100_000),
    moq: quantity,
    productionMinDays: z.number().int().min(0).max(365),
    productionMaxDays: z.number().int().min(0).max(365),
    customSize: z.boolean().default(false),
  })
  .refine((value) => value.productionMaxDays >= value.productionMinDays, {
    path: ["productionMaxDays"],
    message: PACKAGING_MESSAGES.productionDays,
  });
export type CreatePackagingInput = z.infer<typeof createPackagingSchema>;

/** Packaging stock per location (on hand, reserved by orders, arriving). */
export const packagingStocksSchema = z.object({ locationId: entityId.optional() });

/** Buy packaging: stock packaging for a location, at least its MOQ (checked by the server). */
export const buyPackagingSchema = z.object({
  packagingId: entityId,
  locationId: entityId,
  quantity,
});
export type BuyPackagingInput = z.infer<typeof buyPackagingSchema>;

/**
 * Order-unique packaging (custom print, spec §2): for one customer order, chosen by its number;
 * a shop's product variant, the size (a catalogue packaging), and at most 5 images.
 */
export const createOrderUniqueSchema = z.object({
  orderNumber: z
    .string({ errorMap: () => ({ message: PACKAGING_MESSAGES.required }) })
    .trim()
    .min(1, { message: PACKAGING_MESSAGES.required })
    .max(100),
  shopId: entityId.optional(),
  variantId: entityId,
  packagingId: entityId,
  quantity,
  files: z
    .array(uploadedFileSchema, { errorMap: () => ({ message: PACKAGING_MESSAGES.addFile }) })
    .min(1, { message: PACKAGING_MESSAGES.addFile })
    .max(ATTACHMENT_RULE.maxFiles, { message: ATTACHMENT_RULE.tooManyFiles }),
});
export type CreateOrderUniqueInput = z.infer<typeof createOrderUniqueSchema>;

export const packagingOrderListSchema = z.object({
  status: z.enum(PACKAGING_ORDER_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  ...pageSchema,
});
export type PackagingOrderListInput = z.infer<typeof packagingOrderListSchema>;

export const packagingOrderIdSchema = z.object({ packagingOrderId: entityId });

export const setPackagingOrderStatusSchema = z.object({
  packagingOrderId: entityId,
  status: z.enum(PACKAGING_ORDER_STATUSES),
});

export const assignPackagingProducerSchema = z.object({ packagingOrderId: entityId, producerOrganisationId: entityId });

export const producerFilesSchema = z.object({
  packagingOrderId: entityId,
  files: z
    .array(uploadedFileSchema, { errorMap: () => ({ message: PACKAGING_MESSAGES.addFile }) })
    .min(1, { message: PACKAGING_MESSAGES.addFile })
    .max(ATTACHMENT_RULE.maxFiles, { message: ATTACHMENT_RULE.tooManyFiles }),
});

/** Support or the producer overrides the dimensions the packaging is made in. */
export const overrideDimensionsSchema = z.object({
  packagingOrderId: entityId,
  lengthMm: millimetres,
  widthMm: millimetres,
  heightMm: millimetres,
});
export type OverrideDimensionsInput = z.infer<typeof overrideDimensionsSchema>;

/** A custom-size print template is made for one product variant (its dimensions). */
export const printTemplateSchema = z.object({ variantId: entityId });

export const variantPackagingSchema = z.object({ variantId: entityId, packagingId: entityId.nullable() });

export const orderPackagingSchema = z.object({ orderId: entityId });
