import { packagingListSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { listPackaging } from "../list-packaging";

/** Packaging overview: the catalogue with filters (merchants: stock and their own custom packaging). */
export const list = accessProcedure("packagingOverview")
  .input(packagingListSchema)
  .query(async ({ ctx, input }) => await listPackaging(ctx.services.manager, ctx, input));
