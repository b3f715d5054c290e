import { packagingIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { getPackaging } from "../get-packaging";

/** One packaging's page: size, price, dimensions, MOQ, production time, stock. */
export const get = accessProcedure("packagingOverview")
  .input(packagingIdSchema)
  .query(async ({ ctx, input }) => await getPackaging(ctx.services.manager, ctx, input.packagingId));
