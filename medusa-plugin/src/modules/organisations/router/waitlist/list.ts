import { organisationListSchema } from "@platform/domain";
import { accessProcedure } from "../../../../trpc/trpc";

/** The waitlist: merchant sign-ups waiting for support, newest first, with sign-up dates. */
export const list = accessProcedure("waitlist")
  .input(organisationListSchema.omit({ type: true, status: true }))
  .query(async ({ ctx, input }) => {
    return await ctx.services.organisations.list({ kind: "all" }, { ...input, type: "merchant", status: "waitlist" });
  });
