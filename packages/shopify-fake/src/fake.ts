import { randomInt, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { graphql } from "graphql";
import { actualQueryCost, available, BUCKET, type Bucket, requestedQueryCost } from "./cost";
import {
  applyOrderEdit,
  applyRefund,
  buildOrder,
  DEMO_PRODUCTS,
  type NewOrderInput,
  type OrderEditInput,
  type OrderLineInput,
  type RefundInput,
  type RestOrder,
  releaseHolds,
  type ShopifyId,
  toShopifyJson,
  webhookPayload,
} from "./orders";
import { buildProduct, demoCatalogue, type FakeProduct, type NewProductInput } from "./products";
import { resolvers } from "./resolvers";
import { schema } from "./schema";
import { signBody, signQuery, token } from "./sign";
import { FAKE_API_VERSION, servedVersion } from "./versions";

export type ShopifyFakeOptions = {
  apiKey: string;
  apiSecret: string;
  /** The app's base URL (the platform backend): app launches and webhooks go there. */
  appUrl: string;
  /** Where Shopify opens the app (the app URL of the app's configuration). */
  appPath?: string;
  /** Where webhooks are sent (the app's webhook subscriptions). */
  webhookPath?: string;
  port?: number;
  host?: string;
  /** Shops that exist from the start. Others are created on first use. */
  shops?: string[];
  /** Approve the OAuth grant without showing the consent page (tests). */
  autoApprove?: boolean;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** Send a new demo order to every installed shop this often (0: never). */
  demoOrderEverySeconds?: number;
  /** Keep the fake's state across restarts (the demo). */
  stateFile?: string;
  apiVersion?: string;
  log?: (line: string) => void;
};

export type FulfilmentRecord = {
  id: string;
  /** Shopify's FulfillmentStatus, lower case: a merchant can cancel a fulfilment in Shopify's admin. */
  status?: "success" | "cancelled";
  orderId: string;
  fulfillmentOrderIds: string[];
  /** The location the fulfillment left from (its fulfillment orders' assigned location). */
  locationId: string | null;
  /** The line items and quantities fulfilled (Shopify's line item gids); every open one when the request named none. */
  lineItems: Array<{ lineItemId: string; quantity: number }>;
  trackingCompany: string | null;
  trackingNumbers: string[];
  trackingUrls: string[];
  notifyCustomer: boolean;
  createdAt: string;
};

export type AccessToken = {
  token: string;
  shop: string;
  scopes: string[];
  expiresAt: number | null;
  revoked: boolean;
  /** The refresh token this access token came with (expiring tokens only). */
  refreshToken: string | null;
  used: boolean;
};

export type RefreshToken = {
  token: string;
  shop: string;
  expiresAt: number;
  revoked: boolean;
  replacedBy: string | null;
};

export type FakeShop = {
  domain: string;
  name: string;
  /** Scopes the merchant will not grant (to test "Missing required scopes."). */
  denyScopes: string[];
  installed: boolean;
  grantedScopes: string[];
  orders: RestOrder[];
  /** The shop's catalogue (demo products until a test adds its own); older saved states lack it. */
  products?: FakeProduct[];
  fulfillments: FulfilmentRecord[];
  nextOrderNumber: number;
  /**
   * The next GraphQL requests answer with this HTTP status (to test retries), with a Retry-After
   * of so many seconds, or (status 0) the connection is dropped without an answer.
   */
  failNext: { count: number; status: number; retryAfter?: number | null };
  graphqlLog: Array<{ operation: string | null; at: string; status: number; error?: string }>;
  /** The app's GraphQL leaky bucket on this shop (calculated query cost). */
  bucket?: Bucket;
  /**
   * false: the app is not approved for protected customer data (Shopify's review), so names,
   * emails, phones and street addresses are null in webhooks and refused (ACCESS_DENIED) in GraphQL.
   */
  protectedCustomerData?: boolean;
  /**
   * false: not approved even for level 1 (orders are protected customer data): Shopify refuses the
   * app's orders/* subscriptions, so no orders/* webhook is sent, and refuses order reads (ACCESS_DENIED).
   */
  ordersApproved?: boolean;
  /** fulfillmentCreate answers this userError (a fulfilment order Shopify will not fulfil, e.g. one on hold elsewhere). */
  rejectFulfilments?: string | null;
};

type State = {
  shops: Record<string, FakeShop>;
  codes: Record<string, { shop: string; scopes: string[]; expiresAt: number }>;
  accessTokens: Record<string, AccessToken>;
  refreshTokens: Record<string, RefreshToken>;
  /** The last id given out (digits; a saved state of an older fake may hold a number). */
  nextId: string | number;
};

/**
 * Ids start just above 2^53 (9,007,199,254,740,992): a platform that let one pass through a
 * JavaScript number would round it, and the tests would see it. Shopify's own ids are 64-bit.
 */
export const FIRST_ID = 9_007_199_254_740_993n;

export type WebhookDelivery = {
  status: number;
  body: string;
  headers: Record<string, string>;
  payload: Record<string, unknown>;
  /** The exact text that was signed and sent (ids beyond 2^53 stay digits), for replays. */
  sentBody: string;
};

export type WebhookOptions = {
  webhookId?: string;
  eventId?: string;
  triggeredAt?: string;
  /** Sign with a wrong secret (a forged delivery). */
  tamper?: boolean;
  apiVersion?: string;
  /** Send this text as the body instead of JSON.stringify(payload) (ids beyond 2^53, malformed bodies). */
  rawBody?: string;
  /** Never arrives (the app was down past Shopify's retries): what reconciliation must find. */
  lost?: boolean;
};

const SHOP_DOMAIN = /^[a-zA-Z0-9][a-zA-Z0-9-_]*\.myshopify\.com$/;
const GRAPHQL_PATH = /^\/admin\/api\/([\w-]+)\/graphql\.json$/;
const INVALID_TOKEN = "[API] Invalid API key or access token (unrecognized login or wrong password)";

class HttpFailure extends Error {
  constructor(
    public readonly status: number,
    public readonly body: unknown,
    public readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === "string" ? body : JSON.stringify(body));
  }
}

