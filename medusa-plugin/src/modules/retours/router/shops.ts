import { RETOUR_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** The shop filter's choices: the merchant's own shops; for support, the shops that have retours. */
export const shops = accessProcedure("retours")
  .meta({ failureMessage: RETOUR_MESSAGES.noDataFetched })
  .query(async ({ ctx }) => await ctx.services.retours.shops(viewerOf(ctx)));
