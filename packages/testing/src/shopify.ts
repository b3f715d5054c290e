// The local Shopify for tests: starting the fake (@platform/shopify-fake) and driving it over its
// control API from test workers, plus the app install as a browser would do it (redirects, cookies).
import type {
  FakeProduct,
  NewOrderInput,
  NewProductInput,
  RestOrder,
  ShopifyFake,
  WebhookDelivery,
  WebhookOptions,
} from "@platform/shopify-fake";
import { startShopifyFake } from "@platform/shopify-fake";
import { sql } from "./database";
import { trpcClient } from "./trpc";

/** The app credentials the tests' backend and fake share. */
export const TEST_SHOPIFY = { apiKey: "test-api-key", apiSecret: "test-api-secret-0123456789" };

/** The fake, in this process, for an app at `appUrl` (a global setup starts it before the backend). */
export async function startFakeShopify(options: {
  appUrl: string;
  autoApprove?: boolean;
  port?: number;
  log?: boolean;
}): Promise<ShopifyFake> {
  return await startShopifyFake({
    apiKey: TEST_SHOPIFY.apiKey,
    apiSecret: TEST_SHOPIFY.apiSecret,
    appUrl: options.appUrl,
    autoApprove: options.autoApprove ?? true,
    port: options.port,
    shops: ["demo-shop.myshopify.com"],
    log: options.log || process.env.SHOPIFY_FAKE_LOG === "1" ? (line) => console.log(line) : undefined,
  });
}

/** The backend's environment for a fake at `fakeUrl`. */
export function shopifyEnv(fakeUrl: string): Record<string, string> {
  return {
    SHOPIFY_API_KEY: TEST_SHOPIFY.apiKey,
    SHOPIFY_API_SECRET: TEST_SHOPIFY.apiSecret,
    SHOPIFY_FAKE_URL: fakeUrl,
  };
}

/** The fake's control API (/_fake/…), usable from any process. */
export class ShopifyFakeClient {
  constructor(public readonly url: string) {}

