import type { EntityManager } from "typeorm";
import { stripe } from "../../lib/stripe";
import { markOverpaymentRefunded, pendingOverpayments } from "./data-access/card-checkouts";

/**
 * Card money that arrived beyond the amount due goes back to the card (docs/payments.md: refunded,
 * not kept as credit): one Stripe refund per payment intent for exactly the excess, its
 * idempotency key `overpayment-<intent>` so a retry, a redelivered event or the reconciliation job
 * never refunds twice. Outside any transaction; Stripe unreachable: the record stays pending (on
 * the invoice, for support) and the next event of that invoice or the job tries again.
 */
export async function refundOverpayments(manager: EntityManager, invoiceId?: string): Promise<number> {
  let refunded = 0;
  for (const row of await pendingOverpayments(manager, invoiceId)) {
    try {
      const refund = await stripe().refunds.create(
        {
          payment_intent: row.paymentIntentId,
          amount: Number(row.amount),
          reason: "duplicate",
          metadata: { invoice_id: row.invoiceId, purpose: "overpayment" },
        },
        { idempotencyKey: `overpayment-${row.paymentIntentId}` },
      );
      await markOverpaymentRefunded(manager, row.id, refund.id);
      refunded += 1;
    } catch (error) {
      console.warn(`[stripe] overpayment refund for ${row.paymentIntentId} not made: ${(error as Error).message}`);
    }
  }
  return refunded;
}
