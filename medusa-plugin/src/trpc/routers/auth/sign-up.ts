import { signUpSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { publicProcedure } from "../../trpc";

/** Creates the customer and a merchant organisation on the waitlist; the client then signs in through medusa-js. */
export const signUp = publicProcedure.input(signUpSchema).mutation(async ({ ctx, input }) => {
  const organisations = ctx.container.resolve<OrganisationService>("organisationService");
  const membership = await organisations.signUpMerchant(input, ctx.locale);
  return { organisationId: membership.organisation.id, role: membership.role };
});