  private async call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.url}/_fake${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`fake Shopify ${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  ensureShop(domain: string, config: { name?: string; denyScopes?: string[] } = {}) {
    return this.call<{ domain: string; installed: boolean; grantedScopes: string[] }>("POST", "/shops", {
      domain,
      ...config,
    });
  }

  shop(domain: string) {
    return this.call<{
      domain: string;
      installed: boolean;
      grantedScopes: string[];
      orders: number;
      fulfillments: number;
    }>("GET", `/shops/${domain}`);
  }

  /** The signed app URL Shopify opens for this shop (install or launch). */
  async launchUrl(domain: string): Promise<string> {
    return (await this.call<{ url: string }>("GET", `/shops/${domain}/launch-url`)).url;
  }

  createOrder(domain: string, order: NewOrderInput = {}, options: { send?: boolean; webhook?: WebhookOptions } = {}) {
    return this.call<{ order: RestOrder; delivery: WebhookDelivery | null }>("POST", `/shops/${domain}/orders`, {
      order,
      send: options.send,
      webhook: options.webhook,
    });
  }

  /** A product in the shop's own catalogue (what the platform's shop-product search finds). */
  createProduct(domain: string, product: NewProductInput) {
    return this.call<FakeProduct>("POST", `/shops/${domain}/products`, { product });
  }

  products(domain: string) {
    return this.call<FakeProduct[]>("GET", `/shops/${domain}/products`);
  }

  orders(domain: string) {
    return this.call<RestOrder[]>("GET", `/shops/${domain}/orders`);
  }

  updateOrder(domain: string, orderId: string | number, patch: Partial<RestOrder>, webhook: WebhookOptions = {}) {
    return this.call<{ order: RestOrder; delivery: WebhookDelivery }>(
      "POST",
      `/shops/${domain}/orders/${orderId}/update`,
      { patch, webhook },
    );
  }

  /**
   * An order edit committed in Shopify: lines set to a new quantity (0 removes them), lines added.
   * Sends orders/edited, then orders/updated unless `updated` is false.
   */
  editOrder(
    domain: string,
    orderId: string | number,
    edit: {
      lines?: Array<{ id: string | number; quantity: number }>;
      add?: Array<{ sku: string | null; quantity: number; price: string; location?: number }>;
    },
    options: { updated?: boolean; webhook?: WebhookOptions } = {},
  ) {
    return this.call<{ order: RestOrder; delivery: WebhookDelivery }>(
      "POST",
      `/shops/${domain}/orders/${orderId}/edit`,
      { edit, updated: options.updated, webhook: options.webhook ?? {} },
    );
  }

  /** A refund before shipment of these units (restock type "cancel"); sends orders/updated. */
  refundOrder(
    domain: string,
    orderId: string | number,
    lines: Array<{ id: string | number; quantity: number }>,
    webhook: WebhookOptions = {},
  ) {
    return this.call<{ order: RestOrder; delivery: WebhookDelivery }>(
      "POST",
      `/shops/${domain}/orders/${orderId}/refund`,
      { refund: { lines }, webhook },
    );
  }

  /** Releases the holds on the order's fulfillment orders (all, or the one at this index); sends fulfillment_orders/hold_released. */
  releaseHold(domain: string, orderId: string | number, index: number | null = null) {
    return this.call<{ order: RestOrder; deliveries: WebhookDelivery[] }>(
      "POST",
      `/shops/${domain}/orders/${orderId}/release-hold`,
      { index },
    );
  }

  /** A fulfilment cancelled in Shopify's admin (its units open again); orders/updated follows. */
  cancelFulfilment(domain: string, fulfilmentId: string, webhook: WebhookOptions = {}) {
    const legacy = fulfilmentId.split("/").pop() as string;
    return this.call<{ order: RestOrder; delivery: WebhookDelivery }>(
      "POST",
      `/shops/${domain}/fulfillments/${legacy}/cancel`,
      { webhook },
    );
  }

  cancelOrder(domain: string, orderId: string | number, webhook: WebhookOptions = {}) {
    return this.call<{ order: RestOrder; delivery: WebhookDelivery }>(
      "POST",
      `/shops/${domain}/orders/${orderId}/cancel`,
      { webhook },
    );
  }

  /** Any topic and payload, signed like Shopify (or forged with tamper). */
  sendWebhook(domain: string, topic: string, payload: Record<string, unknown>, options: WebhookOptions = {}) {
    return this.call<WebhookDelivery>("POST", `/shops/${domain}/webhooks`, { topic, payload, ...options });
  }

  uninstall(domain: string, webhook: WebhookOptions = {}) {
    return this.call<WebhookDelivery>("POST", `/shops/${domain}/uninstall`, { webhook });
  }

  customersRedact(
    domain: string,
    customer: { id: string | number; email: string | null },
    orderIds: Array<string | number>,
    webhook: WebhookOptions = {},
  ) {
    return this.call<WebhookDelivery>("POST", `/shops/${domain}/customers-redact`, { customer, orderIds, webhook });
  }

  customersDataRequest(
    domain: string,
    customer: { id: string | number; email: string | null },
    orderIds: Array<string | number>,
    webhook: WebhookOptions = {},
  ) {
    return this.call<WebhookDelivery>("POST", `/shops/${domain}/customers-data-request`, {
      customer,
      orderIds,
      webhook,
    });
  }

  shopRedact(domain: string, webhook: WebhookOptions = {}) {
    return this.call<WebhookDelivery>("POST", `/shops/${domain}/shop-redact`, { webhook });
  }

  expireAccessTokens(domain: string) {
    return this.call("POST", `/shops/${domain}/expire-access-tokens`, {});
  }

  revokeTokens(domain: string) {
    return this.call("POST", `/shops/${domain}/revoke-tokens`, {});
  }

  /** The next `count` GraphQL requests fail: with this status (and Retry-After seconds), or status 0: no answer at all. */
  failNext(domain: string, count: number, status = 503, retryAfter: number | null = null) {
    return this.call("POST", `/shops/${domain}/fail-next`, { count, status, retryAfter });
  }

  /** Sets what the app's GraphQL bucket on the shop holds now (0: the next query is throttled). */
  setBucket(domain: string, available: number) {
    return this.call<{ ok: true }>("POST", `/shops/${domain}/bucket`, { available });
  }

  fulfillments(domain: string) {
    return this.call<
      Array<{
        id: string;
        /** Cancelled in Shopify's admin (its units open again). */
        status?: "success" | "cancelled";
        orderId: string;
        trackingCompany: string | null;
        trackingNumbers: string[];
        trackingUrls: string[];
        notifyCustomer: boolean;
        /** The location the fulfilment left from (gid://shopify/Location/…). */
        locationId: string | null;
        lineItems: Array<{ lineItemId: string; quantity: number }>;
      }>
    >("GET", `/shops/${domain}/fulfillments`);
  }

  /** false: the app is not approved for protected customer data (names, emails, phones, streets withheld). */
  /** approved: level 2 (names, addresses, email, phone); orders: level 1 (false: no orders/* webhooks, order reads refused). */
  protectedCustomerData(domain: string, approved: boolean, orders = true) {
    return this.call<{ ok: true }>("POST", `/shops/${domain}/protected-customer-data`, { approved, orders });
  }

  /** fulfillmentCreate answers this userError until called again with null. */
  rejectFulfilments(domain: string, message: string | null) {
    return this.call<{ ok: true }>("POST", `/shops/${domain}/reject-fulfilments`, { message });
  }

  graphqlLog(domain: string) {
    return this.call<Array<{ operation: string | null; at: string; status: number; error?: string }>>(
      "GET",
      `/shops/${domain}/graphql-log`,
    );
  }
}

export type InstallResult = {
  /** The last answer's status (302 on success and on missing scopes, 400 on a refused request). */
  status: number;
  location: string | null;
  /** The one-time token of the /shopify-login link (install=…). */
  installToken: string | null;
  error: string | null;
  body: string;
};

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/**
 * Installs the app on a shop as the merchant's browser would: Shopify opens the app URL (signed),
 * the app redirects to the shop's OAuth page, the fake approves and redirects to the callback with
 * the state cookie. `tamper` changes the HMAC of the launch or of the callback.
 */
export async function installApp(
  backendUrl: string,
  fake: ShopifyFakeClient,
  shop: string,
  options: { tamper?: "launch" | "callback" } = {},
): Promise<InstallResult> {
  const cookies = new Map<string, string>();
  const get = async (url: string) => {
    const response = await fetch(url, {
      redirect: "manual",
      headers: {
        "user-agent": BROWSER_UA,
        ...(url.startsWith(backendUrl) && cookies.size
          ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") }
          : {}),
      },
    });
    if (url.startsWith(backendUrl)) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const [name, ...value] = (pair ?? "").split("=");
        if (name) cookies.set(name.trim(), value.join("="));
      }
    }
    return { status: response.status, location: response.headers.get("location"), body: await response.text() };
  };
  const tamper = (url: string) => {
    const parsed = new URL(url);
    const hmac = parsed.searchParams.get("hmac") ?? "";
    parsed.searchParams.set("hmac", `${hmac.slice(0, -4)}${hmac.slice(-4) === "0000" ? "ffff" : "0000"}`);
    return parsed.toString();
  };
  await fake.ensureShop(shop);
  let launch = await fake.launchUrl(shop);
  launch = launch.replace(/^https?:\/\/[^/]+/, backendUrl);
  if (options.tamper === "launch") launch = tamper(launch);
  const begin = await get(launch);
  if (begin.status !== 302 || !begin.location) return { ...begin, installToken: null, error: null };
  let authorize = await get(begin.location);
  if (authorize.status === 200 && authorize.body.includes("Install the app on")) {
    // A fake with a consent page (as in the e2e setup): the merchant approves, a POST of the same query.
    const consent = new URL(begin.location);
    const approved = await fetch(`${consent.origin}${consent.pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": BROWSER_UA },
      body: consent.searchParams.toString(),
    });
    authorize = { status: approved.status, location: approved.headers.get("location"), body: await approved.text() };
  }
  if (authorize.status !== 302 || !authorize.location) return { ...authorize, installToken: null, error: null };
  let callback = authorize.location;
  if (options.tamper === "callback") callback = tamper(callback);
  const done = await get(callback);
  const landing = done.location ? new URL(done.location, backendUrl) : null;
  return {
    ...done,
    installToken: landing?.searchParams.get("install") ?? null,
    error: landing?.searchParams.get("error") ?? null,
  };
}

