import { stocksListSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Every variant the organisation holds or has on its way, per location, with sales and the stock hint. */
export const list = accessProcedure("stocks")
  .input(stocksListSchema)
  .query(async ({ ctx, input }) => await ctx.services.stocks.list(ctx.organisationId, input));
