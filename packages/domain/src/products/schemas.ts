import { z } from "zod";
import { calendarDay, entityId, pageSchema } from "../shared/schemas";
import { IMPORT_METHODS } from "../stock/constants";
import { ATTACHMENT_RULE, uploadedFileSchema } from "../uploads/schemas";
import { PRODUCT_REQUEST_STATUSES } from "./enums";
import { PRODUCT_REQUEST_MESSAGES as M, PRODUCT_MESSAGES } from "./messages";

const required = (message: string, max = 200) =>
  z
    .string({ errorMap: () => ({ message }) })
    .trim()
    .min(1, { message })
    .max(max);

/** A product of a connected shop, as the shop-product search answers it (Shopify legacy ids). */
export const shopProductRefSchema = z.object({
  productId: z.string().regex(/^\d{1,20}$/),
  variantId: z
    .string()
    .regex(/^\d{1,20}$/)
    .nullable()
    .optional(),
  title: z.string().trim().max(300),
});

/**
 * New product request (spec §3): shop, the shop's product (optional: something the shop does not
 * sell yet), names, description, documents (at most 5 images) and the service flags. A bulk order
 * offer needs the amount and the import method. `submit: false` keeps it as a draft.
 */
export const createProductRequestSchema = z
  .object({
    shopId: required(M.shopRequired, 64),
    shopProduct: shopProductRefSchema.nullable().default(null),
    productName: required(M.productNameRequired),
    producerName: required(M.producerNameRequired),
    description: required(M.descriptionRequired, 5000),
    files: z
      .array(uploadedFileSchema)
      .max(ATTACHMENT_RULE.maxFiles, { message: ATTACHMENT_RULE.tooManyFiles })
      .default([]),
    brandService: z.boolean().default(false),
    dropshippingOffer: z.boolean().default(false),
    bulkOrderOffer: z.boolean().default(false),
    bulkAmount: z
      .number({ invalid_type_error: M.bulkAmountRequired })
      .int()
      .min(1)
      .max(10_000_000)
      .nullable()
      .default(null),
    importMethod: z
      .enum(IMPORT_METHODS, { errorMap: () => ({ message: M.bulkMethodRequired }) })
      .nullable()
      .default(null),
    photoContent: z.boolean().default(false),
    colourBox: z.boolean().default(false),
    productSpecification: z.boolean().default(false),
    productRequirements: z.boolean().default(false),
    submit: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (!value.bulkOrderOffer) return;
    if (!value.bulkAmount) ctx.addIssue({ code: "custom", path: ["bulkAmount"], message: M.bulkAmountRequired });
    if (!value.importMethod) ctx.addIssue({ code: "custom", path: ["importMethod"], message: M.bulkMethodRequired });
  });
export type CreateProductRequestInput = z.infer<typeof createProductRequestSchema>;

/** The list: filters by status, shop and creation date (calendar days, inclusive), a search. */
export const productRequestListSchema = z.object({
  status: z.enum(PRODUCT_REQUEST_STATUSES).optional(),
  shopId: entityId.optional(),
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  search: z.string().trim().max(100).optional(),
  ...pageSchema,
});
export type ProductRequestListInput = z.infer<typeof productRequestListSchema>;

export const productRequestIdSchema = z.object({ requestId: entityId });

/** Support's decisions and the merchant's own moves (submit a draft, withdraw as n/a). */
export const moveProductRequestSchema = z.object({
  requestId: entityId,
  status: z.enum(PRODUCT_REQUEST_STATUSES),
  note: z.string().trim().max(2000).optional(),
});
export type MoveProductRequestInput = z.infer<typeof moveProductRequestSchema>;

/** Support assigns the producer (a supplier organisation) who will answer in the request's chat. */
export const assignRequestProducerSchema = z.object({
  requestId: entityId,
  producerOrganisationId: entityId.nullable(),
});
export type AssignProducerInput = z.infer<typeof assignRequestProducerSchema>;

// ── Products and linking ───────────────────────────────────────────────────────

export const productListSchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** linked: what the organisation sells; all: also what it may sell (every published product). */
  scope: z.enum(["linked", "all"]).default("all"),
  ...pageSchema,
});
export type ProductListInput = z.infer<typeof productListSchema>;

export const productIdSchema = z.object({ productId: entityId });

/** A search of one connected shop's products through Shopify's Admin API. */
export const shopProductSearchSchema = z.object({
  shopId: entityId,
  search: z.string().trim().max(100).default(""),
});
export type ShopProductSearchInput = z.infer<typeof shopProductSearchSchema>;

export const linkShopProductSchema = z.object({
  shopId: entityId,
  shopifyProductId: z.string().regex(/^\d{1,20}$/, { message: PRODUCT_MESSAGES.shopVariantRequired }),
  shopifyVariantId: z.string().regex(/^\d{1,20}$/, { message: PRODUCT_MESSAGES.shopVariantRequired }),
  variantId: entityId,
  /** The shop product's name as the search showed it (for the Linking tab). */
  title: z.string().trim().max(300).optional(),
});
export type LinkShopProductInput = z.infer<typeof linkShopProductSchema>;

export const unlinkShopProductSchema = z.object({ linkId: entityId });
