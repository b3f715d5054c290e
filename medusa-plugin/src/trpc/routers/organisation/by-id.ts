import { organisationIdSchema } from "@platform/domain";
import type MemberService from "../../../services/member";
import type OrganisationService from "../../../services/organisation";
import { roleProcedure } from "../../trpc";
import { scopeOf } from "./scope";
import { organisationView } from "./view";

/** One organisation's details and members, for support (any) and an agency (its clients). */
export const byId = roleProcedure("support", "agency")
  .input(organisationIdSchema)
  .query(async ({ ctx, input }) => {
    const organisation = await ctx.container
      .resolve<OrganisationService>("organisationService")
      .retrieveVisible(scopeOf(ctx), input.organisationId);
    const members = await ctx.container.resolve<MemberService>("memberService").list(organisation.id);
    return { ...organisationView(organisation), members };
  });
