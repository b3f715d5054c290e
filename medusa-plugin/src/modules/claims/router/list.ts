import { claimListSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Support: every merchant's claims, by status and type. */
export const list = accessProcedure("claims")
  .input(claimListSchema)
  .query(async ({ ctx, input }) => {
    return await ctx.services.claims.list(input);
  });
