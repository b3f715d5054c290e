import { checkStockOrderItemsSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Reads pasted or imported items and names each bad row with its line; stores nothing (a mutation for the body size). */
export const checkItems = accessProcedure("orderStock")
  .input(checkStockOrderItemsSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.stockOrders.checkItems(input));
