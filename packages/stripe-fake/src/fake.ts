// A local Stripe for the demo and the tests, speaking Stripe's REST protocol for what the platform
// uses: Checkout Sessions (create, retrieve, list, expire) with a hosted payment page at the
// session's `url` (Stripe's test card numbers, a 3-D Secure step, declines, a disputed card, a card
// whose refunds fail), payment intents, refunds and disputes (retrieve, list with Stripe's cursor
// pagination), charges (retrieve), refunds (create), dispute evidence, Stripe's error envelope,
// unknown parameters refused as Stripe refuses them, idempotency keys (`Idempotent-Replayed`), and
// webhooks signed as Stripe signs them. Every object is typed as the `stripe` SDK's own type (no
// casts: a field the API version requires and the fake omits fails the typecheck); its defaults
// (examples.ts) started from Stripe's fixtures, which contract.test.ts compares the answers with.
// `/_fake/…` is its control API (events, deliveries, resend, hold, silence, failures) for tests.
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type Stripe from "stripe";
import {
  chargeExample,
  checkoutSessionExample,
  disputeExample,
  eventExample,
  paymentIntentExample,
  refundExample,
} from "./examples";
import { hostedPage } from "./hosted-page";
import {
  checkParams,
  decodeForm,
  invalidRequest,
  type Params,
  type ParamsShape,
  StripeFakeError,
  signatureHeader,
  stripeId,
} from "./protocol";
import { TEST_CARDS, type TestCard } from "./test-cards";

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

export type PaymentIntent = Stripe.PaymentIntent;
export type CheckoutSession = Stripe.Checkout.Session;
export type Charge = Stripe.Charge;
export type Refund = Stripe.Refund;
export type Dispute = Stripe.Dispute;
export type StripeEvent = Stripe.Event;
export type EventType =
  | "checkout.session.completed"
  | "checkout.session.expired"
  | "payment_intent.succeeded"
  | "payment_intent.payment_failed"
  | "charge.refunded"
  | "charge.refund.updated"
  | "charge.dispute.created"
  | "charge.dispute.updated"
  | "charge.dispute.closed"
  | "charge.dispute.funds_withdrawn"
  | "charge.dispute.funds_reinstated";

export type WebhookDelivery = { eventId: string; type: string; payload: string; signature: string; status: number };

/** Answers the next `count` API requests get instead of being processed (`POST /_fake/failures`). */
export type FailureMode = { status: number; count: number; retryAfter?: number };

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const now = () => Math.floor(Date.now() / 1000);
/** How long a refund of Stripe's failing-refund test card stays succeeded before it fails. */
const REFUND_FAILS_AFTER_MS = 2000;
const copy = <T>(value: T): T => structuredClone(value);

// What each endpoint accepts: anything else is "Received unknown parameter" (400), as at Stripe.
const EXPAND = { expand: ["string"] } satisfies ParamsShape<Stripe.PaymentIntentRetrieveParams>;
const CREATE_SESSION = {
  ...EXPAND,
  mode: "string",
  success_url: "string",
  cancel_url: "string",
  client_reference_id: "string",
  customer_email: "string",
  locale: "string",
  expires_at: "string",
  metadata: "map",
  // Stripe's API of 2026-10-28 takes `allowed_payment_method_types` (the SDK's types no longer have
  // `payment_method_types` on create), and still answers `payment_method_types`.
  allowed_payment_method_types: ["string"],
  line_items: [
    {
      quantity: "string",
      price_data: {
        currency: "string",
        unit_amount: "string",
        product_data: { name: "string", description: "string", metadata: "map" },
      },
    },
  ],
  payment_intent_data: { description: "string", metadata: "map", statement_descriptor_suffix: "string" },
} satisfies ParamsShape<Stripe.Checkout.SessionCreateParams>;
const CREATE_REFUND = {
  ...EXPAND,
  charge: "string",
  payment_intent: "string",
  amount: "string",
  reason: "string",
  metadata: "map",
} satisfies ParamsShape<Stripe.RefundCreateParams>;
const UPDATE_DISPUTE = {
  ...EXPAND,
  evidence: { uncategorized_text: "string", product_description: "string" },
  metadata: "map",
  submit: "string",
} satisfies ParamsShape<Stripe.DisputeUpdateParams>;
// Stripe's list parameters (API reference "Pagination"): newest first, `limit` 1–100 (10),
// `starting_after`/`ending_before` an object id, `created[gt|gte|lt|lte]` unix seconds.
const LIST = {
  ...EXPAND,
  limit: "string",
  starting_after: "string",
  ending_before: "string",
  created: { gt: "string", gte: "string", lt: "string", lte: "string" },
} satisfies ParamsShape<Stripe.PaymentIntentListParams>;
const LIST_SESSIONS = {
  ...LIST,
  payment_intent: "string",
  status: "string",
} satisfies ParamsShape<Stripe.Checkout.SessionListParams>;
const LIST_INTENTS = { ...LIST } satisfies ParamsShape<Stripe.PaymentIntentListParams>;
const LIST_REFUNDS = {
  ...LIST,
  charge: "string",
  payment_intent: "string",
} satisfies ParamsShape<Stripe.RefundListParams>;
const LIST_DISPUTES = {
  ...LIST,
  charge: "string",
  payment_intent: "string",
} satisfies ParamsShape<Stripe.DisputeListParams>;

