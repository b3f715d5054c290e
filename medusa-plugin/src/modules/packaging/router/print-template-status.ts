import { printTemplateSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { getPrintTemplateStatus } from "../get-print-template-status";

/** Whether the product's custom-size print template can be downloaded, and its sales so far. */
export const printTemplateStatus = accessProcedure("orderPackaging")
  .input(printTemplateSchema)
  .query(
    async ({ ctx, input }) => await getPrintTemplateStatus(ctx.services.manager, ctx.organisationId, input.variantId),
  );
