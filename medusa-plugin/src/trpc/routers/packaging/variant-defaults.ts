import { orderPackagingProcedure } from "./procedure";

/** The caller's variants' default packaging. */
export const variantDefaults = orderPackagingProcedure.query(
  async ({ ctx }) => await ctx.services.packaging.variantDefaults(ctx.organisationId),
);
