import { packagingOrderListSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { listPackagingOrders } from "../list-packaging-orders";

/** Packaging orders the caller may see (the merchant's own, the producer's assigned, support's all), newest first. */
export const orders = accessProcedure("packagingUi")
  .input(packagingOrderListSchema)
  .query(
    async ({ ctx, input }) =>
      await listPackagingOrders({ manager: ctx.services.manager, files: ctx.services.uploads }, ctx, input),
  );
