import { RETOUR_MESSAGES, retourListSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** The Retour table: the merchant's own retours, support's all; date (platform time zone), shop and order filters. */
export const list = accessProcedure("retours")
  .meta({ failureMessage: RETOUR_MESSAGES.noDataFetched })
  .input(retourListSchema)
  .query(async ({ ctx, input }) => await ctx.services.retours.list(viewerOf(ctx), input));
