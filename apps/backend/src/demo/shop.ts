// The demo shops, connected on the first start with their orders, so every demo login has a
// working day to look at: the demo customer's shop with a month of orders, and the waitlist
// merchant's shop with a fortnight. It goes the way a merchant's shop does: the app is installed
// through the (fake) Shopify's OAuth, the shop is claimed by the merchant's organisation, and the
// orders arrive as signed webhooks through the real intake.
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";
import { createManualDemoOrder, playDemoOrders } from "./shop-actions";
import { DEMO_SHOP_ORDERS, DEMO_WAITLIST_SHOP_ORDERS, type DemoOrder, PLACES } from "./shop-orders";

export const DEMO_SHOP_DOMAIN = "demo-shop.myshopify.com";
export const DEMO_WAITLIST_SHOP_DOMAIN = "fresh-start-shop.myshopify.com";
const DAY = 24 * 60 * 60 * 1000;

export type DemoShop = { domain: string; email: string; orders: DemoOrder[] };
export const DEMO_CUSTOMER_SHOP: DemoShop = {
  domain: DEMO_SHOP_DOMAIN,
  email: "customer@demo.local",
  orders: DEMO_SHOP_ORDERS,
};
export const DEMO_WAITLIST_SHOP: DemoShop = {
  domain: DEMO_WAITLIST_SHOP_DOMAIN,
  email: "waitlist@demo.local",
  orders: DEMO_WAITLIST_SHOP_ORDERS,
};

type ShopService = { claim(organisationId: string, installToken: string): Promise<{ id: string; domain: string }> };
type ShopifyWebhookService = { resumeDeferred(domain: string): Promise<void> };

/** Cookies of one browser-like session against the backend (the OAuth state cookie). */
function session(backendUrl: string) {
  const cookies = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const own = url.startsWith(backendUrl);
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        // The Shopify library answers bots 410 Gone: this is the merchant's browser.
        "user-agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
        ...(init.headers as Record<string, string>),
        ...(own && cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
      },
    });
    if (own) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const [name, ...value] = (pair ?? "").split("=");
        if (name) cookies.set(name.trim(), value.join("="));
      }
    }
    return { status: response.status, location: response.headers.get("location"), body: await response.text() };
  };
}

/** The app install a merchant clicks through: app URL → OAuth (consent approved) → callback. Returns the claim token. */
async function installApp(backendUrl: string, fakeUrl: string, domain: string): Promise<string> {
  const get = session(backendUrl);
  const control = await fetch(`${fakeUrl}/_fake/shops/${encodeURIComponent(domain)}/launch-url`);
  const launch = ((await control.json()) as { url: string }).url.replace(/^https?:\/\/[^/]+/, backendUrl);
  const begin = await get(launch);
  if (!begin.location) throw new Error(`the app launch answered ${begin.status}`);
  let authorize = await get(begin.location);
  if (authorize.status === 200) {
    // The consent page: the merchant approves (a POST of the same query).
    const consent = new URL(begin.location);
    authorize = await get(`${consent.origin}${consent.pathname}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: consent.searchParams.toString(),
    });
  }
  if (!authorize.location) throw new Error(`the OAuth authorisation answered ${authorize.status}`);
  const done = await get(authorize.location);
  const token = done.location ? new URL(done.location, backendUrl).searchParams.get("install") : null;
  if (!token) throw new Error(`the OAuth callback gave no install token (${done.status} ${done.location ?? ""})`);
  return token;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Connects a demo shop to its merchant's organisation and sends it the demo orders, once (a
 * connected shop means it was done), each with its story and a manual order beside them. Needs
 * the running server (webhooks) and a fake Shopify (its control API creates the orders).
 */
export async function connectDemoShop(
  container: MedusaContainer,
  options: { backendUrl: string; fakeUrl: string },
  demoShop: DemoShop = DEMO_CUSTOMER_SHOP,
): Promise<{ connected: "now" | "before" | "no"; orders: number }> {
  const manager = container.resolve<EntityManager>("manager");
  const [member] = await manager.query(
    `SELECT m.organisation_id, m.customer_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = $1 AND c.has_account = true`,
    [demoShop.email],
  );
  if (!member) return { connected: "no", orders: 0 };
  const organisationId: string = member.organisation_id;
  const [existing] = await manager.query(`SELECT id FROM shop WHERE domain = $1 AND organisation_id IS NOT NULL`, [
    demoShop.domain,
  ]);
  if (existing) return { connected: "before", orders: 0 };

  const installToken = await installApp(options.backendUrl, options.fakeUrl, demoShop.domain);
  const shop = await container.resolve<ShopService>("shopService").claim(organisationId, installToken);
  await container.resolve<ShopifyWebhookService>("shopifyWebhookService").resumeDeferred(shop.domain);

  const created: Array<{ demo: DemoOrder; shopifyId: string }> = [];
  for (const demo of demoShop.orders) {
    const response = await fetch(`${options.fakeUrl}/_fake/shops/${encodeURIComponent(demoShop.domain)}/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        send: true,
        order: {
          firstName: demo.firstName,
          lastName: demo.lastName,
          lines: demo.lines,
          country: PLACES[demo.place],
          taxRate: demo.place === "vienna" ? 0.2 : demo.place === "lyon" ? 0.2 : 0.19,
          financialStatus: demo.financialStatus,
          createdAt: new Date(Date.now() - demo.daysAgo * DAY - 3 * 60 * 60 * 1000).toISOString(),
          // One fulfilment order holding every line, on hold in Shopify.
          ...(demo.hold
            ? {
                fulfillmentOrders: [
                  { hold: { reason: demo.hold }, lines: demo.lines.map((l, i) => ({ line: i, quantity: l.quantity })) },
                ],
              }
            : {}),
        },
      }),
    });
    if (!response.ok) throw new Error(`the fake Shopify refused a demo order (${response.status})`);
    // The id as text: Shopify's ids are 64-bit.
    const text = await response.text();
    const shopifyId =
      /"order":\{"id":(\d+)/.exec(text)?.[1] ?? String((JSON.parse(text) as { order: { id: unknown } }).order.id);
    created.push({ demo, shopifyId });
  }

  const orderOf = async (shopifyId: string): Promise<string | null> => {
    const [row] = await manager.query(
      `SELECT order_id FROM order_extension WHERE shop_id = $1 AND external_order_id = $2`,
      [shop.id, shopifyId],
    );
    return row?.order_id ?? null;
  };
  await waitFor(
    async () => (await Promise.all(created.map((c) => orderOf(c.shopifyId)))).every(Boolean),
    120_000,
    "the demo orders to arrive",
  );
  const context = {
    organisationId,
    customerId: member.customer_id as string,
    shopId: shop.id,
    domain: demoShop.domain,
    fakeUrl: options.fakeUrl,
  };
  const arrived = [];
  for (const order of created) arrived.push({ ...order, orderId: (await orderOf(order.shopifyId)) as string });
  await playDemoOrders(container, context, arrived);
  await createManualDemoOrder(container, context);
  return { connected: "now", orders: created.length + 1 };
}