/** The connection is closed without an answer (a network failure). */
class DroppedConnection extends Error {}

/**
 * A local Shopify: OAuth (authorize with consent, code → token, expiring offline tokens with
 * refresh), the GraphQL Admin API subset the platform calls, and signed webhooks to the app.
 * Shops live under /store/<shop>.myshopify.com/… (the platform's Shopify library is pointed here
 * when SHOPIFY_FAKE_URL is set). /_fake/… is the control API for tests and the demo page.
 */
export class ShopifyFake {
  private server: http.Server | null = null;
  private state: State = {
    shops: {},
    codes: {},
    accessTokens: {},
    refreshTokens: {},
    nextId: String(FIRST_ID + BigInt(randomInt(1_000_000))),
  };
  private demoTimer: NodeJS.Timeout | null = null;
  private saveTimer: NodeJS.Timeout | null = null;
  url = "";

  constructor(private readonly options: ShopifyFakeOptions) {
    if (options.stateFile && fs.existsSync(options.stateFile)) {
      try {
        this.state = JSON.parse(fs.readFileSync(options.stateFile, "utf8")) as State;
      } catch {
        // a broken state file starts fresh
      }
    }
    for (const domain of options.shops ?? []) this.ensureShop(domain);
  }

  get apiVersion(): string {
    return this.options.apiVersion ?? FAKE_API_VERSION;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.route(req, res).catch((error: unknown) => {
        if (error instanceof DroppedConnection) {
          req.socket.destroy();
          return;
        }
        const failure = error instanceof HttpFailure ? error : new HttpFailure(500, { errors: String(error) });
        if (!res.headersSent) {
          res.writeHead(failure.status, {
            "content-type": typeof failure.body === "string" ? "text/plain" : "application/json",
            ...failure.headers,
          });
        }
        res.end(typeof failure.body === "string" ? failure.body : JSON.stringify(failure.body));
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once("error", reject);
      this.server?.listen(this.options.port ?? 0, this.options.host ?? "127.0.0.1", () => resolve());
    });
    const address = this.server.address() as AddressInfo;
    this.url = `http://${this.options.host ?? "127.0.0.1"}:${address.port}`;
    const every = this.options.demoOrderEverySeconds ?? 0;
    if (every > 0) {
      this.demoTimer = setInterval(() => {
        for (const shop of Object.values(this.state.shops).filter((s) => s.installed)) {
          void this.createOrder(shop.domain).catch((error: unknown) => this.log(`demo order failed: ${String(error)}`));
        }
      }, every * 1000);
      this.demoTimer.unref();
    }
    return this;
  }

  async stop(): Promise<void> {
    if (this.demoTimer) clearInterval(this.demoTimer);
    this.flush();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private log(line: string): void {
    this.options.log?.(`[shopify-fake] ${line}`);
  }

  private changed(): void {
    if (!this.options.stateFile || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.flush(), 200);
    this.saveTimer.unref();
  }

  private flush(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.options.stateFile) return;
    fs.mkdirSync(path.dirname(this.options.stateFile), { recursive: true });
    fs.writeFileSync(this.options.stateFile, JSON.stringify(this.state));
  }

  nextId(): ShopifyId {
    const next = BigInt(this.state.nextId) + BigInt(1 + randomInt(50));
    this.state.nextId = String(next);
    return this.state.nextId;
  }

  // ── Shops ──────────────────────────────────────────────────────────────────

  ensureShop(domain: string, config: { name?: string; denyScopes?: string[] } = {}): FakeShop {
    if (!SHOP_DOMAIN.test(domain)) throw new HttpFailure(404, "Not Found");
    let shop = this.state.shops[domain];
    if (!shop) {
      shop = {
        domain,
        name: config.name ?? domain.replace(".myshopify.com", "").replace(/[-_]/g, " "),
        denyScopes: [],
        installed: false,
        grantedScopes: [],
        orders: [],
        fulfillments: [],
        nextOrderNumber: 1001,
        failNext: { count: 0, status: 503 },
        graphqlLog: [],
      };
      this.state.shops[domain] = shop;
    }
    if (config.name) shop.name = config.name;
    if (config.denyScopes) shop.denyScopes = config.denyScopes;
    this.changed();
    return shop;
  }

  /** The shop's products; a shop starts with the demo catalogue. */
  productsOf(shop: FakeShop): FakeProduct[] {
    if (!shop.products) {
      shop.products = demoCatalogue(() => this.nextId());
      this.changed();
    }
    return shop.products;
  }

  createProduct(domain: string, input: NewProductInput): FakeProduct {
    const shop = this.shop(domain);
    if (!input || typeof input.title !== "string" || !input.title.trim()) {
      throw new HttpFailure(422, { errors: { title: ["can't be blank"] } });
    }
    const product = buildProduct(() => this.nextId(), input);
    this.productsOf(shop).push(product);
    this.changed();
    return product;
  }

