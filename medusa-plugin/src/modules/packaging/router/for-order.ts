import { orderPackagingSchema } from "@platform/domain";
import { TRPCError } from "@trpc/server";
import { accessProcedure } from "../../../trpc/trpc";

/** The order detail's packaging details: what it uses, whether its location has it, the stock changes. */
export const forOrder = accessProcedure("orders")
  .input(orderPackagingSchema)
  .query(async ({ ctx, input }) => {
    const view = await ctx.services.packaging.forOrder(ctx.organisationId, input.orderId);
    if (!view) throw new TRPCError({ code: "NOT_FOUND" });
    return view;
  });
