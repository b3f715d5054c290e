import {
  INVOICE_MESSAGES,
  type InvoiceListInput,
  type InvoiceStatus,
  isPayable,
  mayCancel,
  type RecordPaymentInput,
  type RunInvoicesInput,
  statusAfterPayment,
  type UploadProofInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../lib/audit";
import { DomainError } from "../lib/domain-error";
import { renderInvoicePdf } from "../lib/invoice-pdf";
import {
  BOOKING_SOURCE,
  PACKAGING_ORDER_SOURCE,
  RETOUR_SOURCE,
  STOCK_ORDER_SOURCE,
} from "../lib/invoice-record-sources";
import {
  type InvoiceLineDraft,
  invoiceSource,
  invoiceSources,
  ORDER_SOURCE,
  registerInvoiceSource,
} from "../lib/invoice-sources";
import {
  INVOICE_SUBJECT,
  type InvoiceDetail,
  type InvoiceViewer,
  invoiceDetail,
  invoiceList,
} from "../lib/invoice-views";
import { newId, type WriteInvoiceInput, writeInvoice } from "../lib/invoice-writer";
import { PlatformService } from "../lib/platform-service";
import type LocationStockService from "./location-stock";
import type UploadService from "./upload";

type InjectedDependencies = {
  manager: EntityManager;
  locationStockService: LocationStockService;
  uploadService: UploadService;
};

export type RunResult = {
  created: Array<{ id: string; number: string; organisationId: string }>;
  problems: Array<{ organisationId: string; organisationName: string; i18nKey: string }>;
};

/**
 * Invoices and credit notes: the invoice run over every registered source, gapless numbers,
 * payments (bank proof, support's records, card), cancelling, and stock drawn exactly once when
 * an invoice becomes paid (spec §9).
 */
export default class InvoiceService extends PlatformService {
  protected readonly locations_: LocationStockService;
  protected readonly uploads_: UploadService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.locations_ = container.locationStockService;
    this.uploads_ = container.uploadService;
    const locations = container.locationStockService;
    registerInvoiceSource({
      ...ORDER_SOURCE,
      // Spec §9: an order draws on its reserved stock once its invoice is paid.
      async paid(manager, orderIds) {
        for (const orderId of orderIds) {
          const [reserved] = await manager.query(
            `SELECT 1 FROM stock_reservation WHERE order_id = $1 AND status = 'awaiting_payment' LIMIT 1`,
            [orderId],
          );
          if (reserved) await locations.drawOrder(manager, orderId);
        }
      },
    });
    for (const source of [STOCK_ORDER_SOURCE, PACKAGING_ORDER_SOURCE, BOOKING_SOURCE, RETOUR_SOURCE]) {
      registerInvoiceSource(source);
    }
  }

  /**
   * The invoice run: one invoice per organisation (and currency) over everything invoiceable up
   * to now, each in its own transaction. A problem with one organisation is logged and reported,
   * and leaves no half invoice; the others go on.
   */
  async run(input: RunInvoicesInput, actor: string | null): Promise<RunResult> {
    const until = new Date();
    const organisations = new Set<string>();
    if (input.organisationId) organisations.add(input.organisationId);
    else {
      for (const source of invoiceSources()) {
        for (const id of await source.organisationsWithPending(this.activeManager_, until)) organisations.add(id);
      }
    }
    const result: RunResult = { created: [], problems: [] };
    for (const organisationId of [...organisations].sort()) {
      try {
        result.created.push(...(await this.prepareFor(organisationId, until, actor)));
      } catch (error) {
        console.error(`[invoices] preparing the invoice of ${organisationId} failed`, error);
        const [org] = await this.activeManager_.query(`SELECT name FROM organisation WHERE id = $1`, [organisationId]);
        result.problems.push({
          organisationId,
          organisationName: org?.name ?? organisationId,
          i18nKey: INVOICE_MESSAGES.preparationFailed,
        });
      }
    }
    return result;
  }

  /** One organisation's invoices (one per currency), whole or not at all. */
  async prepareFor(organisationId: string, until: Date, actor: string | null) {
    return await this.transaction_(async (manager) => {
      // Two runs for one organisation queue here; the second finds nothing left to invoice.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('invoice-run:' || $1))`, [organisationId]);
      const lines: InvoiceLineDraft[] = [];
      for (const source of invoiceSources()) lines.push(...(await source.pending(manager, organisationId, until)));
      const created: RunResult["created"] = [];
      for (const currency of [...new Set(lines.map((line) => line.currencyCode))].sort()) {
        const ofCurrency = lines.filter((line) => line.currencyCode === currency);
        const invoice = await writeInvoice(manager, { organisationId, type: "invoice", lines: ofCurrency, actor });
        created.push(invoice);
        for (const source of invoiceSources()) {
          const ids = [
            ...new Set(ofCurrency.filter((line) => line.sourceType === source.type).map((line) => line.sourceId)),
          ];
          if (ids.length) await source.markInvoiced(manager, ids, invoice.id);
        }
      }
      return created;
    });
  }

  /**
   * A credit note (type credit) for a claim decided as refunded or credit, linked to the invoice
   * of the claim's order when it has one. Runs in the decision's transaction; one per claim.
   */
  async creditForClaim(
    manager: EntityManager,
    claim: {
      id: string;
      orderId: string;
      organisationId: string;
      orderNumber: string;
      amount: number;
      currencyCode: string;
    },
    actor: string,
  ): Promise<{ id: string; number: string } | null> {
    const [existing] = await manager.query(`SELECT id FROM invoice WHERE claim_id = $1`, [claim.id]);
    if (existing) return null;
    const [corrects] = await manager.query(
      `SELECT i.id FROM invoice_line l JOIN invoice i ON i.id = l.invoice_id
        WHERE l.source_type = 'order' AND l.source_id = $1 AND i.type = 'invoice' AND i.status <> 'cancelled'
        ORDER BY i.created_at DESC LIMIT 1`,
      [claim.orderId],
    );
    // The claim's amount is what the customer gets back, tax included (what they paid).
    const line: InvoiceLineDraft = {
      sourceType: "claim",
      sourceId: claim.id,
      kind: "credit",
      description: claim.orderNumber,
      quantity: 1,
      unitAmount: claim.amount,
      netAmount: claim.amount,
      taxRate: 0,
      taxAmount: 0,
      currencyCode: claim.currencyCode,
      happenedAt: new Date(),
    };
    const created = await writeInvoice(manager, {
      organisationId: claim.organisationId,
      type: "credit",
      lines: [line],
      actor,
      claimId: claim.id,
      correctsInvoiceId: corrects?.id ?? null,
    });
    return { id: created.id, number: created.number };
  }

  /**
   * Issues one document with the given lines in its own transaction (the demo data; sources that
   * are invoiced one by one rather than by the run).
   */
  async issue(input: Omit<WriteInvoiceInput, "lines"> & { lines: InvoiceLineDraft[] }) {
    return await this.transaction_(async (manager) => await writeInvoice(manager, input));
  }

  async list(viewer: InvoiceViewer, input: InvoiceListInput) {
    return await invoiceList(this.activeManager_, viewer, input);
  }

  async get(viewer: InvoiceViewer, invoiceId: string): Promise<InvoiceDetail> {
    const detail = await invoiceDetail(this.activeManager_, this.uploads_, viewer, invoiceId);
    if (!detail) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
    return detail;
  }

  async pdf(viewer: InvoiceViewer, invoiceId: string): Promise<{ number: string; bytes: Buffer }> {
    const detail = await this.get(viewer, invoiceId);
    return { number: detail.number, bytes: await renderInvoicePdf(detail) };
  }

  /** The customer's bank transfer proof: the invoice becomes customer_proved until support records the payment. */
  async uploadProof(organisationId: string, customerId: string, input: UploadProofInput): Promise<InvoiceDetail> {
    await this.transaction_(async (manager) => {
      const [invoice] = await manager.query(
        `SELECT id, number, status FROM invoice WHERE id = $1 AND organisation_id = $2 AND type = 'invoice' FOR UPDATE`,
        [input.invoiceId, organisationId],
      );
      if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
      if (!isPayable(invoice.status)) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.notPayable);
      const files = await this.uploads_.attach(manager, {
        organisationId,
        uploadIds: input.files.map((file) => file.id),
        subjectType: INVOICE_SUBJECT,
        subjectId: invoice.id,
      });
      await manager.query(`UPDATE invoice SET status = 'customer_proved', updated_at = now() WHERE id = $1`, [
        invoice.id,
      ]);
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
    });
    return await this.get({ organisationId, support: false }, input.invoiceId);
  }

  /** Support records a bank payment: the whole open amount or a part of it. */
  async recordPayment(customerId: string, input: RecordPaymentInput): Promise<InvoiceDetail> {
    await this.transaction_(async (manager) => {
      const [invoice] = await manager.query(`SELECT total, amount_paid FROM invoice WHERE id = $1 FOR UPDATE`, [
        input.invoiceId,
      ]);
      if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
      const open = Number(invoice.total) - Number(invoice.amount_paid);
      const amount = input.kind === "full" ? open : input.amount;
      if (input.kind === "partial" && amount > open) {
        throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.amountTooHigh, "amount");
      }
      await this.applyPayment(manager, { invoiceId: input.invoiceId, amount, method: "bank", actor: customerId });
    });
    return await this.get({ organisationId: null, support: true }, input.invoiceId);
  }

  /**
   * Books a payment on a locked-or-not invoice and moves its status; when it becomes paid, every
   * source's `paid` runs — exactly once, guarded by stock_drawn_at under the row lock. A payment
   * with a provider's id that is already booked (a repeated webhook) changes nothing.
   */
  async applyPayment(
    manager: EntityManager,
    payment: { invoiceId: string; amount: number; method: "bank" | "card"; actor: string | null; externalId?: string },
  ): Promise<{ status: InvoiceStatus; applied: boolean }> {
    const [invoice] = await manager.query(
      `SELECT id, number, organisation_id, status, total, amount_paid, stock_drawn_at FROM invoice WHERE id = $1 FOR UPDATE`,
      [payment.invoiceId],
    );
    if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
    if (payment.externalId) {
      const [seen] = await manager.query(`SELECT 1 FROM invoice_payment WHERE external_id = $1`, [payment.externalId]);
      if (seen) return { status: invoice.status, applied: false };
    }
    if (!isPayable(invoice.status)) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.notPayable);
    if (payment.amount <= 0) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.amountInvalid, "amount");
    await manager.query(
      `INSERT INTO invoice_payment (id, invoice_id, method, amount, external_id, created_by) VALUES ($1,$2,$3,$4,$5,$6)`,
      [newId("invpay"), invoice.id, payment.method, payment.amount, payment.externalId ?? null, payment.actor],
    );
    const paid = Number(invoice.amount_paid) + payment.amount;
    const status = statusAfterPayment(Number(invoice.total), paid);
    await manager.query(
      `UPDATE invoice SET amount_paid = $2, status = $3::varchar, paid_at = CASE WHEN $3::varchar = 'paid' THEN now() ELSE paid_at END,
              updated_at = now() WHERE id = $1`,
      [invoice.id, paid, status],
    );
    await recordAudit(manager, {
      organisationId: invoice.organisation_id,
      subjectType: "invoice",
      subjectId: invoice.id,
      subjectLabel: invoice.number,
      action: "invoice.payment_recorded",
      before: { status: invoice.status, amount_paid: Number(invoice.amount_paid), payment: null },
      after: { status, amount_paid: paid, payment: { method: payment.method, amount: payment.amount } },
      actor: payment.actor ?? "system",
    });
    if (status === "paid" && !invoice.stock_drawn_at) {
      await this.runPaidHooks(manager, invoice.id);
      await manager.query(`UPDATE invoice SET stock_drawn_at = now() WHERE id = $1`, [invoice.id]);
    }
    return { status, applied: true };
  }

  private async runPaidHooks(manager: EntityManager, invoiceId: string): Promise<void> {
    const rows: Array<{ source_type: string; source_id: string }> = await manager.query(
      `SELECT DISTINCT source_type, source_id FROM invoice_line WHERE invoice_id = $1 ORDER BY source_type, source_id`,
      [invoiceId],
    );
    for (const type of new Set(rows.map((row) => row.source_type))) {
      const source = invoiceSource(type);
      const ids = rows.filter((row) => row.source_type === type).map((row) => row.source_id);
      if (source?.paid) await source.paid(manager, ids);
    }
  }

  /** Support cancels an invoice nobody has paid anything of; its number stays used, its sources are invoiceable again. */
  async cancel(invoiceId: string): Promise<InvoiceDetail> {
    await this.transaction_(async (manager) => {
      const [invoice] = await manager.query(
        `SELECT number, organisation_id, status, amount_paid FROM invoice WHERE id = $1 FOR UPDATE`,
        [invoiceId],
      );
      if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
      if (!mayCancel(invoice.status, Number(invoice.amount_paid))) {
        throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.notCancellable);
      }
      await manager.query(`UPDATE invoice SET status = 'cancelled', updated_at = now() WHERE id = $1`, [invoiceId]);
      await recordAudit(manager, {
        organisationId: invoice.organisation_id,
        subjectType: "invoice",
        subjectId: invoiceId,
        subjectLabel: invoice.number,
        action: "invoice.cancelled",
        before: { status: invoice.status },
        after: { status: "cancelled" },
      });
      const rows: Array<{ source_type: string; source_id: string }> = await manager.query(
        `SELECT DISTINCT source_type, source_id FROM invoice_line WHERE invoice_id = $1`,
        [invoiceId],
      );
      for (const type of new Set(rows.map((row) => row.source_type))) {
        const ids = rows.filter((row) => row.source_type === type).map((row) => row.source_id);
        await invoiceSource(type)?.release(manager, ids);
      }
    });
    return await this.get({ organisationId: null, support: true }, invoiceId);
  }
}
