import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { Stripe, stripeConfig, verifyWebhook, WebhookTimestampError } from "../../../lib/stripe";
import type { CardPaymentService } from "../../../modules/invoices";

/**
 * Stripe's webhooks (Checkout Session completed / async payment succeeded or failed, payment
 * intent succeeded or failed, charge refunded). The raw body is checked with the SDK's
 * `webhooks.constructEvent` against STRIPE_WEBHOOK_SECRET (Stripe-Signature, Stripe's 300 s
 * tolerance; a timestamp further in the future is refused too): a bad signature is 400 and
 * nothing changes. A good event is applied once by its id, and only as far as the objects
 * retrieved from Stripe match the session we created (CardPaymentService); a refused one is kept
 * for support and answered 200 (Stripe would only repeat it). A processing failure answers 500,
 * so Stripe delivers again. A signed body without Stripe's event shape is kept as failed and
 * answered 400. A body over REQUEST_LIMITS.webhookMaxBodyBytes is a 413 before it is
 * read (middlewares.ts).
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
    event = verifyWebhook(rawBody, signature);
  } catch (error) {
    const reason =
      error instanceof WebhookTimestampError
        ? "timestamp"
        : error instanceof Stripe.errors.StripeSignatureVerificationError
          ? "signature"
          : "request";
    console.warn(`[stripe] webhook rejected (${reason})`);
    res.status(400).json({ message: "Invalid webhook signature" });
    return;
  }
  const result = await req.scope.resolve<CardPaymentService>("cardPaymentService").handleEvent(event);
  if (result.malformed) {
    // Signed, but not of Stripe's event shape (e.g. no `data`): kept as failed for support; a 400,
    // never a 500 that Stripe would retry for days.
    res.status(400).json({ message: "Malformed event" });
    return;
  }
  res.status(200).json({ received: true, applied: result.applied });
}
