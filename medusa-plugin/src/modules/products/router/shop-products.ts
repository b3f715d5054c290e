import { shopProductSearchSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** A search of a connected shop's own products (Shopify Admin API), one row per variant. */
export const shopProducts = accessProcedure("linkProducts")
  .input(shopProductSearchSchema)
  .query(
    async ({ ctx, input }) =>
      await ctx.services.productsLinks.searchShopProducts(viewerOf(ctx), input.shopId, input.search),
  );
