import { containerSettingsSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { memberRoleProcedure } from "../../trpc";
import { organisationView } from "./view";

export const updateContainer = memberRoleProcedure("owner", "admin")
  .input(containerSettingsSchema)
  .mutation(async ({ ctx, input }) => {
    const organisations = ctx.container.resolve<OrganisationService>("organisationService");
    return organisationView(await organisations.updateContainer(ctx.organisationId, input));
  });
