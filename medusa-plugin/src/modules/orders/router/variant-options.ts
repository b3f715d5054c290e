import { z } from "zod";
import { orderProcedure } from "./procedure";

/** Platform variants a manual order can contain (search by product, variant or SKU), with their EUR price. */
export const variantOptions = orderProcedure
  .input(z.object({ search: z.string().trim().max(100).optional() }))
  .query(async ({ ctx, input }) => {
    const variants = await ctx.services.products.searchVariants(input.search);
    // Only what has a price can be ordered: no price, or a price of 0 (not priced yet), is not offered.
    return variants.flatMap((variant) =>
      variant.price === null || !(variant.price > 0) ? [] : [{ ...variant, price: variant.price }],
    );
  });
