import { containerSettingsSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { organisationView } from "./view";

export const updateContainer = accessProcedure("manageOrganisation")
  .input(containerSettingsSchema)
  .mutation(async ({ ctx, input }) => {
    const organisations = ctx.services.organisations;
    return organisationView(await organisations.updateContainer(ctx.organisationId, input));
  });
