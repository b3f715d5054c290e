import { organisationListSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { roleProcedure } from "../../trpc";
import { scopeOf } from "./scope";

/** Organisation list: support sees all, an agency its client organisations. */
export const list = roleProcedure("support", "agency")
  .input(organisationListSchema)
  .query(async ({ ctx, input }) => {
    return await ctx.container.resolve<OrganisationService>("organisationService").list(scopeOf(ctx), input);
  });
