import { productIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** Linking tab: which shop variants sell the product's variants (the caller's shops; support: all). */
export const links = accessProcedure("linkProducts")
  .input(productIdSchema)
  .query(async ({ ctx, input }) => await ctx.services.productsLinks.linksOfProduct(viewerOf(ctx), input.productId));
