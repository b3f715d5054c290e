import { adjustStockSchema } from "@platform/domain";
import { supportLocationsProcedure } from "./procedure";

/** Support: an organisation's goods of one variant at a location (on hand, never below reserved). */
export const adjustStock = supportLocationsProcedure.input(adjustStockSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.locationsStock.adjustStock(input);
});