  /**
   * The catalogue variant a new order line sells, as in Shopify, where a product's line carries
   * that variant's and product's ids (the same in every order): the given variant, else the one
   * with the line's SKU; a SKU the shop does not sell yet becomes a product of its own. A line
   * with `variantId: null` is a custom item (no variant, no product).
   */
  variantOf(shop: FakeShop, line: OrderLineInput): { variantId: ShopifyId | null; productId: ShopifyId | null } {
    if (line.variantId === null) return { variantId: null, productId: null };
    const products = this.productsOf(shop);
    const wanted = line.variantId === undefined ? null : String(line.variantId);
    for (const product of products) {
      const variant = product.variants.find((v) =>
        wanted ? v.id === wanted : line.sku !== null && v.sku === line.sku,
      );
      if (variant) return { variantId: variant.id, productId: product.id };
    }
    if (wanted) return { variantId: wanted, productId: this.nextId() };
    const product = buildProduct(() => this.nextId(), {
      title: line.title ?? "Item",
      variants: [
        { sku: line.sku, barcode: line.barcode ?? null, title: line.variantTitle ?? undefined, price: line.price },
      ],
    });
    products.push(product);
    this.changed();
    return { variantId: product.variants[0]?.id as ShopifyId, productId: product.id };
  }

  shop(domain: string): FakeShop {
    const shop = this.state.shops[domain];
    if (!shop) throw new HttpFailure(404, { errors: "Not Found" });
    return shop;
  }

