import { RETOUR_MESSAGES, retourOrderOptionsSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Support: orders by number for the Record retour form, with each line's shipped and returned units. */
export const orderOptions = accessProcedure("recordRetours")
  .meta({ failureMessage: RETOUR_MESSAGES.noDataFetched })
  .input(retourOrderOptionsSchema)
  .query(async ({ ctx, input }) => await ctx.services.retours.orderOptions(input));
