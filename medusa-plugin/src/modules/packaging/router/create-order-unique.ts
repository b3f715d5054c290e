import { createOrderUniqueSchema, PACKAGING_MESSAGES } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { orderUniquePackaging } from "../order-unique-packaging";

/** Order-unique packaging for one of the caller's orders, by its number, with at most 5 images. */
export const createOrderUnique = accessProcedure("orderPackaging")
  .meta({ failureMessage: PACKAGING_MESSAGES.createFailed })
  .input(createOrderUniqueSchema)
  .mutation(
    async ({ ctx, input }) =>
      await orderUniquePackaging(
        { manager: ctx.services.manager, files: ctx.services.uploads },
        ctx.organisationId,
        ctx.customerId,
        input,
      ),
  );
