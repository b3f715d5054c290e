import { printTemplateSchema } from "@platform/domain";
import { orderPackagingProcedure } from "./procedure";

/** Whether the product's custom-size print template can be downloaded, and its sales so far. */
export const printTemplateStatus = orderPackagingProcedure
  .input(printTemplateSchema)
  .query(
    async ({ ctx, input }) => await ctx.services.packaging.printTemplateStatus(ctx.organisationId, input.variantId),
  );