export class StripeFake {
  readonly sessions: Map<string, CheckoutSession> = new Map();
  readonly intents: Map<string, PaymentIntent> = new Map();
  readonly charges: Map<string, Charge> = new Map();
  readonly refunds: Map<string, Refund> = new Map();
  readonly disputes: Map<string, Dispute> = new Map();
  /** Charges paid with a card whose refunds fail afterwards (Stripe's 4000 0000 0000 5126). */
  private readonly refundsFail = new Set<string>();
  readonly events: StripeEvent[] = [];
  readonly deliveries: WebhookDelivery[] = [];
  /** Objects whose events are recorded but never delivered (`POST /_fake/silence`): a lost webhook. */
  private readonly silenced = new Set<string>();
  private readonly idempotent = new Map<string, { request: string; answer: Answer }>();
  private failure: FailureMode | null = null;
  /** While held, events are recorded but not delivered (tests resend them in the order they choose). */
  holdDeliveries = false;
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

  /** The next `count` API requests answer `status` (429 with Retry-After, 5xx) and change nothing. */
  failNext(mode: FailureMode): void {
    this.failure = mode.count > 0 ? { ...mode } : null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 1_000_000) break;
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const requestId = stripeId("req");
    let answer: Answer;
    try {
      if (url.pathname.startsWith("/_fake/")) answer = await this.control(req.method ?? "GET", url.pathname, body);
      else if (url.pathname.startsWith("/pay/")) answer = this.page(req.method ?? "GET", url, body);
      else answer = this.api(req, url, body, requestId);
    } catch (error) {
      answer =
        error instanceof StripeFakeError
          ? { status: error.status, body: error.body }
          : { status: 500, body: { error: { type: "api_error", message: "An unknown error occurred" } } };
    }
    this.options.log?.(`[fake Stripe] ${req.method} ${url.pathname} → ${answer.status}`);
    if (typeof answer.body === "string") {
      res.writeHead(answer.status, { "content-type": "text/html; charset=utf-8", ...answer.headers });
      res.end(answer.body);
      return;
    }
    res.writeHead(answer.status, { "content-type": "application/json", "request-id": requestId, ...answer.headers });
    res.end(answer.body === undefined ? "" : JSON.stringify(answer.body, null, 2));
  }

  /** /v1/…: the secret key, failures on demand, then idempotency (a repeated key gets the first answer). */
  private api(req: IncomingMessage, url: URL, body: string, requestId: string): Answer {
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (key !== this.options.secretKey) {
      throw invalidRequest(`Invalid API Key provided: ${(key ?? "").slice(0, 8)}***`, { status: 401 });
    }
    if (this.failure) {
      const { status, retryAfter } = this.failure;
      if (--this.failure.count <= 0) this.failure = null;
      return status === 429
        ? {
            status,
            headers: { "retry-after": String(retryAfter ?? 1) },
            body: {
              error: {
                type: "invalid_request_error",
                code: "rate_limit",
                message:
                  "Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.",
                doc_url: "https://stripe.com/docs/error-codes/rate-limit",
              },
            },
          }
        : {
            status,
            headers: { "stripe-should-retry": "true" },
            body: { error: { type: "api_error", message: "An unknown error occurred" } },
          };
    }
    const method = req.method ?? "GET";
    const path = url.pathname;
    const idempotencyKey = method === "POST" ? (req.headers["idempotency-key"] as string | undefined) : undefined;
    // Stripe compares the parameters, not their spelling on the wire.
    const fingerprint = `${method} ${path} ${canonical(decodeForm(body))}`;
    if (idempotencyKey) {
      const seen = this.idempotent.get(idempotencyKey);
      if (seen && seen.request !== fingerprint) {
        throw new StripeFakeError(400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      if (seen) return { ...seen.answer, headers: { ...seen.answer.headers, "idempotent-replayed": "true" } };
    }
    const params = method === "GET" ? decodeForm(url.search.slice(1)) : decodeForm(body);
    let answer: Answer;
    try {
      answer = {
        status: 200,
        body: this.route(method, path, params, { id: requestId, idempotency_key: idempotencyKey ?? null }),
      };
    } catch (error) {
      if (!(error instanceof StripeFakeError)) throw error;
      answer = { status: error.status, body: error.body };
    }
    // Stripe saves the first answer of a key, errors included (not a 5xx, which never happens here).
    if (idempotencyKey) {
      this.idempotent.set(idempotencyKey, { request: fingerprint, answer });
      answer.headers = { "idempotency-key": idempotencyKey };
    }
    return answer;
  }

  private route(method: string, path: string, params: Params, request: Stripe.Event.Request): unknown {
    if (path === "/v1/checkout/sessions") {
      if (method === "POST") return this.createSession(checkParams(params, CREATE_SESSION));
      if (method === "GET") return this.listSessions(checkParams(params, LIST_SESSIONS));
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (session) {
      const found = this.find(this.sessions, session[1] as string, "checkout.session", "session");
      checkParams(params, EXPAND);
      if (method === "GET" && !session[2]) return this.expanded(found, params);
      if (method === "POST" && session[2]) return this.expire(found, request);
    }
    if (method === "GET" && path === "/v1/payment_intents") {
      const query = checkParams(params, LIST_INTENTS);
      return this.list([...this.intents.values()], query, path, "payment_intent");
    }
    if (method === "GET" && path === "/v1/refunds") {
      const query = checkParams(params, LIST_REFUNDS);
      const refunds = [...this.refunds.values()].filter(
        (refund) =>
          (!query.charge || refund.charge === query.charge) &&
          (!query.payment_intent || refund.payment_intent === query.payment_intent),
      );
      return this.list(refunds, query, path, "refund");
    }
    if (method === "GET" && path === "/v1/disputes") {
      const query = checkParams(params, LIST_DISPUTES);
      const disputes = [...this.disputes.values()].filter(
        (dispute) =>
          (!query.charge || dispute.charge === query.charge) &&
          (!query.payment_intent || dispute.payment_intent === query.payment_intent),
      );
      return this.list(disputes, query, path, "dispute");
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (intent && method === "GET") {
      checkParams(params, EXPAND);
      return this.find(this.intents, intent[1] as string, "payment_intent", "intent");
    }
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (charge && method === "GET") {
      checkParams(params, EXPAND);
      return this.find(this.charges, charge[1] as string, "charge", "charge");
    }
    const dispute = /^\/v1\/disputes\/([^/]+)$/.exec(path);
    if (dispute) {
      const found = this.find(this.disputes, dispute[1] as string, "dispute", "dispute");
      if (method === "GET") {
        checkParams(params, EXPAND);
        return found;
      }
      if (method === "POST") return this.updateDispute(found, checkParams(params, UPDATE_DISPUTE), request);
    }
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (refund && method === "GET") {
      checkParams(params, EXPAND);
      return this.find(this.refunds, refund[1] as string, "refund", "id");
    }
    if (path === "/v1/refunds" && method === "POST")
      return this.createRefund(checkParams(params, CREATE_REFUND), request);
    throw invalidRequest(
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      { status: 404 },
    );
  }

  private find<T>(map: Map<string, T>, id: string, object: string, param: string): T {
    const found = map.get(id);
    if (!found) throw invalidRequest(`No such ${object}: '${id}'`, { code: "resource_missing", param, status: 404 });
    return found;
  }

  /** `expand[]=payment_intent` as Stripe does it: the id replaced by the object. */
  private expanded(session: CheckoutSession, params: Params): CheckoutSession {
    const expand = Array.isArray(params.expand) ? params.expand : [];
    if (expand.includes("payment_intent") && typeof session.payment_intent === "string") {
      return { ...session, payment_intent: this.intents.get(session.payment_intent) ?? null };
    }
    return session;
  }

  private createSession(params: Params): CheckoutSession {
    if (params.mode === undefined)
      throw invalidRequest("Missing required param: mode.", { code: "parameter_missing", param: "mode" });
    if (params.mode !== "payment") {
      throw invalidRequest(`Invalid mode: must be one of payment, setup, or subscription`, {
        code: "parameter_invalid_string",
        param: "mode",
      });
    }
    const items = Array.isArray(params.line_items) ? (params.line_items as Params[]) : [];
    if (items.length === 0) {
      throw invalidRequest("Missing required param: line_items.", { code: "parameter_missing", param: "line_items" });
    }
    let total = 0;
    let currency = "";
    items.forEach((item, index) => {
      const price = (item.price_data ?? {}) as Params;
      const name = `line_items[${index}][price_data]`;
      if (typeof price.currency !== "string" || !/^[a-z]{3}$/.test(price.currency)) {
        throw invalidRequest(`Missing required param: ${name}[currency].`, {
          code: "parameter_missing",
          param: `${name}[currency]`,
        });
      }
      if (currency && price.currency !== currency) {
        throw invalidRequest("All line items must use the same currency.", { param: `${name}[currency]` });
      }
      currency = price.currency;
      if (typeof price.unit_amount !== "string" || !/^\d{1,12}$/.test(price.unit_amount)) {
        throw invalidRequest(`Invalid integer: ${name}[unit_amount]`, {
          code: "parameter_invalid_integer",
          param: `${name}[unit_amount]`,
        });
      }
      const quantity = item.quantity === undefined ? Number.NaN : Number(item.quantity);
      if (!Number.isInteger(quantity) || quantity < 1) {
        throw invalidRequest(`Missing required param: line_items[${index}][quantity].`, {
          code: "parameter_missing",
          param: `line_items[${index}][quantity]`,
        });
      }
      total += Number(price.unit_amount) * quantity;
    });
    if (total < 50) {
      throw invalidRequest("The Checkout Session's total amount due must add up to at least €0.50 eur", {
        code: "amount_too_small",
      });
    }
    if (typeof params.success_url !== "string" || !/^https?:\/\//.test(params.success_url)) {
      throw invalidRequest("Not a valid URL", { code: "url_invalid", param: "success_url" });
    }
    if (
      params.cancel_url !== undefined &&
      (typeof params.cancel_url !== "string" || !/^https?:\/\//.test(params.cancel_url))
    ) {
      throw invalidRequest("Not a valid URL", { code: "url_invalid", param: "cancel_url" });
    }
    const id = `cs_test_${stripeId("x").slice(2)}${randomBytes(18).toString("hex").slice(0, 34)}`;
    const created = now();
    const example = copy(checkoutSessionExample);
    const session: CheckoutSession = {
      ...example,
      id,
      object: "checkout.session",
      after_expiration: null,
      amount_subtotal: total,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, status: null, provider: null },
      cancel_url: (params.cancel_url as string | undefined) ?? null,
      client_reference_id: typeof params.client_reference_id === "string" ? params.client_reference_id : null,
      created,
      currency,
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer_details: null,
      customer_email: typeof params.customer_email === "string" ? params.customer_email : null,
      expires_at: params.expires_at ? Number(params.expires_at) : created + 24 * 3600,
      invoice_creation: example.invoice_creation ? { ...example.invoice_creation, enabled: false } : null,
      locale: isLocale(params.locale) ? params.locale : null,
      metadata: stringMap(params.metadata),
      mode: "payment",
      payment_intent: null,
      allowed_payment_method_types: Array.isArray(params.allowed_payment_method_types)
        ? (params.allowed_payment_method_types as string[])
        : null,
      payment_method_types: Array.isArray(params.allowed_payment_method_types)
        ? (params.allowed_payment_method_types as string[])
        : ["card"],
      payment_status: "unpaid",
      shipping_address_collection: null,
      shipping_cost: null,
      status: "open",
      success_url: params.success_url,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      url: `${this.url}/pay/${id}`,
      collected_information: null,
      currency_conversion: null,
    };
    // What the payment intent gets when the customer pays (Checkout creates it then).
    this.pendingIntentData.set(id, (params.payment_intent_data ?? {}) as Params);
    this.sessions.set(id, session);
    return session;
  }

  private readonly pendingIntentData = new Map<string, Params>();

  private listSessions(params: Params): Stripe.ApiList<CheckoutSession> {
    const sessions = [...this.sessions.values()].filter(
      (session) =>
        (!params.payment_intent || session.payment_intent === params.payment_intent) &&
        (!params.status || session.status === params.status),
    );
    return this.list(sessions, params, "/v1/checkout/sessions", "checkout.session");
  }

  /**
   * One page of a list as Stripe pages it: newest first, `created[…]` bounds, then the cursor
   * (`starting_after`: the objects after that one; `ending_before`: those before it), `limit`
   * of them and `has_more` when the direction has more.
   */
  private list<T extends { id: string; created: number }>(
    all: T[],
    params: Params,
    url: string,
    object: string,
  ): Stripe.ApiList<T> {
    const limit = params.limit === undefined ? 10 : Number(params.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      throw invalidRequest("This value must be greater than or equal to 1 and less than or equal to 100.", {
        code: "parameter_invalid_integer",
        param: "limit",
      });
    }
    const bounds = (params.created ?? {}) as Record<string, string>;
    const within = (created: number) =>
      (bounds.gt === undefined || created > Number(bounds.gt)) &&
      (bounds.gte === undefined || created >= Number(bounds.gte)) &&
      (bounds.lt === undefined || created < Number(bounds.lt)) &&
      (bounds.lte === undefined || created <= Number(bounds.lte));
    // Insertion order is creation order; newest first.
    const newestFirst = all.filter((item) => within(item.created)).reverse();
    const cursor = (name: "starting_after" | "ending_before") => {
      const id = params[name];
      if (typeof id !== "string") return -1;
      const index = newestFirst.findIndex((item) => item.id === id);
      if (index < 0) {
        throw invalidRequest(`No such ${object}: '${id}'`, { code: "resource_missing", param: name, status: 404 });
      }
      return index;
    };
    const after = cursor("starting_after");
    const before = cursor("ending_before");
    let data: T[];
    let hasMore: boolean;
    if (before >= 0) {
      data = newestFirst.slice(Math.max(0, before - limit), before);
      hasMore = before - limit > 0;
    } else {
      const rest = newestFirst.slice(after + 1);
      data = rest.slice(0, limit);
      hasMore = rest.length > limit;
    }
    return { object: "list", data, has_more: hasMore, url };
  }

  private expire(session: CheckoutSession, request: Stripe.Event.Request): CheckoutSession {
    if (session.status !== "open") {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        {
          code: "checkout_session_unexpected_state" as string,
        },
      );
    }
    session.status = "expired";
    session.url = null;
    this.emit({ ...this.envelope(request), type: "checkout.session.expired", data: { object: copy(session) } });
    return session;
  }

  /** The session's payment intent, made at the first payment attempt as Checkout makes it. */
  private intentOf(session: CheckoutSession): PaymentIntent {
    if (typeof session.payment_intent === "string") return this.intents.get(session.payment_intent) as PaymentIntent;
    const data = this.pendingIntentData.get(session.id) ?? {};
    const id = stripeId("pi");
    const intent: PaymentIntent = {
      ...copy(paymentIntentExample),
      id,
      object: "payment_intent",
      amount: session.amount_total ?? 0,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      automatic_payment_methods: null,
      canceled_at: null,
      client_secret: `${id}_secret_${randomBytes(12).toString("base64url")}`,
      created: now(),
      currency: session.currency ?? "eur",
      description: typeof data.description === "string" ? data.description : null,
      last_payment_error: null,
      metadata: stringMap(data.metadata),
      next_action: null,
      payment_method_types: ["card"],
      processing: null,
      shipping: null,
      status: "requires_payment_method",
      transfer_data: null,
    };
    this.intents.set(id, intent);
    session.payment_intent = id;
    return intent;
  }

  /** The hosted page: GET shows the form, POST pays with the card number entered. */
  private page(method: string, url: URL, body: string): Answer {
    const match = /^\/pay\/([^/]+)(\/authenticate)?$/.exec(url.pathname);
    const session = match ? this.sessions.get(match[1] as string) : undefined;
    if (!session || !match) return { status: 404, body: hostedPage.notFound() };
    if (session.status === "complete") return redirect(successUrl(session));
    if (session.status === "expired") return { status: 410, body: hostedPage.expired() };
    const form = new URLSearchParams(body);
    const request = { id: stripeId("req"), idempotency_key: null };
    if (match[2]) {
      const intent = this.intentOf(session);
      if (intent.status !== "requires_action") return redirect(`${this.url}/pay/${session.id}`);
      if (method === "GET") return { status: 200, body: hostedPage.authenticate(session) };
      if (form.get("action") === "complete") {
        this.succeed(session, intent, TEST_CARDS.threeDSecure as TestCard, request);
        return redirect(successUrl(session));
      }
      const message =
        "We are unable to authenticate your payment method. Please choose a different payment method and try again.";
      this.decline(
        intent,
        TEST_CARDS.threeDSecure as TestCard,
        "payment_intent_authentication_failure",
        message,
        request,
      );
      return { status: 200, body: hostedPage.form(session, message) };
    }
    if (method !== "POST") return { status: 200, body: hostedPage.form(session, null) };
    const number = (form.get("card") ?? "").replace(/\D/g, "");
    const card = Object.values(TEST_CARDS).find((candidate) => candidate.number === number);
    if (!card) return { status: 200, body: hostedPage.form(session, "Your card number is invalid.") };
    const intent = this.intentOf(session);
    if (card.outcome === "succeeds") {
      this.succeed(session, intent, card, request);
      return redirect(successUrl(session));
    }
    if (card.outcome === "requires_action") {
      Object.assign(intent, {
        status: "requires_action",
        next_action: { type: "use_stripe_sdk", use_stripe_sdk: {} },
        last_payment_error: null,
      });
      return redirect(`${this.url}/pay/${session.id}/authenticate`);
    }
    const message = card.message ?? "Your card was declined.";
    this.decline(intent, card, "card_declined", message, request);
    return { status: 200, body: hostedPage.form(session, message) };
  }

  private paymentMethodDetails(card: TestCard): Charge["payment_method_details"] {
    const details = present(copy(chargeExample).payment_method_details, "payment_method_details");
    const example = present(details.card, "payment_method_details.card");
    return {
      ...details,
      card: {
        ...example,
        brand: card.brand,
        last4: card.number.slice(-4),
        network: card.brand,
        wallet: null,
        three_d_secure: card.outcome === "requires_action" ? (details.card?.three_d_secure ?? null) : null,
      },
      type: "card",
    };
  }

  private newCharge(
    intent: PaymentIntent,
    card: TestCard,
    paid: boolean,
    failure?: { code: string; message: string },
  ): Charge {
    const id = stripeId("ch");
    const example = copy(chargeExample);
    const charge: Charge = {
      ...example,
      id,
      object: "charge",
      amount: intent.amount,
      amount_captured: paid ? intent.amount : 0,
      amount_refunded: 0,
      balance_transaction: paid ? stripeId("txn") : null,
      billing_details: { ...example.billing_details, name: null },
      captured: paid,
      created: now(),
      currency: intent.currency,
      description: intent.description,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      metadata: { ...intent.metadata },
      outcome: {
        ...present(example.outcome, "outcome"),
        network_status: paid ? "approved_by_network" : "declined_by_network",
        reason: paid ? null : (card.declineCode ?? "generic_decline"),
        seller_message: paid ? "Payment complete." : "The bank did not return any further details with this decline.",
        type: paid ? "authorized" : "issuer_declined",
      },
      paid,
      payment_intent: intent.id,
      payment_method: stripeId("pm"),
      payment_method_details: this.paymentMethodDetails(card),
      receipt_url: null,
      refunded: false,
      refunds: { object: "list", data: [], has_more: false, url: `/v1/charges/${id}/refunds` },
      shipping: null,
      source: null,
      status: paid ? "succeeded" : "failed",
      transfer_data: null,
    };
    this.charges.set(id, charge);
    return charge;
  }

  private succeed(session: CheckoutSession, intent: PaymentIntent, card: TestCard, request: Stripe.Event.Request) {
    const charge = this.newCharge(intent, card, true);
    Object.assign(intent, {
      status: "succeeded",
      amount_received: intent.amount,
      latest_charge: charge.id,
      payment_method: charge.payment_method,
      next_action: null,
      last_payment_error: null,
    });
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      url: null,
      customer_details: {
        ...copy(checkoutSessionExample).customer_details,
        email: session.customer_email ?? "customer@example.com",
      },
    });
    this.emit({ ...this.envelope(request), type: "payment_intent.succeeded", data: { object: copy(intent) } });
    this.emit({ ...this.envelope(request), type: "checkout.session.completed", data: { object: copy(session) } });
    if (card.refundFails) this.refundsFail.add(charge.id);
    if (card.dispute) this.openDispute(charge, card.dispute, request);
  }

  /**
   * The cardholder disputes the charge (Stripe's test card 4000 0000 0000 0259): the dispute needs a
   * response within 7 days and its amount is withdrawn from the balance at once.
   */
  private openDispute(charge: Charge, reason: Dispute["reason"], request: Stripe.Event.Request): void {
    const example = copy(disputeExample);
    const dispute: Dispute = {
      ...example,
      id: stripeId("dp"),
      object: "dispute",
      amount: charge.amount,
      balance_transactions: [],
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      evidence_details: { ...example.evidence_details, due_by: now() + 7 * 24 * 3600, has_evidence: false },
      is_charge_refundable: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason,
      status: "needs_response",
    };
    charge.disputed = true;
    this.disputes.set(dispute.id, dispute);
    this.emit({ ...this.envelope(request), type: "charge.dispute.created", data: { object: copy(dispute) } });
    this.emit({ ...this.envelope(request), type: "charge.dispute.funds_withdrawn", data: { object: copy(dispute) } });
  }

  /**
   * Evidence for a dispute (POST /v1/disputes/:id). As in Stripe's test mode, the text
   * `winning_evidence` or `losing_evidence` closes it as won (funds reinstated) or lost.
   */
  private updateDispute(dispute: Dispute, params: Params, request: Stripe.Event.Request): Dispute {
    if (dispute.status === "won" || dispute.status === "lost") {
      throw invalidRequest(`This dispute is already closed.`, { code: "dispute_already_closed" as string });
    }
    const evidence = (params.evidence ?? {}) as Params;
    const text = typeof evidence.uncategorized_text === "string" ? evidence.uncategorized_text : null;
    Object.assign(dispute, {
      evidence: { ...dispute.evidence, uncategorized_text: text ?? dispute.evidence.uncategorized_text },
      evidence_details: {
        ...dispute.evidence_details,
        has_evidence: true,
        submission_count: 1,
        submission_method: "manual",
      },
      metadata: { ...dispute.metadata, ...stringMap(params.metadata) },
      status: "under_review",
    });
    this.emit({ ...this.envelope(request), type: "charge.dispute.updated", data: { object: copy(dispute) } });
    if (text === "winning_evidence" || text === "losing_evidence") {
      dispute.status = text === "winning_evidence" ? "won" : "lost";
      this.emit({ ...this.envelope(request), type: "charge.dispute.closed", data: { object: copy(dispute) } });
      if (dispute.status === "won")
        this.emit({
          ...this.envelope(request),
          type: "charge.dispute.funds_reinstated",
          data: { object: copy(dispute) },
        });
    }
    return dispute;
  }

  private decline(intent: PaymentIntent, card: TestCard, code: string, message: string, request: Stripe.Event.Request) {
    const charge = this.newCharge(intent, card, false, { code, message });
    const error = {
      type: "card_error",
      code,
      decline_code: code === "card_declined" ? (card.declineCode ?? "generic_decline") : undefined,
      message,
      charge: charge.id,
      doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll("_", "-")}`,
      payment_method: { id: charge.payment_method, object: "payment_method", type: "card" },
    };
    Object.assign(intent, {
      status: "requires_payment_method",
      latest_charge: charge.id,
      payment_method: null,
      next_action: null,
      last_payment_error: error,
    });
    this.emit({ ...this.envelope(request), type: "payment_intent.payment_failed", data: { object: copy(intent) } });
  }

  private createRefund(params: Params, request: Stripe.Event.Request): Refund {
    let charge: Charge | undefined;
    if (typeof params.charge === "string") charge = this.find(this.charges, params.charge, "charge", "charge");
    else if (typeof params.payment_intent === "string") {
      const intent = this.find(this.intents, params.payment_intent, "payment_intent", "payment_intent");
      charge = intent.latest_charge ? this.charges.get(intent.latest_charge as string) : undefined;
      if (!charge?.paid) {
        throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
          code: "charge_not_refundable" as string,
        });
      }
    } else {
      throw invalidRequest(
        "One of the following params should be provided for this request: payment_intent or charge.",
        {
          code: "parameter_missing",
        },
      );
    }
    const remaining = charge.amount_captured - charge.amount_refunded;
    if (remaining <= 0) {
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
    }
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0) {
      throw invalidRequest("Invalid integer: amount", { code: "parameter_invalid_integer", param: "amount" });
    }
    if (amount > remaining) {
      throw invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, {
        code: "amount_too_large",
        param: "amount",
      });
    }
    const refund: Refund = {
      ...copy(refundExample),
      id: stripeId("re"),
      object: "refund",
      amount,
      balance_transaction: stripeId("txn"),
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: stringMap(params.metadata),
      payment_intent: charge.payment_intent,
      reason: isRefundReason(params.reason) ? params.reason : null,
      status: "succeeded",
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    charge.refunds = {
      object: "list",
      data: [refund, ...(charge.refunds?.data ?? [])],
      has_more: false,
      url: `/v1/charges/${charge.id}/refunds`,
    };
    this.emit({ ...this.envelope(request), type: "charge.refunded", data: { object: copy(charge) } });
    if (this.refundsFail.has(charge.id)) {
      // Stripe's 4000 0000 0000 5126: the refund starts succeeded and fails some time later
      // (here REFUND_FAILS_AFTER_MS); the money is back on the account.
      setTimeout(() => {
        Object.assign(refund, {
          status: "failed",
          failure_reason: "expired_or_canceled_card",
          failure_balance_transaction: stripeId("txn"),
        });
        charge.amount_refunded -= amount;
        charge.refunded = false;
        this.emit({
          ...this.envelope({ id: null, idempotency_key: null }),
          type: "charge.refund.updated",
          data: { object: copy(refund) },
        });
      }, REFUND_FAILS_AFTER_MS);
    }
    return refund;
  }

  /** An event's envelope as Stripe sends it (the request that caused it, if any). */
  private envelope(request: Stripe.Event.Request): Omit<Stripe.EventBase, "type" | "data"> {
    return {
      ...copy(eventExample),
      id: stripeId("evt"),
      object: "event",
      api_version: FAKE_API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: this.options.webhookUrl ? 1 : 0,
      request,
    };
  }

  private emit(event: StripeEvent): void {
    const object = event.data.object;
    this.events.push(event);
    if (this.isSilenced(object)) return;
    // Stripe delivers after answering the request, asynchronously.
    if (!this.holdDeliveries) setTimeout(() => void this.deliver(event), 20);
  }

  /** Whether an event about this object is about a silenced session, intent, charge, refund or dispute. */
  private isSilenced(object: unknown): boolean {
    if (this.silenced.size === 0) return false;
    const fields = object as { id?: unknown; payment_intent?: unknown; charge?: unknown };
    const ids = [fields.id, fields.payment_intent, fields.charge].filter((id) => typeof id === "string") as string[];
    for (const charge of ids.filter((id) => id.startsWith("ch_"))) {
      const intent = this.charges.get(charge)?.payment_intent;
      if (typeof intent === "string") ids.push(intent);
    }
    for (const session of this.sessions.values()) {
      if (typeof session.payment_intent === "string" && ids.includes(session.payment_intent)) ids.push(session.id);
    }
    return ids.some((id) => this.silenced.has(id));
  }

  /** One delivery (and Stripe-like retries on a failure: 3 more, 0.5 s, 1 s, 2 s apart). */
  async deliver(event: StripeEvent, attempt = 1, timestamp = now()): Promise<WebhookDelivery | null> {
    if (!this.options.webhookUrl) return null;
    const payload = JSON.stringify(event, null, 2);
    const signature = signatureHeader(this.options.webhookSecret, payload, timestamp);
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

  /**
   * The control API: GET /_fake/events, GET /_fake/deliveries, POST /_fake/events/<id>/resend,
   * POST /_fake/failures {"status":429,"count":2,"retryAfter":1}, POST /_fake/hold {"hold":true},
   * POST /_fake/silence {"id":"cs_…"} (that object's events are never delivered).
   */
  private async control(method: string, path: string, body: string): Promise<Answer> {
    if (method === "GET" && path === "/_fake/events") return { status: 200, body: this.events };
    if (method === "GET" && path === "/_fake/deliveries") return { status: 200, body: this.deliveries };
    if (method === "POST" && path === "/_fake/failures") {
      const mode = JSON.parse(body || "{}") as Partial<FailureMode>;
      const status = Number(mode.status);
      if (!(status === 429 || (status >= 500 && status < 600))) {
        return { status: 400, body: { error: { type: "invalid_request_error", message: "status: 429 or 5xx" } } };
      }
      this.failNext({ status, count: Math.min(100, Number(mode.count ?? 1)), retryAfter: mode.retryAfter });
      return { status: 200, body: this.failure };
    }
    if (method === "POST" && path === "/_fake/silence") {
      // A lost webhook: no event about this object (a session: also its payment, refunds, disputes) is delivered.
      const { id } = JSON.parse(body || "{}") as { id?: unknown };
      if (typeof id !== "string" || id.length === 0) {
        return { status: 400, body: { error: { type: "invalid_request_error", message: "id: an object id" } } };
      }
      this.silenced.add(id);
      return { status: 200, body: { silenced: id } };
    }
    if (method === "POST" && path === "/_fake/hold") {
      this.holdDeliveries = (JSON.parse(body || "{}") as { hold?: boolean }).hold === true;
      return { status: 200, body: { hold: this.holdDeliveries } };
    }
    const resend = /^\/_fake\/events\/([^/]+)\/resend$/.exec(path);
    const event = resend && this.events.find((candidate) => candidate.id === resend[1]);
    if (method === "POST" && event) return { status: 200, body: await this.deliver(event, 4) };
    return { status: 404, body: { error: { type: "invalid_request_error", message: "Unknown control path" } } };
  }
}

/** A part of Stripe's example the fake builds on (never absent: the example is typed and fixed). */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Stripe's example lacks ${what}`);
  return value;
}

// What Checkout and refunds accept (Stripe API reference: Checkout Session `locale`, Refund `reason`).
const LOCALES = ["auto", "de", "en", "en-GB", "fr", "it", "nl", "pl", "es"] as const;
const isLocale = (value: unknown): value is (typeof LOCALES)[number] => LOCALES.some((locale) => locale === value);
const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer"] as const;
const isRefundReason = (value: unknown): value is (typeof REFUND_REASONS)[number] =>
  REFUND_REASONS.some((reason) => reason === value);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function stringMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
}

function successUrl(session: CheckoutSession): string {
  return (session.success_url ?? "").replaceAll("{CHECKOUT_SESSION_ID}", session.id);
}

function redirect(location: string): Answer {
  return { status: 303, headers: { location }, body: "" };
}

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const fake = new StripeFake(options);
  await fake.start();
  return fake;
}
