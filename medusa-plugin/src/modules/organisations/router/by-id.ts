import { organisationIdSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { scopeOf } from "./scope";
import { organisationView } from "./view";

/** One organisation's details and members, for support (any) and an agency (its clients). */
export const byId = accessProcedure("organisations")
  .input(organisationIdSchema)
  .query(async ({ ctx, input }) => {
    const organisation = await ctx.services.organisations.retrieveVisible(scopeOf(ctx), input.organisationId);
    const members = await ctx.services.members.list(organisation.id);
    return { ...organisationView(organisation), members };
  });
