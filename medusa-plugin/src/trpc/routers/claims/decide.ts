import { decideClaimSchema } from "@platform/domain";
import type ClaimService from "../../../services/claim";
import { roleProcedure } from "../../trpc";

/** Support decides a claim: accepted, declined, refunded or credit (with the amount), or a new tracking number. */
export const decide = roleProcedure("support")
  .input(decideClaimSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.container.resolve<ClaimService>("claimService").decide(ctx.customerId, input);
  });
