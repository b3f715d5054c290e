import { INVOICE_MESSAGES, INVOICE_PROOF_ATTACHMENTS, isPayable, type UploadProofInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import type { UploadService } from "../uploads";
import { lockInvoice, setInvoiceStatus } from "./data-access/invoices";
import { INVOICE_SUBJECT } from "./types";

/**
 * The customer's bank transfer proof on their organisation's invoice (in the caller's
 * transaction): the invoice becomes customer_proved until support records the payment.
 */
export async function uploadProof(
  manager: EntityManager,
  uploads: UploadService,
  caller: { organisationId: string; customerId: string },
  input: UploadProofInput,
): Promise<void> {
  const { organisationId, customerId } = caller;
  const invoice = await lockInvoice(manager, input.invoiceId, organisationId);
  if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
  if (!isPayable(invoice.status)) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.notPayable);
  const files = await uploads.attach(manager, {
    organisationId,
    uploadIds: input.files.map((file) => file.id),
    subjectType: INVOICE_SUBJECT,
    subjectId: invoice.id,
    rule: INVOICE_PROOF_ATTACHMENTS,
  });
  await setInvoiceStatus(manager, invoice.id, "customer_proved");
  await recordAudit(manager, {
    organisationId,
    subjectType: "invoice",
    subjectId: invoice.id,
    subjectLabel: invoice.number,
    action: "invoice.proof_uploaded",
    before: { status: invoice.status },
    after: { status: "customer_proved", files: files.map((file) => file.name) },
    actor: customerId,
  });
}
