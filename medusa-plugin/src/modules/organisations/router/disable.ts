import { disableOrganisationSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { organisationView } from "./view";

/** Support disables an organisation as of a day (today or later, platform time zone). */
export const disable = accessProcedure("superviseOrganisations")
  .input(disableOrganisationSchema)
  .mutation(async ({ ctx, input }) => {
    const organisations = ctx.services.organisations;
    return organisationView(await organisations.disableFrom(input.organisationId, input.date));
  });
