import type { EntityManager } from "typeorm";
import { Stripe, stripe } from "../../lib/stripe";
import { checkoutsOfInvoice, closeCheckout } from "./data-access/card-checkouts";

/**
 * Expires at Stripe every session of ours for the invoice that may still be open (except `keep`),
 * so an amount that is no longer due cannot be paid on it: after a payment, a refund, a credit note
 * or a cancellation, and when a newer session opens (Stripe: "Expire a Checkout Session",
 * POST /v1/checkout/sessions/:id/expire). A session that is no longer open (paid, expired) is just
 * marked closed. Stripe unreachable: logged and left — a payment still arriving on it is booked up
 * to the amount due and the rest refunded (refund-overpayments.ts). Outside any transaction.
 */
export async function expireCheckouts(manager: EntityManager, invoiceId: string, keep?: string): Promise<void> {
  const live = (await checkoutsOfInvoice(manager, invoiceId)).filter((row) => row.live && row.id !== keep);
  for (const row of live) {
    try {
      await stripe().checkout.sessions.expire(row.id, {}, { idempotencyKey: `expire-${row.id}` });
      await closeCheckout(manager, row.id);
    } catch (error) {
      // 400: no longer open (complete or expired) — nothing to expire; 404: unknown at Stripe.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        await closeCheckout(manager, row.id);
      } else {
        console.warn(`[stripe] could not expire checkout session ${row.id}: ${(error as Error).message}`);
      }
    }
  }
}
