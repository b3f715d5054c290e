import { organisationUpdateSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { organisationView } from "./view";

export const update = accessProcedure("manageOrganisation")
  .input(organisationUpdateSchema)
  .mutation(async ({ ctx, input }) => {
    const organisations = ctx.services.organisations;
    return organisationView(await organisations.updateDetails(ctx.organisationId, input));
  });
