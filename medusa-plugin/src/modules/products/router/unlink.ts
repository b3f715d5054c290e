import { PRODUCT_MESSAGES, unlinkShopProductSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** Removes a link (orders already matched keep their items). */
export const unlink = accessProcedure("linkProducts")
  .meta({ failureMessage: PRODUCT_MESSAGES.linkFailed })
  .input(unlinkShopProductSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.productsLinks.unlink(viewerOf(ctx), input.linkId);
    return { ok: true as const };
  });
