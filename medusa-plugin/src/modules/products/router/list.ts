import { productListSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** Products (merchant): what it sells (linked) and may sell, with stock per location and 30 days' sales. */
export const list = accessProcedure("products")
  .input(productListSchema)
  .query(async ({ ctx, input }) => await ctx.services.products.list(viewerOf(ctx), input));
