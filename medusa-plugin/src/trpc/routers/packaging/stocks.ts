import { packagingStocksSchema } from "@platform/domain";
import { stocksProcedure, viewerOf } from "./procedure";

/** Packaging stock per location: on hand, reserved by orders, arriving. */
export const stocks = stocksProcedure
  .input(packagingStocksSchema)
  .query(async ({ ctx, input }) => await ctx.services.packagingStock.stocks(viewerOf(ctx), input.locationId));
