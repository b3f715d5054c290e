import { printTemplateSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { makePrintTemplate } from "../make-print-template";

/** The custom-size print template (SVG); refused until the product has 10 sales. */
export const printTemplate = accessProcedure("orderPackaging")
  .input(printTemplateSchema)
  .mutation(
    async ({ ctx, input }) => await makePrintTemplate(ctx.services.manager, ctx.organisationId, input.variantId),
  );
