import { memberProcedure } from "../../../trpc/trpc";
import { organisationView } from "./view";

/** The caller's own organisation with company details, Slack and Container settings. */
export const get = memberProcedure.query(async ({ ctx }) => {
  const organisation = await ctx.services.organisations.retrieve(ctx.organisationId);
  return organisationView(organisation);
});
