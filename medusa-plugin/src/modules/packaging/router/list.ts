import { packagingListSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Packaging overview: the catalogue with filters (merchants: stock and their own custom packaging). */
export const list = accessProcedure("packagingOverview")
  .input(packagingListSchema)
  .query(async ({ ctx, input }) => await ctx.services.packaging.list(ctx, input));
