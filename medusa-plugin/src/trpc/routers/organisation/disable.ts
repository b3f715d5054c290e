import { disableOrganisationSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { roleProcedure } from "../../trpc";
import { organisationView } from "./view";

/** Support disables an organisation as of a day (today or later, platform time zone). */
export const disable = roleProcedure("support")
  .input(disableOrganisationSchema)
  .mutation(async ({ ctx, input }) => {
    const organisations = ctx.container.resolve<OrganisationService>("organisationService");
    return organisationView(await organisations.disableFrom(input.organisationId, input.date));
  });
