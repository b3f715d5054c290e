import { disableOwnAccountSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** User settings → disable account: the owner disables their organisation at once. */
export const disableOwn = accessProcedure("disableOwnOrganisation")
  .input(disableOwnAccountSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.organisations.disableOwn(ctx.organisationId, input.confirmName);
    return { disabled: true };
  });
