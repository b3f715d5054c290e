import { apiInvoiceDetailSchema, invoiceIdSchema, scopeOf } from "@platform/domain";
import type { InvoiceService } from "../../../../../modules/invoices";
import { apiRoute, documented } from "../../../../rest-api";

/** GET /api/v1/invoices/:id — one invoice or credit note with its lines and payments. */
export const GET = apiRoute({ scope: scopeOf("invoices", "read"), access: "invoices" }, async ({ caller, req }) => {
  const { invoiceId } = invoiceIdSchema.parse({ invoiceId: req.params.id });
  const invoice = await req.scope
    .resolve<InvoiceService>("invoiceService")
    .get({ organisationId: caller.organisationId, support: false }, invoiceId);
  return { status: 200, body: documented(apiInvoiceDetailSchema, invoice) };
});
