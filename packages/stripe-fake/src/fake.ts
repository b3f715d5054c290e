// A local Stripe for the demo and the tests, speaking Stripe's REST protocol for what the platform
// uses: payment intents (create, retrieve, confirm with a test payment method), Stripe's error
// envelope (card_declined on a declined test card), idempotency keys, and webhooks
// (payment_intent.succeeded / payment_intent.payment_failed) signed as Stripe signs them.
// `/_fake/…` is its control API (events, deliveries, resend) for tests.
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeForm, invalidRequest, type Params, StripeFakeError, signatureHeader, stripeId } from "./protocol";
import { TEST_PAYMENT_METHODS } from "./test-cards";

export const FAKE_API_VERSION = "2026-10-28.endive";

export type StripeFakeOptions = {
  /** The secret key callers must send as `Authorization: Bearer <key>`. */
  secretKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  webhookSecret: string;
  /** Where events are delivered; none: events are only recorded. */
  webhookUrl?: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
};

export type PaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: "automatic";
  client_secret: string;
  confirmation_method: "automatic";
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  status: "requires_payment_method" | "requires_confirmation" | "succeeded" | "canceled";
};

export type StripeEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: PaymentIntent };
  livemode: false;
  pending_webhooks: number;
  request: { id: string; idempotency_key: string | null };
  type: "payment_intent.succeeded" | "payment_intent.payment_failed";
};

export type WebhookDelivery = { eventId: string; type: string; payload: string; signature: string; status: number };

type Answer = { status: number; body: unknown };

export class StripeFake {
  readonly intents = new Map<string, PaymentIntent>();
  readonly events: StripeEvent[] = [];
  readonly deliveries: WebhookDelivery[] = [];
  private readonly idempotent = new Map<string, { request: string; answer: Answer }>();
  private server: http.Server | null = null;
  url = "";

