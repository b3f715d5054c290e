import type {
  InvoiceListInput,
  RecordPaymentInput,
  RefundCardInput,
  RunInvoicesInput,
  UploadProofInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import type { LocationStockService } from "../locations";
import type { UploadService } from "../uploads";
import { applyPayment, type Payment } from "./apply-payment";
import { applyRefund } from "./apply-refund";
import { cancelInvoice } from "./cancel-invoice";
import { invoiceCorrectedForClaim } from "./data-access/invoices";
import { expireCheckouts } from "./expire-checkouts";
import { getInvoice } from "./get-invoice";
import { type CreditedClaim, issueCreditNote } from "./issue-credit-note";
import { listInvoices } from "./list-invoices";
import { orderSource } from "./order-source";
import { prepareInvoices } from "./prepare-invoices";
import { recordPayment } from "./record-payment";
import { BOOKING_SOURCE, PACKAGING_ORDER_SOURCE, RETOUR_SOURCE, STOCK_ORDER_SOURCE } from "./record-sources";
import { refundCard } from "./refund-card";
import { renderInvoicePdf } from "./render-invoice-pdf";
import { reverseRefund } from "./reverse-refund";
import { runInvoices } from "./run-invoices";
import { type InvoiceLineDraft, registerInvoiceSource } from "./sources";
import type { InvoiceDetail, InvoiceViewer, RunResult } from "./types";
import { uploadProof } from "./upload-proof";
import { type WriteInvoiceInput, writeInvoice } from "./write-invoice";

type InjectedDependencies = {
  manager: EntityManager;
  locationStockService: LocationStockService;
  uploadService: UploadService;
};

/**
 * Invoices and credit notes (`invoiceService`): the invoice run over every registered source,
 * gapless numbers, payments (bank proof, support's records, card), cancelling, and stock drawn
 * exactly once when an invoice becomes paid (spec §9). Each method is one use case of this module.
 */
export default class InvoiceService extends PlatformService {
  protected readonly uploads_: UploadService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.uploads_ = container.uploadService;
    registerInvoiceSource(orderSource(container.locationStockService));
    for (const source of [STOCK_ORDER_SOURCE, PACKAGING_ORDER_SOURCE, BOOKING_SOURCE, RETOUR_SOURCE]) {
      registerInvoiceSource(source);
    }
  }

  /** The invoice run: every organisation (or one), each in its own transaction. */
  async run(input: RunInvoicesInput, actor: string | null): Promise<RunResult> {
    return await runInvoices(this.activeManager_, input, (organisationId, until) =>
      this.prepareFor(organisationId, until, actor),
    );
  }

  /** One organisation's invoices (one per currency), whole or not at all. */
  async prepareFor(organisationId: string, until: Date, actor: string | null) {
    return await this.transaction_((manager) => prepareInvoices(manager, organisationId, until, actor));
  }

  /** A claim's credit note, in the claim decision's transaction. */
  async creditForClaim(manager: EntityManager, claim: CreditedClaim, actor: string) {
    return await issueCreditNote(manager, claim, actor);
  }

  /** After a claim's credit note committed: no card session for the old amount stays payable. */
  async creditIssued(claimId: string): Promise<void> {
    const invoiceId = await invoiceCorrectedForClaim(this.activeManager_, claimId);
    if (invoiceId) await expireCheckouts(this.activeManager_, invoiceId);
  }

  /**
   * Issues one document with the given lines in its own transaction (the demo data; sources that
   * are invoiced one by one rather than by the run).
   */
  async issue(input: Omit<WriteInvoiceInput, "lines"> & { lines: InvoiceLineDraft[] }) {
    return await this.transaction_((manager) => writeInvoice(manager, input));
  }

  async list(viewer: InvoiceViewer, input: InvoiceListInput) {
    return await listInvoices(this.activeManager_, viewer, input);
  }

  async get(viewer: InvoiceViewer, invoiceId: string): Promise<InvoiceDetail> {
    return await getInvoice(this.activeManager_, this.uploads_, viewer, invoiceId);
  }

  async pdf(viewer: InvoiceViewer, invoiceId: string): Promise<{ number: string; bytes: Buffer }> {
    const detail = await this.get(viewer, invoiceId);
    return { number: detail.number, bytes: await renderInvoicePdf(detail) };
  }

  async uploadProof(organisationId: string, customerId: string, input: UploadProofInput): Promise<InvoiceDetail> {
    await this.transaction_((manager) => uploadProof(manager, this.uploads_, { organisationId, customerId }, input));
    return await this.get({ organisationId, support: false }, input.invoiceId);
  }

  async recordPayment(customerId: string, input: RecordPaymentInput): Promise<InvoiceDetail> {
    await this.transaction_((manager) => recordPayment(manager, customerId, input));
    // The amount due changed: a card session for the old amount may no longer be paid.
    await expireCheckouts(this.activeManager_, input.invoiceId);
    return await this.get({ organisationId: null, support: true }, input.invoiceId);
  }

  /** Support refunds card money from the invoice: Stripe refund + credit note + booking, once per request. */
  async refundCard(customerId: string, input: RefundCardInput): Promise<InvoiceDetail> {
    await this.transaction_((manager) => refundCard(manager, customerId, input));
    return await this.get({ organisationId: null, support: true }, input.invoiceId);
  }

  /** A payment in the caller's transaction (card payments book theirs from the webhook). */
  async applyPayment(manager: EntityManager, payment: Payment) {
    return await applyPayment(manager, payment);
  }

  async applyRefund(
    manager: EntityManager,
    refund: { invoiceId: string; amount: number; externalId: string; action?: "invoice.dispute_lost" },
  ) {
    return await applyRefund(manager, refund);
  }

  async reverseRefund(manager: EntityManager, reversal: { invoiceId: string; amount: number; externalId: string }) {
    return await reverseRefund(manager, reversal);
  }

  async cancel(invoiceId: string): Promise<InvoiceDetail> {
    await this.transaction_((manager) => cancelInvoice(manager, invoiceId));
    await expireCheckouts(this.activeManager_, invoiceId);
    return await this.get({ organisationId: null, support: true }, invoiceId);
  }
}
