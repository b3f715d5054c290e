import { INVOICE_MESSAGES, type ResolveDriftInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import type { Stripe } from "../../lib/stripe";
import { recordAudit } from "../audit";
import { type DriftKind, invoiceLabel, lockDrift, resolveDrift as markResolved } from "./data-access/reconciliation";
import { newId } from "./data-access/tables";
import { handleStripeEvent, type PaymentBooking } from "./handle-stripe-event";

/** What "apply" replays for a drift: the event Stripe sent (or should have) about its object. */
const REPLAY: Partial<Record<DriftKind, Stripe.Event.Type>> = {
  payment_missing: "checkout.session.completed",
  refund_differs: "charge.refunded",
  dispute_missing: "charge.dispute.updated",
};

/**
 * Support fixes a drift. "apply": the same use case as Stripe's webhook, with the object
 * retrieved from Stripe by id again (a missed payment, refund or dispute is booked as the webhook
 * would have; booked already: nothing changes). "dismiss": kept as seen, with the audit naming
 * who. Under the drift's row lock, so parallel clicks resolve it once.
 */
export async function resolveStripeDrift(
  manager: EntityManager,
  transaction: <T>(work: (manager: EntityManager) => Promise<T>) => Promise<T>,
  invoices: PaymentBooking,
  actor: string,
  input: ResolveDriftInput,
): Promise<{ status: "applied" | "dismissed" }> {
  const drift = await transaction(async (locked) => {
    const row = await lockDrift(locked, input.driftId);
    if (row?.status !== "open") throw new DomainError("NOT_FOUND", INVOICE_MESSAGES.driftNotFound);
    if (input.action === "dismiss") {
      await markResolved(locked, input.driftId, "dismissed", actor);
      await audit(locked, row, false, actor);
    }
    return row;
  });
  if (input.action === "dismiss") return { status: "dismissed" };
  const type = REPLAY[drift.kind];
  if (!type) throw new DomainError("BAD_REQUEST", INVOICE_MESSAGES.driftNotApplicable);
  // Stripe's event shape with our own id: the handler retrieves the object from Stripe and books
  // it once (by the payment intent, the refunded total or the dispute), whatever came before.
  const event = {
    id: newId("evt_recon"),
    object: "event",
    type,
    data: { object: { id: drift.objectId } },
  } as unknown as Stripe.Event;
  await handleStripeEvent(manager, transaction, invoices, event);
  await transaction(async (locked) => {
    const row = await lockDrift(locked, input.driftId);
    if (row?.status !== "open") return;
    await markResolved(locked, input.driftId, "applied", actor);
    await audit(locked, row, true, actor);
  });
  return { status: "applied" };
}

/** The audit entry of a fix, on the drift's invoice (a drift without one has no organisation to show it to). */
async function audit(
  manager: EntityManager,
  drift: { invoiceId: string | null; kind: string; objectId: string },
  applied: boolean,
  actor: string,
) {
  if (!drift.invoiceId) return;
  const invoice = await invoiceLabel(manager, drift.invoiceId);
  if (applied) {
    await recordAudit(manager, {
      organisationId: invoice?.organisationId ?? null,
      subjectType: "invoice",
      subjectId: drift.invoiceId,
      subjectLabel: invoice?.number ?? drift.invoiceId,
      action: "invoice.drift_applied",
      before: { drift: { kind: drift.kind, object: drift.objectId, status: "open" } },
      after: { drift: { kind: drift.kind, object: drift.objectId, status: "applied" } },
      actor,
    });
  } else {
    await recordAudit(manager, {
      organisationId: invoice?.organisationId ?? null,
      subjectType: "invoice",
      subjectId: drift.invoiceId,
      subjectLabel: invoice?.number ?? drift.invoiceId,
      action: "invoice.drift_dismissed",
      before: { drift: { kind: drift.kind, object: drift.objectId, status: "open" } },
      after: { drift: { kind: drift.kind, object: drift.objectId, status: "dismissed" } },
      actor,
    });
  }
}