  constructor(readonly options: StripeFakeOptions) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.options.port ?? 0, this.options.host ?? "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    const address = this.server.address() as AddressInfo;
    this.url = `http://${this.options.host ?? "127.0.0.1"}:${address.port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const requestId = stripeId("req");
    let answer: Answer;
    try {
      if (url.pathname.startsWith("/_fake/")) answer = await this.control(req.method ?? "GET", url.pathname, body);
      else answer = await this.api(req, url.pathname, body, requestId);
    } catch (error) {
      answer =
        error instanceof StripeFakeError
          ? { status: error.status, body: error.body }
          : { status: 500, body: { error: { type: "api_error", message: "An unknown error occurred" } } };
    }
    this.options.log?.(`[fake Stripe] ${req.method} ${url.pathname} → ${answer.status}`);
    res.writeHead(answer.status, { "content-type": "application/json", "request-id": requestId });
    res.end(JSON.stringify(answer.body, null, 2));
  }

  /** /v1/…: the secret key, then idempotency (a repeated key with the same request gets the first answer). */
  private async api(req: IncomingMessage, path: string, body: string, requestId: string): Promise<Answer> {
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (key !== this.options.secretKey) {
      throw invalidRequest(`Invalid API Key provided: ${(key ?? "").slice(0, 8)}***`, { status: 401 });
    }
    const method = req.method ?? "GET";
    const idempotencyKey = method === "POST" ? (req.headers["idempotency-key"] as string | undefined) : undefined;
    if (idempotencyKey) {
      const seen = this.idempotent.get(idempotencyKey);
      if (seen && seen.request !== `${path}?${body}`) {
        throw new StripeFakeError(400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
      }
      if (seen) return seen.answer;
    }
    let answer: Answer;
    try {
      answer = { status: 200, body: this.route(method, path, decodeForm(body), requestId, idempotencyKey ?? null) };
    } catch (error) {
      if (!(error instanceof StripeFakeError)) throw error;
      answer = { status: error.status, body: error.body };
    }
    if (idempotencyKey) this.idempotent.set(idempotencyKey, { request: `${path}?${body}`, answer });
    return answer;
  }

  private route(method: string, path: string, params: Params, requestId: string, key: string | null): unknown {
    if (method === "POST" && path === "/v1/payment_intents") return this.createIntent(params);
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    if (match) {
      const intent = this.intents.get(match[1] as string);
      if (!intent) {
        throw invalidRequest(`No such payment_intent: '${match[1]}'`, {
          code: "resource_missing",
          param: "intent",
          status: 404,
        });
      }
      if (method === "GET" && !match[2]) return intent;
      if (method === "POST" && match[2]) return this.confirm(intent, params, { id: requestId, idempotency_key: key });
    }
    throw invalidRequest(`Unrecognized request URL (${method}: ${path}).`, { status: 404 });
  }

  private createIntent(params: Params): PaymentIntent {
    if (params.amount === undefined)
      throw invalidRequest("Missing required param: amount.", { code: "parameter_missing", param: "amount" });
    if (typeof params.amount !== "string" || !/^\d+$/.test(params.amount)) {
      throw invalidRequest("Invalid integer: amount", { code: "parameter_invalid_integer", param: "amount" });
    }
    const amount = Number(params.amount);
    if (amount < 50) {
      throw invalidRequest("Amount must be at least €0.50 eur", { code: "amount_too_small", param: "amount" });
    }
    if (typeof params.currency !== "string" || !/^[a-z]{3}$/.test(params.currency)) {
      throw invalidRequest("Missing required param: currency.", { code: "parameter_missing", param: "currency" });
    }
    const metadata = typeof params.metadata === "object" && !Array.isArray(params.metadata) ? params.metadata : {};
    const id = stripeId("pi");
    const intent: PaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: "automatic",
      client_secret: `${id}_secret_${randomBytes(12).toString("base64url")}`,
      confirmation_method: "automatic",
      created: Math.floor(Date.now() / 1000),
      currency: params.currency,
      description: typeof params.description === "string" ? params.description : null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)])),
      payment_method: null,
      payment_method_types: ["card"],
      status: "requires_payment_method",
    };
    this.intents.set(id, intent);
    return intent;
  }

  /** Confirms with a test payment method: a good card succeeds, a declined one is a 402 card_error. */
  private confirm(intent: PaymentIntent, params: Params, request: StripeEvent["request"]): PaymentIntent {
    if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") {
      throw invalidRequest(
        `This PaymentIntent's payment_method could not be updated because it has a status of ${intent.status}. You may only update the payment_method of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
        { code: "payment_intent_unexpected_state" },
      );
    }
    const method = typeof params.payment_method === "string" ? params.payment_method : intent.payment_method;
    if (!method) {
      throw invalidRequest("You cannot confirm this PaymentIntent because it's missing a payment method.", {
        code: "payment_intent_unexpected_state",
      });
    }
    const card = TEST_PAYMENT_METHODS[method];
    if (!card) {
      throw invalidRequest(`No such PaymentMethod: '${method}'`, { code: "resource_missing", param: "payment_method" });
    }
    const paymentMethod = stripeId("pm");
    const charge = stripeId("ch");
    intent.latest_charge = charge;
    if (card.outcome === "succeeds") {
      Object.assign(intent, {
        status: "succeeded",
        amount_received: intent.amount,
        payment_method: paymentMethod,
        last_payment_error: null,
      });
      this.emit("payment_intent.succeeded", intent, request);
      return intent;
    }
    const error = {
      type: "card_error" as const,
      code: "card_declined",
      decline_code: card.declineCode,
      message: card.message ?? "Your card was declined.",
      charge,
      doc_url: "https://stripe.com/docs/error-codes/card-declined",
      payment_method: {
        id: paymentMethod,
        object: "payment_method",
        type: "card",
        card: { brand: card.brand, last4: card.last4 },
      },
    };
    Object.assign(intent, { status: "requires_payment_method", payment_method: null, last_payment_error: error });
    this.emit("payment_intent.payment_failed", intent, request);
    throw new StripeFakeError(402, { error: { ...error, payment_intent: { ...intent } } });
  }

  private emit(type: StripeEvent["type"], intent: PaymentIntent, request: StripeEvent["request"]): void {
    const event: StripeEvent = {
      id: stripeId("evt"),
      object: "event",
      api_version: FAKE_API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(intent) },
      livemode: false,
      pending_webhooks: this.options.webhookUrl ? 1 : 0,
      request,
      type,
    };
    this.events.push(event);
    // Stripe delivers after answering the request, asynchronously.
    setTimeout(() => void this.deliver(event), 20);
  }

  /** One delivery (and Stripe-like retries on a failure: 3 more, 0.5 s, 1 s, 2 s apart). */
  async deliver(event: StripeEvent, attempt = 1): Promise<WebhookDelivery | null> {
    if (!this.options.webhookUrl) return null;
    const payload = JSON.stringify(event, null, 2);
    const signature = signatureHeader(this.options.webhookSecret, payload);
    let status = 0;
    try {
      const response = await fetch(this.options.webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "stripe-signature": signature,
        },
        body: payload,
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    const delivery = { eventId: event.id, type: event.type, payload, signature, status };
    this.deliveries.push(delivery);
    this.options.log?.(`[fake Stripe] webhook ${event.type} ${event.id} → ${status || "unreachable"}`);
    if ((status < 200 || status >= 300) && attempt < 4) {
      setTimeout(() => void this.deliver(event, attempt + 1), 250 * 2 ** attempt);
    }
    return delivery;
  }

  /** The control API: GET /_fake/events, GET /_fake/deliveries, POST /_fake/events/<id>/resend. */
  private async control(method: string, path: string, _body: string): Promise<Answer> {
    if (method === "GET" && path === "/_fake/events") return { status: 200, body: this.events };
    if (method === "GET" && path === "/_fake/deliveries") return { status: 200, body: this.deliveries };
    const resend = /^\/_fake\/events\/([^/]+)\/resend$/.exec(path);
    const event = resend && this.events.find((candidate) => candidate.id === resend[1]);
    if (method === "POST" && event) return { status: 200, body: await this.deliver(event, 4) };
    return { status: 404, body: { error: { type: "invalid_request_error", message: "Unknown control path" } } };
  }
}

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const fake = new StripeFake(options);
  await fake.start();
  return fake;
}
