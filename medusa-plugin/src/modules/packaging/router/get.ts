import { packagingIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** One packaging's page: size, price, dimensions, MOQ, production time, stock. */
export const get = accessProcedure("packagingOverview")
  .input(packagingIdSchema)
  .query(async ({ ctx, input }) => await ctx.services.packaging.get(ctx, input.packagingId));
