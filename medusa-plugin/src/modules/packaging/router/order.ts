import { packagingOrderIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { getPackagingOrder } from "../get-packaging-order";

/** One packaging order with its customer and producer files. */
export const order = accessProcedure("packagingUi")
  .input(packagingOrderIdSchema)
  .query(
    async ({ ctx, input }) =>
      await getPackagingOrder(
        { manager: ctx.services.manager, files: ctx.services.uploads },
        ctx,
        input.packagingOrderId,
      ),
  );
