import { decideClaimSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Support decides a claim: accepted, declined, refunded or credit (with the amount), or a new tracking number. */
export const decide = accessProcedure("claims")
  .input(decideClaimSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.claims.decide(ctx.customerId, input);
  });
