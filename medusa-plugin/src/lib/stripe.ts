// The one Stripe SDK instance (the official `stripe` package), configured from the environment:
// STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and, for the local fake Stripe (tests, `npm start`'s
// demo), STRIPE_API_URL — the SDK's own `host`/`port`/`protocol` options point it there, so the
// code path is the same as against Stripe. Every call goes through the platform's one retry layer
// (lib/http-retry.ts, spec §9) as the SDK's fetch client; the SDK's own retries are off, its
// Idempotency-Key on every POST makes a retried POST safe, and `Stripe-Should-Retry: false` is obeyed.
import Stripe from "stripe";
import { withRetries } from "./http-retry";

export const stripeConfig = {
  secretKey: () => process.env.STRIPE_SECRET_KEY || "",
  webhookSecret: () => process.env.STRIPE_WEBHOOK_SECRET || "",
  apiUrl: () => process.env.STRIPE_API_URL || "",
  isConfigured: () => Boolean(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_WEBHOOK_SECRET),
};

/** The SDK's connection options for an API base URL such as http://127.0.0.1:9002 (none: Stripe itself). */
export function stripeHostOptions(apiUrl: string): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

let instance: { key: string; url: string; stripe: Stripe } | null = null;

/** The SDK for the current configuration (made again when the environment changed, e.g. in tests). */
export function stripe(): Stripe {
  const key = stripeConfig.secretKey();
  const url = stripeConfig.apiUrl();
  if (!instance || instance.key !== key || instance.url !== url) {
    instance = {
      key,
      url,
      stripe: new Stripe(key, {
        ...stripeHostOptions(url),
        httpClient: Stripe.createFetchHttpClient(
          withRetries(fetch, { mayRetry: (response) => response.headers.get("stripe-should-retry") !== "false" }),
        ),
        maxNetworkRetries: 0,
        timeout: 20_000,
        appInfo: { name: "fulfilo-platform" },
      }),
    };
  }
  return instance.stripe;
}

/**
 * Stripe's webhook tolerance (the SDK's `DEFAULT_TOLERANCE`, 300 s). The SDK refuses a signature
 * older than this; one stamped further in the future is refused here too (`verifyWebhook`).
 */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * A webhook body checked as Stripe's SDK checks it (`webhooks.constructEvent`, HMAC of the
 * timestamp and raw body, 300 s tolerance), and a timestamp more than the tolerance ahead of our
 * clock refused as well: a signature made for later is no signature now.
 */
export function verifyWebhook(rawBody: Buffer, signature: string, nowMs = Date.now()): Stripe.Event {
  const event = stripe().webhooks.constructEvent(
    rawBody,
    signature,
    stripeConfig.webhookSecret(),
    WEBHOOK_TOLERANCE_S,
    undefined,
    nowMs,
  );
  const stamps = [...signature.matchAll(/(?:^|,)\s*t=(\d+)/g)].map((match) => Number(match[1]));
  if (stamps.length !== 1 || (stamps[0] as number) > Math.floor(nowMs / 1000) + WEBHOOK_TOLERANCE_S) {
    throw new WebhookTimestampError();
  }
  return event;
}

export class WebhookTimestampError extends Error {
  constructor() {
    super("Timestamp outside the tolerance zone");
  }
}

export { Stripe };
