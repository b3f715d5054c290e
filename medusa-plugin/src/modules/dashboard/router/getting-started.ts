import { accessProcedure } from "../../../trpc/trpc";
import { dismissGettingStarted as dismiss, gettingStarted as read } from "../data-access/getting-started";

/** The new merchant's checklist, each step ticked from the organisation's own data. */
export const gettingStarted = accessProcedure("gettingStarted").query(async ({ ctx }) => {
  return await read(ctx.services.manager, ctx.organisationId);
});

/** Puts the checklist away for everyone of the organisation. */
export const dismissGettingStarted = accessProcedure("gettingStarted").mutation(async ({ ctx }) => {
  await dismiss(ctx.services.manager, ctx.organisationId, ctx.customerId);
  return await read(ctx.services.manager, ctx.organisationId);
});
