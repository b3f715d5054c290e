import { accessProcedure } from "../../../trpc/trpc";

/** The new merchant's checklist, each step ticked from the organisation's own data. */
export const gettingStarted = accessProcedure("gettingStarted").query(
  async ({ ctx }) => await ctx.services.dashboard.gettingStarted(ctx.organisationId),
);

/** Puts the checklist away for everyone of the organisation. */
export const dismissGettingStarted = accessProcedure("gettingStarted").mutation(
  async ({ ctx }) => await ctx.services.dashboard.dismissGettingStarted(ctx.organisationId, ctx.customerId),
);
