import { productIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** Product overview: variants with stock and sales, links, open requests and their chats. */
export const overview = accessProcedure("productOverview")
  .input(productIdSchema)
  .query(async ({ ctx, input }) => await ctx.services.products.overview(viewerOf(ctx), input.productId));
