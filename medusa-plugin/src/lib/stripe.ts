// The one Stripe SDK instance (the official `stripe` package), configured from the environment:
// STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and, for the local fake Stripe (tests, `npm start`'s
// demo), STRIPE_API_URL — the SDK's own `host`/`port`/`protocol` options point it there, so the
// code path is the same as against Stripe.
import Stripe from "stripe";

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
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: "fulfilo-platform" },
      }),
    };
  }
  return instance.stripe;
}

export { Stripe };
