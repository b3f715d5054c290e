import { z } from "zod";
import { entityId } from "../shared/schemas";
import { SUPPLIER_MESSAGES } from "./messages";

/** Support: the platform's products and which of them a supplier organisation supplies. */
export const supplierProductsSchema = z.object({ organisationId: entityId });
export type SupplierProductsInput = z.infer<typeof supplierProductsSchema>;

/** Support: the products a supplier organisation supplies, as a whole (replaces the earlier set). */
export const setSupplierProductsSchema = z.object({
  organisationId: entityId,
  productIds: z.array(entityId).max(1000, { message: SUPPLIER_MESSAGES.tooMany }),
});
export type SetSupplierProductsInput = z.infer<typeof setSupplierProductsSchema>;
