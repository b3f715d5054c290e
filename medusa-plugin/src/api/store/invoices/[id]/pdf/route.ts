import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { DomainError } from "../../../../../lib/domain-error";
import type { InvoiceService } from "../../../../../modules/invoices";
import { memberRequest } from "../../../../member-request";

/**
 * GET /store/invoices/:id/pdf — the invoice or credit note as a PDF, for its organisation (a
 * disabled one too), its agency and support. Bearer-authenticated; the SPA hands the blob on.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const caller = await memberRequest(req, res, "invoices");
  if (!caller) return;
  const { membership, fail } = caller;
  const invoiceId = String(req.params.id ?? "").slice(0, 64);
  const viewer =
    membership.role === "support"
      ? { organisationId: null, support: true }
      : { organisationId: membership.organisation.id, support: false };
  try {
    const pdf = await req.scope.resolve<InvoiceService>("invoiceService").pdf(viewer, invoiceId);
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `attachment; filename="${pdf.number.replace(/[^A-Za-z0-9-]/g, "")}.pdf"`);
    res.setHeader("Cache-Control", "private, no-store");
    res.status(200).end(pdf.bytes);
  } catch (error) {
    if (error instanceof DomainError) return fail(404, error.i18nKey);
    console.error("[invoices] rendering the PDF failed", error);
    return fail(500, "common:errors.somethingWentWrong");
  }
}
