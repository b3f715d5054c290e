import { printTemplateSchema } from "@platform/domain";
import { orderPackagingProcedure } from "./procedure";

/** The custom-size print template (SVG); refused until the product has 10 sales. */
export const printTemplate = orderPackagingProcedure
  .input(printTemplateSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.packaging.printTemplate(ctx.organisationId, input.variantId));