  /** What Shopify opens when the merchant opens the app (install or launch): the app URL, signed. */
  launchUrl(domain: string): string {
    this.ensureShop(domain);
    const params: Record<string, string> = {
      host: Buffer.from(`admin.shopify.com/store/${domain.replace(".myshopify.com", "")}`).toString("base64url"),
      shop: domain,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    params.hmac = signQuery(this.options.apiSecret, params);
    return `${this.options.appUrl}${this.options.appPath ?? "/shopify/install"}?${new URLSearchParams(params)}`;
  }

  // ── OAuth ──────────────────────────────────────────────────────────────────

  private authorize(
    domain: string,
    query: URLSearchParams,
    approved: boolean,
  ): { redirect?: string; consent?: string } {
    const shop = this.ensureShop(domain);
    if (query.get("client_id") !== this.options.apiKey)
      throw new HttpFailure(400, "Oauth error invalid_request: The client_id is invalid");
    const redirectUri = query.get("redirect_uri") ?? "";
    if (!redirectUri.startsWith(this.options.appUrl)) {
      throw new HttpFailure(400, "Oauth error invalid_request: The redirect_uri is not whitelisted");
    }
    const requested = (query.get("scope") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const alreadyGranted = shop.installed && requested.every((s) => shop.grantedScopes.includes(s));
    if (!approved && !this.options.autoApprove && !alreadyGranted)
      return { consent: this.consentPage(shop, query, requested) };
    const scopes = requested.filter((s) => !shop.denyScopes.includes(s));
    const code = token("code").slice(5);
    this.state.codes[code] = { shop: domain, scopes, expiresAt: Date.now() + 60_000 };
    const params: Record<string, string> = {
      code,
      host: Buffer.from(`admin.shopify.com/store/${domain.replace(".myshopify.com", "")}`).toString("base64url"),
      shop: domain,
      state: query.get("state") ?? "",
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    params.hmac = signQuery(this.options.apiSecret, params);
    this.log(`${domain} authorised the app (${scopes.join(",")})`);
    return { redirect: `${redirectUri}?${new URLSearchParams(params)}` };
  }

  private consentPage(shop: FakeShop, query: URLSearchParams, scopes: string[]): string {
    const hidden = [...query.entries()]
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join("");
    return page(
      `Install app — ${shop.name}`,
      `<h1>Install the app on ${escapeHtml(shop.name)}</h1>
       <p>${escapeHtml(shop.domain)} · the app will be able to:</p>
       <ul>${scopes.map((s) => `<li>${escapeHtml(s)}${shop.denyScopes.includes(s) ? " <em>(will be declined)</em>" : ""}</li>`).join("")}</ul>
       <form method="post" action="/store/${encodeURIComponent(shop.domain)}/admin/oauth/authorize">${hidden}
         <button type="submit">Install app</button></form>`,
    );
  }

  private issueTokens(domain: string, scopes: string[], expiring: boolean) {
    const shop = this.shop(domain);
    shop.installed = true;
    shop.grantedScopes = scopes;
    const accessToken = token("shpat");
    const accessTtl = this.options.accessTokenTtlSeconds ?? 3600;
    const refreshTtl = this.options.refreshTokenTtlSeconds ?? 90 * 24 * 3600;
    const refreshToken = expiring ? token("shprt") : null;
    this.state.accessTokens[accessToken] = {
      token: accessToken,
      shop: domain,
      scopes,
      expiresAt: expiring ? Date.now() + accessTtl * 1000 : null,
      revoked: false,
      refreshToken,
      used: false,
    };
    if (refreshToken) {
      this.state.refreshTokens[refreshToken] = {
        token: refreshToken,
        shop: domain,
        expiresAt: Date.now() + refreshTtl * 1000,
        revoked: false,
        replacedBy: null,
      };
    }
    this.changed();
    return {
      access_token: accessToken,
      scope: scopes.join(","),
      ...(expiring && refreshToken
        ? { expires_in: accessTtl, refresh_token: refreshToken, refresh_token_expires_in: refreshTtl }
        : {}),
    };
  }

  private accessTokenGrant(domain: string, body: Record<string, string>) {
    if (body.client_id !== this.options.apiKey || body.client_secret !== this.options.apiSecret) {
      throw new HttpFailure(400, { error: "invalid_client", error_description: "Client authentication failed" });
    }
    if (body.grant_type === "refresh_token") {
      const refresh = this.state.refreshTokens[body.refresh_token ?? ""];
      if (!refresh || refresh.shop !== domain || refresh.revoked || refresh.expiresAt < Date.now()) {
        throw new HttpFailure(400, {
          error: "invalid_grant",
          error_description: "The refresh token is invalid or expired",
        });
      }
      // Shopify rotates refresh tokens; the used one stays valid until its replacement is used.
      const scopes = this.shop(domain).grantedScopes;
      const issued = this.issueTokens(domain, scopes, true);
      refresh.replacedBy = issued.refresh_token ?? null;
      return issued;
    }
    const code = this.state.codes[body.code ?? ""];
    delete this.state.codes[body.code ?? ""];
    if (!code || code.shop !== domain || code.expiresAt < Date.now()) {
      throw new HttpFailure(400, {
        error: "invalid_request",
        error_description: "The authorization code was not found or was already used",
      });
    }
    this.log(`${domain}: token issued${body.expiring === "1" ? " (expiring)" : ""}`);
    return this.issueTokens(domain, code.scopes, body.expiring === "1");
  }

  /** The access token of a GraphQL request, or a 401 as Shopify answers it. */
  private authenticate(domain: string, header: string | undefined): AccessToken {
    const access = this.state.accessTokens[header ?? ""];
    if (
      !access ||
      access.shop !== domain ||
      access.revoked ||
      (access.expiresAt !== null && access.expiresAt < Date.now())
    ) {
      throw new HttpFailure(401, { errors: INVALID_TOKEN });
    }
    if (!access.used && access.refreshToken) {
      access.used = true;
      // First use of a refreshed token retires the refresh token it replaced.
      for (const refresh of Object.values(this.state.refreshTokens)) {
        if (refresh.replacedBy === access.refreshToken) refresh.revoked = true;
      }
      this.changed();
    }
    return access;
  }

  // ── Test controls ──────────────────────────────────────────────────────────

  /** Every access token of the shop has expired (as after an hour). */
  expireAccessTokens(domain: string): void {
    for (const access of Object.values(this.state.accessTokens))
      if (access.shop === domain) access.expiresAt = Date.now() - 1000;
    this.changed();
  }

  /** Every token of the shop stops working, refresh tokens included (e.g. the merchant revoked access). */
  revokeTokens(domain: string): void {
    for (const access of Object.values(this.state.accessTokens)) if (access.shop === domain) access.revoked = true;
    for (const refresh of Object.values(this.state.refreshTokens)) if (refresh.shop === domain) refresh.revoked = true;
    this.changed();
  }

  failNext(domain: string, count: number, status = 503, retryAfter: number | null = null): void {
    this.shop(domain).failNext = { count, status, retryAfter };
  }

  // ── Orders and webhooks ────────────────────────────────────────────────────

  async createOrder(domain: string, input: NewOrderInput = {}, options: { send?: boolean } & WebhookOptions = {}) {
    const shop = this.ensureShop(domain);
    const order = buildOrder(
      {
        orderId: this.nextId(),
        number: shop.nextOrderNumber++,
        nextId: () => this.nextId(),
        variantOf: (line) => this.variantOf(shop, line),
      },
      input,
    );
    shop.orders.push(order);
    this.changed();
    const delivery =
      options.send === false ? null : await this.sendWebhook(domain, "orders/create", webhookPayload(order), options);
    this.log(`${domain}: order ${order.name} created${delivery ? ` (webhook ${delivery.status})` : ""}`);
    return { order, delivery };
  }

  async updateOrder(
    domain: string,
    orderId: ShopifyId | number,
    patch: Partial<RestOrder>,
    options: WebhookOptions = {},
  ) {
    const order = this.findOrder(domain, orderId);
    Object.assign(order, patch, { updated_at: new Date().toISOString() });
    this.changed();
    return { order, delivery: await this.sendWebhook(domain, "orders/updated", webhookPayload(order), options) };
  }

  async cancelOrder(domain: string, orderId: ShopifyId | number, options: WebhookOptions = {}) {
    const order = this.findOrder(domain, orderId);
    const now = new Date().toISOString();
    Object.assign(order, { cancelled_at: now, cancel_reason: "customer", financial_status: "voided", updated_at: now });
    this.changed();
    return { order, delivery: await this.sendWebhook(domain, "orders/cancelled", webhookPayload(order), options) };
  }

  /**
   * An order edit committed in Shopify: orders/edited (the OrderEdit, not the order) and, as
   * Shopify follows it, orders/updated (left out with `updated: false`, so a test sees orders/edited alone).
   */
  async editOrder(
    domain: string,
    orderId: ShopifyId | number,
    edit: OrderEditInput,
    options: WebhookOptions & { updated?: boolean } = {},
  ) {
    const order = this.findOrder(domain, orderId);
    const body = applyOrderEdit(
      order,
      edit,
      () => this.nextId(),
      (line) => this.variantOf(this.shop(domain), line),
    );
    this.changed();
    const delivery = await this.sendWebhook(domain, "orders/edited", body, options);
    if (options.updated !== false) await this.sendWebhook(domain, "orders/updated", webhookPayload(order));
    return { order, delivery };
  }

  /** A refund before shipment (restock type "cancel"), announced by orders/updated. */
  async refundOrder(domain: string, orderId: ShopifyId | number, refund: RefundInput, options: WebhookOptions = {}) {
    const order = this.findOrder(domain, orderId);
    applyRefund(order, refund);
    this.changed();
    return { order, delivery: await this.sendWebhook(domain, "orders/updated", webhookPayload(order), options) };
  }

  /**
   * Releases the holds on the order's fulfillment orders (all, or one by index), and announces
   * each as Shopify does: fulfillment_orders/hold_released with the fulfillment order.
   */
  async releaseHold(domain: string, orderId: ShopifyId | number, index: number | null = null) {
    const order = this.findOrder(domain, orderId);
    const released = releaseHolds(order, index);
    this.changed();
    const deliveries = [];
    for (const i of released) {
      deliveries.push(
        await this.sendWebhook(domain, "fulfillment_orders/hold_released", {
          fulfillment_order: { id: `gid://shopify/FulfillmentOrder/${order.id}${i + 1}`, status: "open" },
        }),
      );
    }
    return { order, deliveries };
  }

  findOrder(domain: string, orderId: ShopifyId | number): RestOrder {
    // String(o.id): a saved state of an older fake holds numbers.
    const order = this.shop(domain).orders.find((o) => String(o.id) === String(orderId));
    if (!order) throw new HttpFailure(404, { errors: "Not Found" });
    return order;
  }

  async uninstall(domain: string, options: WebhookOptions = {}) {
    const shop = this.shop(domain);
    shop.installed = false;
    shop.grantedScopes = [];
    this.revokeTokens(domain);
    return await this.sendWebhook(
      domain,
      "app/uninstalled",
      { id: this.nextId(), name: shop.name, domain: shop.domain, myshopify_domain: shop.domain },
      options,
    );
  }

  async customerRedact(
    domain: string,
    customer: { id: ShopifyId | number; email: string | null; phone?: string | null },
    orderIds: Array<ShopifyId | number>,
    options: WebhookOptions = {},
  ) {
    return await this.sendWebhook(
      domain,
      "customers/redact",
      {
        shop_id: this.shopId(domain),
        shop_domain: domain,
        customer: { id: String(customer.id), email: customer.email, phone: customer.phone ?? null },
        orders_to_redact: orderIds.map(String),
      },
      options,
    );
  }

  async customerDataRequest(
    domain: string,
    customer: { id: ShopifyId | number; email: string | null },
    orderIds: Array<ShopifyId | number>,
    options: WebhookOptions = {},
  ) {
    return await this.sendWebhook(
      domain,
      "customers/data_request",
      {
        shop_id: this.shopId(domain),
        shop_domain: domain,
        orders_requested: orderIds.map(String),
        customer: { id: String(customer.id), email: customer.email, phone: null },
        data_request: { id: this.nextId() },
      },
      options,
    );
  }

  async shopRedact(domain: string, options: WebhookOptions = {}) {
    return await this.sendWebhook(
      domain,
      "shop/redact",
      { shop_id: this.shopId(domain), shop_domain: domain },
      options,
    );
  }

  private shopId(domain: string): number {
    return Number.parseInt(Buffer.from(domain).toString("hex").slice(0, 10), 16);
  }

  /** A webhook as Shopify sends it: JSON body, HMAC over the raw body, the X-Shopify-* headers. */
  async sendWebhook(
    domain: string,
    topic: string,
    payload: Record<string, unknown>,
    options: WebhookOptions = {},
  ): Promise<WebhookDelivery> {
    const shop = this.state.shops[domain];
    if (shop?.ordersApproved === false && topic.startsWith("orders/") && !options.rawBody) {
      // The subscription was refused (the app configuration does not deploy): nothing is delivered.
      this.log(`${domain}: ${topic} not delivered: the app is not approved for protected customer data`);
      return { status: 0, body: "", headers: {}, payload, sentBody: "" };
    }
    const withheld =
      shop?.protectedCustomerData === false && topic.startsWith("orders/") ? withoutProtectedData(payload) : payload;
    const body = options.rawBody ?? toShopifyJson(withheld);
    if (options.lost) return { status: 0, body: "", headers: {}, payload: withheld, sentBody: body };
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": "Shopify-Captain-Hook",
      "x-shopify-topic": topic,
      "x-shopify-hmac-sha256": signBody(
        options.tamper ? `${this.options.apiSecret}-forged` : this.options.apiSecret,
        body,
      ),
      "x-shopify-shop-domain": domain,
      // A configured version out of support is delivered in the oldest supported one, as Shopify does.
      "x-shopify-api-version": options.apiVersion ?? servedVersion(this.apiVersion) ?? this.apiVersion,
      "x-shopify-webhook-id": options.webhookId ?? randomUUID(),
      "x-shopify-event-id": options.eventId ?? randomUUID(),
      "x-shopify-triggered-at": options.triggeredAt ?? new Date().toISOString(),
    };
    const response = await fetch(`${this.options.appUrl}${this.options.webhookPath ?? "/hooks/shopify"}`, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.text(), headers, payload: withheld, sentBody: body };
  }

  // ── GraphQL Admin API ──────────────────────────────────────────────────────

  private async graphql(
    domain: string,
    accessHeader: string | undefined,
    body: { query?: string; variables?: Record<string, unknown>; operationName?: string },
  ) {
    const shop = this.shop(domain);
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query ?? "")?.[1] ?? null;
    const at = new Date().toISOString();
    if (shop.failNext.count > 0) {
      shop.failNext.count--;
      shop.graphqlLog.push({ operation, at, status: shop.failNext.status });
      if (shop.failNext.status === 0) throw new DroppedConnection();
      const retryAfter = shop.failNext.retryAfter;
      throw new HttpFailure(
        shop.failNext.status,
        {
          errors:
            shop.failNext.status === 429
              ? "Exceeded 2 calls per second for api client."
              : "Service temporarily unavailable",
        },
        retryAfter == null ? {} : { "retry-after": String(retryAfter) },
      );
    }
    let access: AccessToken;
    try {
      access = this.authenticate(domain, accessHeader);
    } catch (error) {
      shop.graphqlLog.push({ operation, at, status: 401 });
      throw error;
    }
    // The leaky bucket: a query that does not fit is not run (THROTTLED); the unused part of the
    // requested cost is refunded after it ran.
    const requested = requestedQueryCost(body.query ?? "", body.variables ?? {}, body.operationName);
    const now = Date.now();
    let left = available(shop.bucket ?? { available: BUCKET.maximumAvailable, at: now }, now);
    const cost = (actual: number | null) => ({
      cost: {
        requestedQueryCost: requested,
        actualQueryCost: actual,
        throttleStatus: {
          maximumAvailable: BUCKET.maximumAvailable,
          currentlyAvailable: Math.floor(left),
          restoreRate: BUCKET.restoreRate,
        },
      },
    });
    if (requested > BUCKET.singleQueryMax) {
      shop.graphqlLog.push({ operation, at, status: 200, error: "MAX_COST_EXCEEDED" });
      return {
        errors: [
          {
            message: `Query cost is ${requested}, which exceeds the single query max cost limit (${BUCKET.singleQueryMax}).`,
            extensions: { code: "MAX_COST_EXCEEDED", cost: requested, maxCost: BUCKET.singleQueryMax },
          },
        ],
        extensions: cost(null),
      };
    }
    if (requested > left) {
      shop.bucket = { available: left, at: now };
      shop.graphqlLog.push({ operation, at, status: 200, error: "THROTTLED" });
      return {
        errors: [
          {
            message: "Throttled",
            extensions: { code: "THROTTLED", documentation: "https://shopify.dev/api/usage/rate-limits" },
          },
        ],
        extensions: cost(null),
      };
    }
    left -= requested;
    shop.graphqlLog.push({ operation, at, status: 200 });
    const result = await graphql({
      schema,
      source: body.query ?? "",
      rootValue: resolvers,
      contextValue: { fake: this, shop, access },
      variableValues: body.variables,
      operationName: body.operationName,
    });
    const actual = Math.min(requested, actualQueryCost(result.data));
    left = Math.min(BUCKET.maximumAvailable, left + requested - actual);
    shop.bucket = { available: left, at: now };
    this.changed();
    return { ...result, extensions: cost(actual) };
  }

  recordFulfilment(
    shop: FakeShop,
    record: Omit<FulfilmentRecord, "id" | "createdAt" | "lineItems"> & {
      lineItems: Array<{ lineItemId: string; quantity: number }> | null;
    },
  ): FulfilmentRecord {
    const order = shop.orders.find((o) => `gid://shopify/Order/${o.id}` === record.orderId);
    const lineItems =
      record.lineItems ??
      (order?.line_items ?? [])
        .filter((l) => l.fulfillable_quantity > 0)
        .map((l) => ({ lineItemId: l.admin_graphql_api_id, quantity: l.fulfillable_quantity }));
    const fulfillment = {
      ...record,
      lineItems,
      id: `gid://shopify/Fulfillment/${this.nextId()}`,
      createdAt: new Date().toISOString(),
    };
    shop.fulfillments.push(fulfillment);
    if (order) {
      for (const { lineItemId, quantity } of lineItems) {
        const line = order.line_items.find((l) => l.admin_graphql_api_id === lineItemId);
        if (line) line.fulfillable_quantity = Math.max(0, line.fulfillable_quantity - quantity);
      }
      order.fulfillment_status = order.line_items.every((l) => l.fulfillable_quantity === 0) ? "fulfilled" : "partial";
      order.updated_at = new Date().toISOString();
    }
    this.log(`${shop.domain}: fulfilment ${fulfillment.id} with ${record.trackingNumbers.join(", ")}`);
    // As Shopify does, the order's change is announced by orders/updated (after this request).
    if (order) {
      setTimeout(() => {
        void this.sendWebhook(shop.domain, "orders/updated", webhookPayload(order)).catch(() => undefined);
      }, 50);
    }
    return fulfillment;
  }

  /**
   * A fulfilment cancelled in Shopify's admin (fulfillmentCancel): its units are open again and
   * the order unfulfilled or partial; Shopify announces the order's change with orders/updated.
   */
  async cancelFulfilment(domain: string, fulfilmentId: string, options: WebhookOptions = {}) {
    const shop = this.shop(domain);
    const fulfillment = shop.fulfillments.find(
      (f) => f.id === fulfilmentId || f.id === `gid://shopify/Fulfillment/${fulfilmentId}`,
    );
    if (!fulfillment) throw new Error(`no fulfillment ${fulfilmentId} in ${domain}`);
    if (fulfillment.status === "cancelled") throw new Error(`fulfillment ${fulfilmentId} is already cancelled`);
    fulfillment.status = "cancelled";
    const order = shop.orders.find((o) => `gid://shopify/Order/${o.id}` === fulfillment.orderId);
    if (!order) throw new Error(`no order for fulfillment ${fulfilmentId}`);
    for (const { lineItemId, quantity } of fulfillment.lineItems) {
      const line = order.line_items.find((l) => l.admin_graphql_api_id === lineItemId);
      if (line) line.fulfillable_quantity += quantity;
    }
    const open = order.line_items.filter((l) => l.fulfillable_quantity > 0).length;
    order.fulfillment_status = open === 0 ? "fulfilled" : open === order.line_items.length ? null : "partial";
    order.updated_at = new Date().toISOString();
    this.changed();
    return { order, delivery: await this.sendWebhook(domain, "orders/updated", webhookPayload(order), options) };
  }

  // ── HTTP ───────────────────────────────────────────────────────────────────

  private async route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.url || "http://localhost");
    const method = req.method ?? "GET";
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const isText = typeof body === "string";
      res.writeHead(status, { "content-type": isText ? "text/html; charset=utf-8" : "application/json", ...headers });
      res.end(isText ? body : JSON.stringify(body));
    };
    const redirect = (location: string) => {
      res.writeHead(302, { location });
      res.end();
    };

    if (url.pathname === "/" && method === "GET") return send(200, this.demoPage());
    if (url.pathname === "/_fake/health") return send(200, { ok: true });
    const control = /^\/_fake\/shops\/([^/]+)(\/.*)?$/.exec(url.pathname);
    if (url.pathname === "/_fake/shops" && method === "POST") {
      const body = await readJson(req);
      const shop = this.ensureShop(String(body.domain), body as { name?: string; denyScopes?: string[] });
      return send(200, summary(shop));
    }
    if (control)
      return await this.control(
        decodeURIComponent(control[1] as string),
        control[2] ?? "",
        method,
        req,
        url,
        send,
        redirect,
      );

    const store = /^\/store\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!store) return send(404, { errors: "Not Found" });
    const domain = decodeURIComponent(store[1] as string);
    const rest = store[2] as string;
    if (!SHOP_DOMAIN.test(domain)) return send(404, { errors: "Not Found" });

    if (rest.startsWith("/admin/apps/") && method === "GET") return redirect(this.launchUrl(domain));
    if (rest === "/admin/oauth/authorize") {
      const query = method === "POST" ? new URLSearchParams(await readText(req)) : url.searchParams;
      const outcome = this.authorize(domain, query, method === "POST");
      if (outcome.consent) return send(200, outcome.consent);
      return redirect(outcome.redirect as string);
    }
    if (rest === "/admin/oauth/access_token" && method === "POST") {
      const text = await readText(req);
      const body = (req.headers["content-type"] ?? "").includes("json")
        ? (JSON.parse(text || "{}") as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(text));
      return send(200, this.accessTokenGrant(domain, body));
    }
    const gql = GRAPHQL_PATH.exec(rest);
    if (gql && method === "POST") {
      const version = servedVersion(gql[1] as string);
      if (!version) return send(404, { errors: "Not Found" });
      const header = req.headers["x-shopify-access-token"];
      const result = await this.graphql(domain, Array.isArray(header) ? header[0] : header, await readJson(req));
      return send(200, result, { "x-shopify-api-version": version });
    }
    return send(404, { errors: "Not Found" });
  }

  private async control(
    domain: string,
    action: string,
    method: string,
    req: http.IncomingMessage,
    url: URL,
    send: (status: number, body: unknown) => void,
    redirect: (location: string) => void,
  ): Promise<void> {
    const body = method === "POST" ? await readJson(req) : {};
    const opts = (body.webhook ?? {}) as WebhookOptions;
    switch (`${method} ${action.replace(/\/\d+(\/|$)/, "/:id$1")}`) {
      case "GET ":
        return send(200, summary(this.shop(domain)));
      case "GET /launch":
        return redirect(this.launchUrl(domain));
      case "GET /launch-url":
        return send(200, { url: this.launchUrl(domain) });
      case "POST /orders": {
        const result = await this.createOrder(domain, (body.order ?? {}) as NewOrderInput, {
          ...opts,
          send: body.send !== false,
        });
        if (url.searchParams.get("redirect") === "1") return redirect("/");
        return send(200, result);
      }
      case "GET /orders":
        return send(200, this.shop(domain).orders);
      case "POST /products":
        return send(200, this.createProduct(domain, (body.product ?? {}) as NewProductInput));
      case "GET /products":
        return send(200, this.productsOf(this.shop(domain)));
      case "POST /orders/:id/update": {
        const id = action.split("/")[2] as string;
        return send(200, await this.updateOrder(domain, id, (body.patch ?? {}) as Partial<RestOrder>, opts));
      }
      case "POST /orders/:id/edit":
        return send(
          200,
          await this.editOrder(domain, action.split("/")[2] as string, (body.edit ?? {}) as OrderEditInput, {
            ...opts,
            updated: body.updated !== false,
          }),
        );
      case "POST /orders/:id/refund":
        return send(
          200,
          await this.refundOrder(
            domain,
            action.split("/")[2] as string,
            (body.refund ?? { lines: [] }) as RefundInput,
            opts,
          ),
        );
      case "POST /orders/:id/release-hold":
        return send(
          200,
          await this.releaseHold(
            domain,
            action.split("/")[2] as string,
            typeof body.index === "number" ? body.index : null,
          ),
        );
      case "POST /fulfillments/:id/cancel":
        return send(200, await this.cancelFulfilment(domain, action.split("/")[2] as string, opts));
      case "POST /orders/:id/cancel":
        return send(200, await this.cancelOrder(domain, action.split("/")[2] as string, opts));
      case "POST /webhooks":
        return send(
          200,
          await this.sendWebhook(
            domain,
            String(body.topic),
            (body.payload ?? {}) as Record<string, unknown>,
            body as WebhookOptions,
          ),
        );
      case "POST /uninstall":
        return send(200, await this.uninstall(domain, opts));
      case "POST /customers-redact":
        return send(
          200,
          await this.customerRedact(
            domain,
            body.customer as { id: ShopifyId; email: string | null },
            (body.orderIds ?? []) as ShopifyId[],
            opts,
          ),
        );
      case "POST /customers-data-request":
        return send(
          200,
          await this.customerDataRequest(
            domain,
            body.customer as { id: ShopifyId; email: string | null },
            (body.orderIds ?? []) as ShopifyId[],
            opts,
          ),
        );
      case "POST /shop-redact":
        return send(200, await this.shopRedact(domain, opts));
      case "POST /expire-access-tokens":
        this.expireAccessTokens(domain);
        return send(200, { ok: true });
      case "POST /revoke-tokens":
        this.revokeTokens(domain);
        return send(200, { ok: true });
      case "POST /fail-next":
        this.failNext(
          domain,
          Number(body.count ?? 1),
          Number(body.status ?? 503),
          body.retryAfter == null ? null : Number(body.retryAfter),
        );
        return send(200, { ok: true });
      case "POST /bucket":
        // Test control: what the app's bucket holds now (e.g. 0: the next query is throttled).
        this.shop(domain).bucket = { available: Number(body.available ?? BUCKET.maximumAvailable), at: Date.now() };
        return send(200, { ok: true });
      case "POST /protected-customer-data":
        this.shop(domain).protectedCustomerData = body.approved !== false;
        this.shop(domain).ordersApproved = body.orders !== false;
        return send(200, { ok: true });
      case "POST /reject-fulfilments":
        this.shop(domain).rejectFulfilments = body.message ? String(body.message) : null;
        return send(200, { ok: true });
      case "GET /fulfillments":
        return send(200, this.shop(domain).fulfillments);
      case "GET /graphql-log":
        return send(200, this.shop(domain).graphqlLog);
      default:
        return send(404, { errors: "Not Found" });
    }
  }

  private demoPage(): string {
    const shops = Object.values(this.state.shops);
    const rows = shops
      .map((shop) => {
        const d = encodeURIComponent(shop.domain);
        return `<tr><td><strong>${escapeHtml(shop.name)}</strong><br><small>${escapeHtml(shop.domain)}</small></td>
          <td>${shop.installed ? "app installed" : "app not installed"}</td><td>${shop.orders.length}</td>
          <td><a class="button" href="/store/${d}/admin/apps/${encodeURIComponent(this.options.apiKey)}">Open the app</a>
          <form method="post" action="/_fake/shops/${d}/orders?redirect=1"><button type="submit"${shop.installed ? "" : " disabled"}>Send test order</button></form></td></tr>`;
      })
      .join("");
    return page(
      "Demo Shopify",
      `<h1>Demo Shopify (local fake)</h1>
       <p>Stands in for Shopify while no real Shopify app is configured. “Open the app” installs the platform's app on a demo shop
       (OAuth) and continues at the platform's <code>/shopify-login</code>, where you sign in (e.g. customer@demo.local / demo-password) to connect the shop.
       Then “Send test order” sends a signed <code>orders/create</code> webhook${this.options.demoOrderEverySeconds ? `; installed shops also get a new order every ${this.options.demoOrderEverySeconds} s` : ""}.</p>
       <table><thead><tr><th>Shop</th><th>Status</th><th>Orders</th><th></th></tr></thead><tbody>${rows}</tbody></table>
       <p><small>Products: ${DEMO_PRODUCTS.map((p) => escapeHtml(p.sku)).join(", ")} (CANDLE-SOY is unknown to the platform: such orders need linking).</small></p>`,
    );
  }
}

