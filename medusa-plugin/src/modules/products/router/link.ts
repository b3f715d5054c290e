import { linkShopProductSchema, PRODUCT_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** Links a shop variant to a platform variant; the shop's orders that need linking are re-matched. */
export const link = accessProcedure("linkProducts")
  .meta({ failureMessage: PRODUCT_MESSAGES.linkFailed })
  .input(linkShopProductSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.productsLinks.link(viewerOf(ctx), input));
