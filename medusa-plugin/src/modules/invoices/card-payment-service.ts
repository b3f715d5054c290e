import type { ResolveDriftInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import type { Stripe } from "../../lib/stripe";
import { handleStripeEvent } from "./handle-stripe-event";
import type InvoiceService from "./invoice-service";
import { listCardDisputes } from "./list-card-disputes";
import { listFailedCardEvents } from "./list-failed-card-events";
import { listStripeDrifts } from "./list-stripe-drifts";
import { payByCard } from "./pay-by-card";
import { reconcileStripe } from "./reconcile-stripe";
import { resolveStripeDrift } from "./resolve-drift";
import type { CardCheckoutStart } from "./types";

type InjectedDependencies = { manager: EntityManager; invoiceService: InvoiceService };

/**
 * Card payment of an invoice through Stripe Checkout (`cardPaymentService`; the official SDK, the
 * local fake Stripe without credentials). The caller's organisation gets a Checkout Session for
 * the invoice's open amount — our record of it (session ↔ invoice ↔ organisation ↔ amount ↔
 * currency) is stored — and pays on Stripe's hosted page. The invoice becomes paid only from
 * Stripe's signed webhook, never from the browser's return, and only when the session and payment
 * intent, retrieved from Stripe by id, match that record; anything else is kept as a failed event
 * for support. Every event is applied once by its id; payments and refunds are also once by the
 * provider's ids, so the order of arrival does not matter.
 */
export default class CardPaymentService extends PlatformService {
  protected readonly invoices_: InvoiceService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.invoices_ = container.invoiceService;
  }

  async start(organisationId: string, customerId: string, invoiceId: string): Promise<CardCheckoutStart> {
    return await payByCard(this.activeManager_, { organisationId, customerId }, invoiceId);
  }

  async handleEvent(event: Stripe.Event): Promise<{ applied: boolean; malformed?: true }> {
    return await handleStripeEvent(this.activeManager_, (work) => this.transaction_(work), this.invoices_, event);
  }

  async disputes(limit = 50) {
    return await listCardDisputes(this.activeManager_, limit);
  }

  /** One reconciliation round with Stripe (the job's and support's "Check now"). */
  async reconcile() {
    const { drifts } = await reconcileStripe(this.activeManager_);
    return { found: drifts.length };
  }

  async drifts(limit = 100) {
    return await listStripeDrifts(this.activeManager_, limit);
  }

  async resolveDrift(actor: string, input: ResolveDriftInput) {
    return await resolveStripeDrift(
      this.activeManager_,
      (work) => this.transaction_(work),
      this.invoices_,
      actor,
      input,
    );
  }

  async failedEvents(limit = 50) {
    return await listFailedCardEvents(this.activeManager_, limit);
  }
}
