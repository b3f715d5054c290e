import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { shopify, shopifyConfig } from "../../../lib/shopify/api";
import { invalidDeliveryReason, parseWebhookBody } from "../../../lib/shopify/webhook-payload";
import type { ShopifyWebhookService } from "../../../modules/shops";

/**
 * Every Shopify webhook topic the app subscribes to (orders/create, orders/updated, orders/edited,
 * orders/cancelled, app/uninstalled, customers/data_request, customers/redact, shop/redact).
 * The HMAC is checked over the raw body by the library: a bad one is 401 and nothing is stored.
 * A good one is stored (idempotently) and answered at once; processing runs in the background.
 * A body over REQUEST_LIMITS.webhookMaxBodyBytes is a 413 before it is read (middlewares.ts).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!shopifyConfig.isConfigured()) {
    res.status(401).json({ message: "Shopify is not configured" });
    return;
  }
  const api = shopify();
  const rawBody = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
  const check = await api.webhooks.validate({ rawBody, rawRequest: req, rawResponse: res });
  if (!check.valid) {
    res.status(401).json({ message: "Invalid webhook signature" });
    return;
  }
  const domain = api.utils.sanitizeShop(check.domain);
  if (!domain) {
    res.status(400).json({ message: "Invalid shop domain" });
    return;
  }
  // Signed but unusable bodies are stored as failed with their reason (and without the body: it may
  // be what PostgreSQL cannot store) and answered 200: any other answer makes Shopify deliver them
  // again and again. Ids beyond 2^53 stay exact (strings).
  const parsed = parseWebhookBody(rawBody);
  const invalid = parsed.ok ? invalidDeliveryReason(check.topic, parsed.value) : parsed.reason;
  const payload = parsed.ok && !invalid ? parsed.value : null;
  const result = await req.scope.resolve<ShopifyWebhookService>("shopifyWebhookService").accept({
    domain,
    topic: check.topic,
    webhookId: check.webhookId,
    eventId: "eventId" in check ? check.eventId : undefined,
    triggeredAt: "triggeredAt" in check ? check.triggeredAt : undefined,
    apiVersion: check.apiVersion,
    payload: (payload ?? null) as Record<string, unknown> | null,
    invalid,
  });
  res.status(200).json({ received: true, duplicate: result.duplicate });
}
