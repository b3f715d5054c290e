import { translate } from "../../../lib/i18n";
import type OrganisationService from "../../../services/organisation";
import { memberRoleProcedure } from "../../trpc";

/** Posts a test message to the saved webhook; answers how many attempts it took. */
export const testSlack = memberRoleProcedure("owner", "admin").mutation(async ({ ctx }) => {
  const organisations = ctx.container.resolve<OrganisationService>("organisationService");
  const text = translate(ctx.locale, "organisations:slack.testMessage", { organisation: ctx.organisation.name });
  return await organisations.sendSlackTest(ctx.organisationId, text);
});
