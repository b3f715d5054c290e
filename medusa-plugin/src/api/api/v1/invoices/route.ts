import { apiInvoicePageSchema, invoiceListSchema, scopeOf } from "@platform/domain";
import type { InvoiceService } from "../../../../modules/invoices";
import { apiRoute, documented, queryInput } from "../../../rest-api";

/** GET /api/v1/invoices — the organisation's invoices and credit notes, newest first, by status, type and payment. */
export const GET = apiRoute({ scope: scopeOf("invoices", "read"), access: "invoices" }, async ({ caller, req }) => {
  const input = invoiceListSchema.parse(queryInput(req));
  const page = await req.scope
    .resolve<InvoiceService>("invoiceService")
    .list({ organisationId: caller.organisationId, support: false }, input);
  return { status: 200, body: documented(apiInvoicePageSchema, { ...page, data: page.items }) };
});
