import { setSupplierProductsSchema } from "@platform/domain";
import { supplierService, supportSuppliersProcedure } from "./procedure";

/** Support: the products a supplier organisation supplies (its orders' chats open to it). */
export const setProducts = supportSuppliersProcedure
  .input(setSupplierProductsSchema)
  .mutation(async ({ ctx, input }) => {
    return await supplierService(ctx.container).setProducts(input);
  });
