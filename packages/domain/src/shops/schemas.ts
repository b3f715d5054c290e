import { z } from "zod";
import { entityId } from "../shared/schemas";
import { SHIPMENT_METHODS } from "./enums";
import { SHOP_MESSAGES } from "./messages";

/** Shop edit (spec §3: name, shipment method); every invalid field says the spec's one message. */
export const shopUpdateSchema = z.object({
  shopId: entityId,
  name: z
    .string({ required_error: SHOP_MESSAGES.fillAllFields, invalid_type_error: SHOP_MESSAGES.fillAllFields })
    .trim()
    .min(1, { message: SHOP_MESSAGES.fillAllFields })
    .max(120, { message: SHOP_MESSAGES.fillAllFields }),
  shipmentMethod: z.enum(SHIPMENT_METHODS, {
    errorMap: () => ({ message: SHOP_MESSAGES.fillAllFields }),
  }),
});
export type ShopUpdateInput = z.infer<typeof shopUpdateSchema>;

/** The one-time claim token the OAuth callback put into the /shopify-login link. */
export const shopConnectSchema = z.object({
  installToken: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, { message: SHOP_MESSAGES.installInvalid }),
});
export type ShopConnectInput = z.infer<typeof shopConnectSchema>;

/** Shops are installed through the Shopify app only: whatever a manual create sends is refused. */
export const shopCreateSchema = z.object({}).passthrough();

/** A Shopify shop domain as the library sanitises it. */
export const SHOP_DOMAIN_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9-_]*\.myshopify\.com$/;
