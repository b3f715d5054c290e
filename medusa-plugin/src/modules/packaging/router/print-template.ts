import { printTemplateSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

/** The custom-size print template (SVG); refused until the product has 10 sales. */
export const printTemplate = accessProcedure("orderPackaging")
  .input(printTemplateSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.packaging.printTemplate(ctx.organisationId, input.variantId));
