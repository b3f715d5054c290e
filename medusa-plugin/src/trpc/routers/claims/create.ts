import { CLAIM_MESSAGES, createClaimSchema } from "@platform/domain";
import { TRPCError } from "@trpc/server";
import { DomainError } from "../../../lib/domain-error";
import type ClaimService from "../../../services/claim";
import { orderProcedure } from "../orders/procedure";

/** Create Claim on one of the caller's orders: type, description, at least one file (at most 5 images). */
export const create = orderProcedure.input(createClaimSchema).mutation(async ({ ctx, input }) => {
  try {
    return await ctx.container.resolve<ClaimService>("claimService").create(ctx.organisationId, ctx.customerId, input);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // Whatever else went wrong, the merchant reads the spec's "Failed to create claim."
    throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: CLAIM_MESSAGES.createFailed, cause: error });
  }
});
