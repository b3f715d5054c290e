import { waitlistStanding } from "../data-access/merchant";
import { roleProcedure } from "./role-procedure";

/** Where the application stands and what happens next. */
export const waitlist = roleProcedure("waitlist").query(async ({ ctx }) => {
  return await waitlistStanding(ctx.services.manager, ctx.organisationId);
});
