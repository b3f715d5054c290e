import { productRequestListSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** The merchant's own requests, a producer's assigned ones, or (support) all; filters and search. */
export const list = accessProcedure("productRequests")
  .input(productRequestListSchema)
  .query(async ({ ctx, input }) => await ctx.services.productRequests.list(ctx, input));
