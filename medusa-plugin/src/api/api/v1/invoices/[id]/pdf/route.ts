import { invoiceIdSchema, scopeOf } from "@platform/domain";
import type { InvoiceService } from "../../../../../../modules/invoices";
import { apiRoute } from "../../../../../rest-api";

/** GET /api/v1/invoices/:id/pdf — the invoice or credit note as the app's PDF (application/pdf). */
export const GET = apiRoute({ scope: scopeOf("invoices", "read"), access: "invoices" }, async ({ caller, req }) => {
  const { invoiceId } = invoiceIdSchema.parse({ invoiceId: req.params.id });
  const pdf = await req.scope
    .resolve<InvoiceService>("invoiceService")
    .pdf({ organisationId: caller.organisationId, support: false }, invoiceId);
  return {
    status: 200,
    body: null,
    file: {
      contentType: "application/pdf",
      filename: `${pdf.number.replace(/[^A-Za-z0-9-]/g, "")}.pdf`,
      bytes: pdf.bytes,
    },
  };
});