/** The personal fields Shopify withholds from an app without protected customer data access. */
const PROTECTED_ADDRESS_FIELDS = ["first_name", "last_name", "name", "company", "address1", "address2", "phone"];

/** An orders/* payload as an app without protected customer data access gets it: those fields null. */
export function withoutProtectedData(payload: Record<string, unknown>): Record<string, unknown> {
  const address = (value: unknown) =>
    value && typeof value === "object"
      ? { ...value, ...Object.fromEntries(PROTECTED_ADDRESS_FIELDS.map((field) => [field, null])) }
      : value;
  const customer = payload.customer as Record<string, unknown> | null | undefined;
  return {
    ...payload,
    email: null,
    contact_email: null,
    phone: null,
    customer: customer ? { ...customer, email: null, first_name: null, last_name: null, phone: null } : customer,
    shipping_address: address(payload.shipping_address),
    billing_address: address(payload.billing_address),
  };
}

function summary(shop: FakeShop) {
  return {
    domain: shop.domain,
    name: shop.name,
    installed: shop.installed,
    grantedScopes: shop.grantedScopes,
    denyScopes: shop.denyScopes,
    orders: shop.orders.length,
    fulfillments: shop.fulfillments.length,
  };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
  <style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}
  table{width:100%;border-collapse:collapse}td,th{padding:.5rem;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top}
  button,.button{display:inline-block;background:#008060;color:#fff;border:0;border-radius:6px;padding:.4rem .8rem;margin:.2rem 0;font-size:.9rem;text-decoration:none;cursor:pointer}
  button[disabled]{background:#9ca3af;cursor:default}form{display:inline}</style></head><body>${body}</body></html>`;
}

function readText(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readText(req);
  if (!text) return {};
  if ((req.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new HttpFailure(400, { errors: "Invalid JSON" });
  }
}

export async function startShopifyFake(options: ShopifyFakeOptions): Promise<ShopifyFake> {
  return await new ShopifyFake(options).start();
}
