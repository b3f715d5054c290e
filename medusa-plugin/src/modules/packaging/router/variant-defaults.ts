import { accessProcedure } from "../../../trpc/trpc";
import { listVariantDefaults } from "../list-variant-defaults";

/** The caller's variants' default packaging. */
export const variantDefaults = accessProcedure("orderPackaging").query(
  async ({ ctx }) => await listVariantDefaults(ctx.services.manager, ctx.organisationId),
);
