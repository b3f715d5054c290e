import { organisationIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { organisationView } from "./view";

export const enable = accessProcedure("superviseOrganisations")
  .input(organisationIdSchema)
  .mutation(async ({ ctx, input }) => {
    return organisationView(await ctx.services.organisations.enable(input.organisationId));
  });
