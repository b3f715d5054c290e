import { organisationListSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { roleProcedure } from "../../trpc";

/** The waitlist: merchant sign-ups waiting for support, newest first, with sign-up dates. */
export const list = roleProcedure("support")
  .input(organisationListSchema.omit({ type: true, status: true }))
  .query(async ({ ctx, input }) => {
    return await ctx.container
      .resolve<OrganisationService>("organisationService")
      .list({ kind: "all" }, { ...input, type: "merchant", status: "waitlist" });
  });
