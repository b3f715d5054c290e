import { packagingListSchema } from "@platform/domain";
import { catalogueProcedure, viewerOf } from "./procedure";

/** Packaging overview: the catalogue with filters. */
export const list = catalogueProcedure
  .input(packagingListSchema)
  .query(async ({ ctx, input }) => await ctx.services.packaging.list(viewerOf(ctx), input));
