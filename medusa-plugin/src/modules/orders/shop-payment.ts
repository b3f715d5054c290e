import type { Payment, Refund } from "@medusajs/medusa";
import { type IncomingOrder, paymentStatusOf } from "../../lib/shopify/orders";
import type { OrderRepos } from "./data-access/repositories";

/** Medusa's manual payment provider (medusa-payment-manual, registered in medusa-config.js): money taken elsewhere. */
export const SHOP_PAYMENT_PROVIDER = "manual";
export const SHOP_REFUND_NOTE = "Refunded in Shopify";

/** Payment states in which the shop has taken the order's money (some of it may have gone back). */
const CHARGED = new Set(["captured", "partially_refunded", "refunded"]);

/**
 * Medusa's payment and refund rows of a shop order, so Medusa Admin's "Total Paid" (payments less
 * refunds) agrees with Shopify: while paid, what the shop keeps is the order's current total; once
 * refunded, nothing. The first payment is Shopify's total when the order is first seen paid; a later
 * lower total (a refund before shipment) is a refund of the difference, a higher one (an edit the
 * customer paid) raises the payment. An unpaid or pending order gets no payment.
 */
export async function syncShopPayment(
  repos: OrderRepos,
  order: { id: string; currency_code: string },
  incoming: IncomingOrder,
): Promise<void> {
  const status = paymentStatusOf(incoming);
  if (!CHARGED.has(status)) return;
  const payments = await repos.payment.find({ where: { order_id: order.id }, order: { created_at: "ASC", id: "ASC" } });
  let payment = payments[0];
  if (!payment) {
    payment = await repos.payment.save(
      repos.payment.create({
        order_id: order.id,
        amount: incoming.totals.total,
        amount_refunded: 0,
        currency_code: order.currency_code,
        provider_id: SHOP_PAYMENT_PROVIDER,
        data: { source: "shopify" },
        captured_at: incoming.createdAt,
        created_at: incoming.createdAt,
      } as Partial<Payment> as Payment),
    );
    payments.push(payment);
  }
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const refunds = await repos.refund.find({ where: { order_id: order.id }, select: ["amount"] });
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  const kept = status === "refunded" ? 0 : incoming.totals.total;
  const excess = paid - refunded - kept;
  if (excess > 0) {
    await repos.refund.save(
      repos.refund.create({
        order_id: order.id,
        payment_id: payment.id,
        amount: excess,
        reason: "other",
        note: SHOP_REFUND_NOTE,
      } as Partial<Refund> as Refund),
    );
    await repos.payment.update({ id: payment.id }, { amount_refunded: (payment.amount_refunded ?? 0) + excess });
  } else if (excess < 0) {
    await repos.payment.update({ id: payment.id }, { amount: payment.amount - excess });
  }
}
