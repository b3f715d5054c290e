// The local Stripe for tests: starting the fake (@platform/stripe-fake) for a backend's webhook
// endpoint, the backend's environment for it, and its control API from test workers.
import {
  type FailureMode,
  type StripeEvent,
  type StripeFake,
  startStripeFake,
  type WebhookDelivery,
} from "@platform/stripe-fake";

/** The keys the tests' backend and fake share. */
export const TEST_STRIPE = { secretKey: "sk_test_platform_fake", webhookSecret: "whsec_test_platform_fake_0123456789" };

/** The fake, in this process, delivering webhooks to the backend at `backendUrl` (its /hooks/stripe). */
export async function startFakeStripe(options: {
  backendUrl: string;
  port?: number;
  log?: boolean;
}): Promise<StripeFake> {
  return await startStripeFake({
    secretKey: TEST_STRIPE.secretKey,
    webhookSecret: TEST_STRIPE.webhookSecret,
    webhookUrl: `${options.backendUrl.replace(/\/$/, "")}/hooks/stripe`,
    port: options.port,
    log: options.log || process.env.STRIPE_FAKE_LOG === "1" ? (line) => console.log(line) : undefined,
  });
}

/** The backend's environment for a fake at `fakeUrl`. */
export function stripeEnv(fakeUrl: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: TEST_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: TEST_STRIPE.webhookSecret,
    STRIPE_API_URL: fakeUrl,
  };
}

/** The fake's control API (/_fake/…), usable from any process. */
export class StripeFakeClient {
  constructor(public readonly url: string) {}

  private async call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.url}/_fake${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`fake Stripe ${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  events() {
    return this.call<StripeEvent[]>("GET", "/events");
  }

  /** Every webhook delivery so far: the exact payload and Stripe-Signature, and our answer's status. */
  deliveries() {
    return this.call<WebhookDelivery[]>("GET", "/deliveries");
  }

  /** Delivers an event once more (freshly signed, as Stripe's retries are). */
  resend(eventId: string) {
    return this.call<WebhookDelivery>("POST", `/events/${eventId}/resend`);
  }

  /** Events recorded but not delivered while held (resend them in any order). */
  hold(hold: boolean) {
    return this.call<{ hold: boolean }>("POST", "/hold", { hold });
  }

  /** A lost webhook: no event about this object (a session: its payment, refunds, disputes too) is delivered. */
  silence(id: string) {
    return this.call<{ silenced: string }>("POST", "/silence", { id });
  }

  /** The next `count` API requests answer `status` (429 with Retry-After seconds, or 5xx) and change nothing. */
  failNext(mode: FailureMode) {
    return this.call<FailureMode>("POST", "/failures", mode);
  }
}

/**
 * Pays on the fake's hosted page as a browser's form would: the card number, then for 3-D Secure
 * the authentication step (`complete` or `fail`). Returns where the page sends the browser (the
 * session's success_url) or, when it stays, the page's alert text (a decline).
 */
export async function payOnHostedPage(
  pageUrl: string,
  card: string,
  authenticate: "complete" | "fail" = "complete",
): Promise<{ redirectedTo: string | null; alert: string | null }> {
  const post = (url: string, form: Record<string, string>) =>
    fetch(url, { method: "POST", body: new URLSearchParams(form), redirect: "manual" });
  let response = await post(pageUrl, { card });
  let location = response.headers.get("location");
  if (location?.endsWith("/authenticate")) {
    await response.arrayBuffer();
    response = await post(location, { action: authenticate });
    location = response.headers.get("location");
  }
  const html = await response.text();
  const alert = /<p role="alert">([^<]*)<\/p>/.exec(html)?.[1] ?? null;
  return { redirectedTo: location, alert: alert?.replaceAll("&#39;", "'") ?? null };
}
