import { CLAIM_MESSAGES, createClaimSchema } from "@platform/domain";
import { orderProcedure } from "../../orders";

/** Create Claim on one of the caller's orders: type, description, at least one file (at most 5 images). */
export const create = orderProcedure
  .meta({ failureMessage: CLAIM_MESSAGES.createFailed })
  .input(createClaimSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.claims.create(ctx.organisationId, ctx.customerId, input));
