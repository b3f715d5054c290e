import { supplierProductsSchema } from "@platform/domain";
import { supportSuppliersProcedure } from "./procedure";

/** Support: the platform's products, marked where the supplier organisation supplies them. */
export const products = supportSuppliersProcedure.input(supplierProductsSchema).query(async ({ ctx, input }) => {
  return await ctx.services.productsSuppliers.products(input);
});
