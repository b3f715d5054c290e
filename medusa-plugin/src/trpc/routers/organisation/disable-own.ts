import { disableOwnAccountSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { memberRoleProcedure } from "../../trpc";

/** User settings → disable account: the owner disables their organisation at once. */
export const disableOwn = memberRoleProcedure("owner")
  .input(disableOwnAccountSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.container
      .resolve<OrganisationService>("organisationService")
      .disableOwn(ctx.organisationId, input.confirmName);
    return { disabled: true };
  });
