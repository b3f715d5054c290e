import { organisationIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../../trpc/trpc";
import { organisationView } from "../view";

const decide = (decision: "approve" | "decline") =>
  accessProcedure("waitlist")
    .input(organisationIdSchema)
    .mutation(async ({ ctx, input }) => {
      const organisations = ctx.services.organisations;
      return organisationView(await organisations.decideWaitlist(input.organisationId, decision));
    });

/** Support approves: the organisation becomes active and its owners are mailed. */
export const approve = decide("approve");
/** Support declines: the organisation is marked declined and its owners are mailed. */
export const decline = decide("decline");
