import { organisationUpdateSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { memberRoleProcedure } from "../../trpc";
import { organisationView } from "./view";

export const update = memberRoleProcedure("owner", "admin")
  .input(organisationUpdateSchema)
  .mutation(async ({ ctx, input }) => {
    const organisations = ctx.container.resolve<OrganisationService>("organisationService");
    return organisationView(await organisations.updateDetails(ctx.organisationId, input));
  });
