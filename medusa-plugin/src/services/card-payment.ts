import { type ConfirmCardPaymentInput, INVOICE_MESSAGES, mayPayByCard } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { Stripe, stripe, stripeConfig } from "../lib/stripe";
import type InvoiceService from "./invoice";

type InjectedDependencies = { manager: EntityManager; invoiceService: InvoiceService };

export type CardPaymentStart = { paymentIntentId: string; amount: number; currencyCode: string };

/**
 * Card payment of an invoice through Stripe (the official SDK; the local fake Stripe without
 * credentials). The caller's organisation starts a payment intent for the invoice's open amount
 * (the invoice and organisation in its metadata), confirms it with a card through us, and the
 * invoice becomes paid only when Stripe's signed `payment_intent.succeeded` webhook arrives:
 * `InvoiceService.applyPayment` with the intent's id, under the invoice's row lock, so a repeated
 * or concurrent delivery books nothing twice and the order's stock is drawn once.
 */
export default class CardPaymentService extends PlatformService {
  protected readonly invoices_: InvoiceService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.invoices_ = container.invoiceService;
  }

  /** The organisation's own open (or partially paid) invoice, or NOT_FOUND / notPayable. */
  private async payableInvoice(organisationId: string, invoiceId: string) {
    const [invoice] = await this.activeManager_.query(
      `SELECT id, number, status, total, amount_paid, currency_code FROM invoice
        WHERE id = $1 AND organisation_id = $2 AND type = 'invoice'`,
      [invoiceId, organisationId],
    );
    if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
    const open = Number(invoice.total) - Number(invoice.amount_paid);
    if (!mayPayByCard(invoice.status) || open <= 0) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.notPayable);
    return {
      id: invoice.id as string,
      number: invoice.number as string,
      open,
      currencyCode: invoice.currency_code as string,
    };
  }

  /** Step 1: a payment intent for the invoice's open amount. */
  async start(organisationId: string, customerId: string, invoiceId: string): Promise<CardPaymentStart> {
    if (!stripeConfig.isConfigured()) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.cardUnavailable);
    const invoice = await this.payableInvoice(organisationId, invoiceId);
    const intent = await stripe().paymentIntents.create({
      amount: invoice.open,
      currency: invoice.currencyCode,
      description: `Invoice ${invoice.number}`,
      metadata: {
        invoice_id: invoice.id,
        invoice_number: invoice.number,
        organisation_id: organisationId,
        customer_id: customerId,
      },
    });
    return { paymentIntentId: intent.id, amount: intent.amount, currencyCode: invoice.currencyCode };
  }

  /**
   * Step 2: confirms the organisation's own intent for this invoice with the chosen card. A
   * declined card is `cardDeclined` and the invoice stays as it was; success is answered at once,
   * but the invoice is paid by the webhook.
   */
  async confirm(organisationId: string, input: ConfirmCardPaymentInput): Promise<{ status: string }> {
    if (!stripeConfig.isConfigured()) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.cardUnavailable);
    const intent = await stripe()
      .paymentIntents.retrieve(input.paymentIntentId)
      .catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      });
    // Another organisation's intent, or one for another invoice, is as good as none.
    if (
      !intent ||
      intent.metadata.organisation_id !== organisationId ||
      intent.metadata.invoice_id !== input.invoiceId
    ) {
      throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.notFound);
    }
    await this.payableInvoice(organisationId, input.invoiceId);
    if (intent.status === "succeeded") return { status: intent.status };
    try {
      const confirmed = await stripe().paymentIntents.confirm(intent.id, { payment_method: input.paymentMethod });
      return { status: confirmed.status };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        console.warn(`[stripe] card declined for ${intent.id} (${error.decline_code ?? error.code})`);
        throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.cardDeclined);
      }
      throw error;
    }
  }

  /**
   * A verified Stripe event. `payment_intent.succeeded` books the received amount as a card
   * payment of the invoice in its metadata (idempotent on the intent's id); a failed payment
   * changes nothing. Returns whether the invoice changed.
   */
  async handleEvent(event: Stripe.Event): Promise<{ applied: boolean }> {
    if (event.type === "payment_intent.payment_failed") {
      console.warn(`[stripe] payment ${event.data.object.id} failed; the invoice stays unpaid`);
      return { applied: false };
    }
    if (event.type !== "payment_intent.succeeded") return { applied: false };
    const intent = event.data.object;
    const invoiceId = intent.metadata?.invoice_id;
    if (!invoiceId) return { applied: false };
    return await this.transaction_(async (manager) => {
      try {
        const result = await this.invoices_.applyPayment(manager, {
          invoiceId,
          amount: intent.amount_received,
          method: "card",
          actor: intent.metadata.customer_id || null,
          externalId: intent.id,
        });
        return { applied: result.applied };
      } catch (error) {
        // Paid or cancelled meanwhile (e.g. paid in two tabs): nothing is booked; support refunds.
        if (!(error instanceof DomainError)) throw error;
        console.warn(`[stripe] payment ${intent.id} for invoice ${invoiceId} not booked: ${error.i18nKey}`);
        return { applied: false };
      }
    });
  }
}