/** Polls `check` until it returns something truthy (or throws the last error after `timeoutMs`). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
  everyMs = 150,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let lastError: unknown = null;
  while (Date.now() < until) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw lastError instanceof Error ? lastError : new Error(`condition not met within ${timeoutMs} ms`);
}

/** A unique shop domain for a test. */
export const uniqueShopDomain = (prefix = "shop") =>
  `${prefix}-${Math.random().toString(36).slice(2, 10)}.myshopify.com`;

/** A new shop of the merchant, installed in the fake and connected: its domain. */
export async function connectedShop(
  backendUrl: string,
  fake: ShopifyFakeClient,
  merchantToken: string,
  prefix = "shop",
): Promise<string> {
  const domain = uniqueShopDomain(prefix);
  const install = await installApp(backendUrl, fake, domain);
  await trpcClient(backendUrl, { token: merchantToken }).shops.connect.mutate({
    installToken: install.installToken as string,
  });
  return domain;
}

/** The platform's order id of a shop order, once its webhook has been taken in. */
export async function storedOrderId(
  databaseUrl: string,
  domain: string,
  shopifyOrderId: string | number,
): Promise<string> {
  const row = await eventually(async () => {
    const [found] = await sql<{ order_id: string }>(
      databaseUrl,
      `SELECT e.order_id FROM order_extension e JOIN shop s ON s.id = e.shop_id
        WHERE s.domain = $1 AND e.external_order_id = $2`,
      [domain, String(shopifyOrderId)],
    );
    return found ?? null;
  });
  return row.order_id;
}
