import { organisationIdSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { roleProcedure } from "../../trpc";
import { organisationView } from "./view";

export const enable = roleProcedure("support")
  .input(organisationIdSchema)
  .mutation(async ({ ctx, input }) => {
    return organisationView(
      await ctx.container.resolve<OrganisationService>("organisationService").enable(input.organisationId),
    );
  });
