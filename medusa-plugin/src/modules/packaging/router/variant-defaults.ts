import { accessProcedure } from "../../../trpc/trpc";

/** The caller's variants' default packaging. */
export const variantDefaults = accessProcedure("orderPackaging").query(
  async ({ ctx }) => await ctx.services.packaging.variantDefaults(ctx.organisationId),
);
