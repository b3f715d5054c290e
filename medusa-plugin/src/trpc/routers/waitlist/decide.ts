import { organisationIdSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { roleProcedure } from "../../trpc";
import { organisationView } from "../organisation/view";

const decide = (decision: "approve" | "decline") =>
  roleProcedure("support")
    .input(organisationIdSchema)
    .mutation(async ({ ctx, input }) => {
      const organisations = ctx.container.resolve<OrganisationService>("organisationService");
      return organisationView(await organisations.decideWaitlist(input.organisationId, decision));
    });

/** Support approves: the organisation becomes active and its owners are mailed. */
export const approve = decide("approve");
/** Support declines: the organisation is marked declined and its owners are mailed. */
export const decline = decide("decline");
