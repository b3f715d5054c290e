import { RETOUR_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Support: the retour locations a retour can be recorded at. */
export const locations = accessProcedure("recordRetours")
  .meta({ failureMessage: RETOUR_MESSAGES.noDataFetched })
  .query(async ({ ctx }) => await ctx.services.retours.locations());
