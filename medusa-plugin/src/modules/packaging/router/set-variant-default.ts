import { variantPackagingSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { setVariantDefault as set } from "../set-variant-default";

/** Sets or clears a variant's default packaging (what its shipments draw). */
export const setVariantDefault = accessProcedure("orderPackaging")
  .input(variantPackagingSchema)
  .mutation(async ({ ctx, input }) => {
    await set(ctx.services.manager, ctx.organisationId, input.variantId, input.packagingId);
    return { ok: true };
  });
