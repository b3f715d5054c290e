import { setSupplierProductsSchema } from "@platform/domain";
import { supportSuppliersProcedure } from "./procedure";

/** Support: the products a supplier organisation supplies (its orders' chats open to it). */
export const setProducts = supportSuppliersProcedure
  .input(setSupplierProductsSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.productsSuppliers.setProducts(input);
  });
