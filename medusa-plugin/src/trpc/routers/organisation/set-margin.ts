import { agencyMarginSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { roleProcedure } from "../../trpc";
import { organisationView } from "./view";

/** Agency margin: the agency's percent for one of its client organisations. */
export const setMargin = roleProcedure("agency")
  .input(agencyMarginSchema)
  .mutation(async ({ ctx, input }) => {
    const organisations = ctx.container.resolve<OrganisationService>("organisationService");
    return organisationView(await organisations.setAgencyMargin(ctx.organisationId, input));
  });
