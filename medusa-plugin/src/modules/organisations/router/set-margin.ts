import { agencyMarginSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { organisationView } from "./view";

/** Agency margin: the agency's percent for one of its client organisations. */
export const setMargin = accessProcedure("agencyMargin")
  .input(agencyMarginSchema)
  .mutation(async ({ ctx, input }) => {
    const organisations = ctx.services.organisations;
    return organisationView(await organisations.setAgencyMargin(ctx.organisationId, input));
  });
