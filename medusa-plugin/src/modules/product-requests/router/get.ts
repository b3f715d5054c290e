import { PRODUCT_REQUEST_MESSAGES, productRequestIdSchema } from "@platform/domain";
import { TRPCError } from "@trpc/server";
import { accessProcedure } from "../../../trpc/trpc";

/** The whole request: services, files, the resulting product, its history. */
export const get = accessProcedure("productRequests")
  .input(productRequestIdSchema)
  .query(async ({ ctx, input }) => {
    const request = await ctx.services.productRequests.get(ctx, input.requestId);
    if (!request) throw new TRPCError({ code: "NOT_FOUND", message: PRODUCT_REQUEST_MESSAGES.notFound });
    return request;
  });
