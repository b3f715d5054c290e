import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { Stripe, stripe, stripeConfig } from "../../../lib/stripe";
import type CardPaymentService from "../../../services/card-payment";

/**
 * Stripe's webhooks (payment_intent.succeeded, payment_intent.payment_failed). The raw body is
 * checked with the SDK's `webhooks.constructEvent` against STRIPE_WEBHOOK_SECRET (the
 * Stripe-Signature header, with Stripe's 5-minute tolerance): a bad or missing signature is 400
 * and nothing changes. A good event is handled at once (idempotent on the payment intent's id);
 * a failure answers 500 so Stripe delivers it again. A body over
 * REQUEST_LIMITS.webhookMaxBodyBytes is a 413 before it is read (middlewares.ts).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!stripeConfig.isConfigured()) {
    res.status(503).json({ message: "Stripe is not configured" });
    return;
  }
  const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const signature = req.headers["stripe-signature"];
  let event: Stripe.Event;
  try {
    if (typeof signature !== "string") throw new Error("no Stripe-Signature header");
    event = stripe().webhooks.constructEvent(rawBody, signature, stripeConfig.webhookSecret());
  } catch (error) {
    const reason = error instanceof Stripe.errors.StripeSignatureVerificationError ? "signature" : "request";
    console.warn(`[stripe] webhook rejected (${reason})`);
    res.status(400).json({ message: "Invalid webhook signature" });
    return;
  }
  const result = await req.scope.resolve<CardPaymentService>("cardPaymentService").handleEvent(event);
  res.status(200).json({ received: true, applied: result.applied });
}
