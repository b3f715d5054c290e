import { claimListSchema } from "@platform/domain";
import type ClaimService from "../../../services/claim";
import { roleProcedure } from "../../trpc";

/** Support: every merchant's claims, by status and type. */
export const list = roleProcedure("support")
  .input(claimListSchema)
  .query(async ({ ctx, input }) => {
    return await ctx.container.resolve<ClaimService>("claimService").list(input);
  });
