import { organisationListSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { roleProcedure } from "../../trpc";

/** Customer overview: every merchant organisation with status, member count and created date. */
export const list = roleProcedure("support")
  .input(organisationListSchema.omit({ type: true }))
  .query(async ({ ctx, input }) => {
    return await ctx.container
      .resolve<OrganisationService>("organisationService")
      .list({ kind: "all" }, { ...input, type: "merchant" });
  });
