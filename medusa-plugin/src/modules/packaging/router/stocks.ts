import { packagingStocksSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Packaging stock per location: on hand, reserved by orders, arriving. */
export const stocks = accessProcedure("packagingStocks")
  .input(packagingStocksSchema)
  .query(async ({ ctx, input }) => await ctx.services.packagingStock.list(ctx, input.locationId));
