import { variantPackagingSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Sets or clears a variant's default packaging (what its shipments draw). */
export const setVariantDefault = accessProcedure("orderPackaging")
  .input(variantPackagingSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.packaging.setVariantDefault(ctx.organisationId, input.variantId, input.packagingId);
    return { ok: true };
  });
