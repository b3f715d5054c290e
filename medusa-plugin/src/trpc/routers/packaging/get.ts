import { packagingIdSchema } from "@platform/domain";
import { catalogueProcedure, viewerOf } from "./procedure";

/** One packaging's page: size, price, dimensions, MOQ, production time, stock. */
export const get = catalogueProcedure
  .input(packagingIdSchema)
  .query(async ({ ctx, input }) => await ctx.services.packaging.get(viewerOf(ctx), input.packagingId));
