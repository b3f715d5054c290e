import { orderPackagingSchema } from "@platform/domain";
import { TRPCError } from "@trpc/server";
import { accessProcedure } from "../../../trpc/trpc";
import { getOrderPackaging } from "../get-order-packaging";

/** The order detail's packaging details: what it uses, whether its location has it, the stock changes. */
export const forOrder = accessProcedure("orders")
  .input(orderPackagingSchema)
  .query(async ({ ctx, input }) => {
    const view = await getOrderPackaging(ctx.services.manager, ctx.organisationId, input.orderId);
    if (!view) throw new TRPCError({ code: "NOT_FOUND" });
    return view;
  });
