import { locationVariantsSchema } from "@platform/domain";
import { supportLocationsProcedure } from "./procedure";

/** Support: platform variants to count an organisation's stock of (search by product, variant or SKU). */
export const variants = supportLocationsProcedure.input(locationVariantsSchema).query(async ({ ctx, input }) => {
  return await ctx.services.locationsStock.variantOptions(input);
});
