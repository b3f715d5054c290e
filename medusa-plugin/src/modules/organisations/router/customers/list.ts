import { organisationListSchema } from "@platform/domain";
import { accessProcedure } from "../../../../trpc/trpc";

/** Customer overview: every merchant organisation with status, member count and created date. */
export const list = accessProcedure("customers")
  .input(organisationListSchema.omit({ type: true }))
  .query(async ({ ctx, input }) => {
    return await ctx.services.organisations.list({ kind: "all" }, { ...input, type: "merchant" });
  });
