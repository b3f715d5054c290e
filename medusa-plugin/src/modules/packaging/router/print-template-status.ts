import { printTemplateSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** Whether the product's custom-size print template can be downloaded, and its sales so far. */
export const printTemplateStatus = accessProcedure("orderPackaging")
  .input(printTemplateSchema)
  .query(
    async ({ ctx, input }) => await ctx.services.packaging.printTemplateStatus(ctx.organisationId, input.variantId),
  );
