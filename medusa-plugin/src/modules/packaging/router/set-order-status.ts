import { setPackagingOrderStatusSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { setPackagingOrderStatus } from "../set-packaging-order-status";

/** The producer (or support) moves the order on; arrived adds it to the location's stock once. */
export const setOrderStatus = accessProcedure("producePackaging")
  .input(setPackagingOrderStatusSchema)
  .mutation(
    async ({ ctx, input }) =>
      await setPackagingOrderStatus(
        { manager: ctx.services.manager, files: ctx.services.uploads },
        ctx,
        input.packagingOrderId,
        input.status,
      ),
  );
