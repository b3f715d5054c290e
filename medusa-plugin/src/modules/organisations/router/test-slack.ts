import { translate } from "../../../lib/i18n";
import { accessProcedure } from "../../../trpc/trpc";

/** Posts a test message to the saved webhook; answers how many attempts it took. */
export const testSlack = accessProcedure("manageOrganisation").mutation(async ({ ctx }) => {
  const organisations = ctx.services.organisations;
  const text = translate(ctx.locale, "organisations:slack.testMessage", { organisation: ctx.organisation.name });
  return await organisations.sendSlackTest(ctx.organisationId, text);
});
