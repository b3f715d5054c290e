import { packagingStocksSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { listPackagingStocks } from "../list-packaging-stocks";

/** Packaging stock per location: on hand, reserved by orders, arriving. */
export const stocks = accessProcedure("packagingStocks")
  .input(packagingStocksSchema)
  .query(async ({ ctx, input }) => await listPackagingStocks(ctx.services.manager, ctx, input.locationId));
