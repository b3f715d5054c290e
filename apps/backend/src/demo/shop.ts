// The demo customer's shop, connected on the first start with a month of orders, so every demo
// login has a working day to look at. It goes the way a merchant's shop does: the app is
// installed through the (fake) Shopify's OAuth, the shop is claimed by the customer's
// organisation, and the orders arrive as signed webhooks through the real intake.
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";

export const DEMO_SHOP_DOMAIN = "demo-shop.myshopify.com";
const DEMO_CUSTOMER_EMAIL = "customer@demo.local";
const DAY = 24 * 60 * 60 * 1000;

type ShopService = { claim(organisationId: string, installToken: string): Promise<{ domain: string }> };
type ShopifyWebhookService = { resumeDeferred(domain: string): Promise<void> };
type OrderShippingService = {
  ship(
    organisationId: string,
    actor: string | null,
    input: {
      orderId: string;
      items?: Array<{ lineItemId: string; quantity: number }>;
      trackingNumbers: string[];
      trackingUrls: string[];
    },
  ): Promise<unknown>;
};

type Line = {
  sku: string;
  title: string;
  variantTitle: string;
  quantity: number;
  price: string;
  barcode: string | null;
};
const CATALOGUE: Record<string, Omit<Line, "quantity">> = {
  "BCB-S": {
    sku: "BCB-S",
    title: "Bamboo Cutting Board",
    variantTitle: "Small",
    price: "19.90",
    barcode: "4006381333931",
  },
  "BCB-L": {
    sku: "BCB-L",
    title: "Bamboo Cutting Board",
    variantTitle: "Large",
    price: "29.90",
    barcode: "4006381333948",
  },
  "MUG-WHT": {
    sku: "MUG-WHT",
    title: "Ceramic Coffee Mug",
    variantTitle: "White",
    price: "12.90",
    barcode: "4006381333955",
  },
  "MUG-BLK": {
    sku: "MUG-BLK",
    title: "Ceramic Coffee Mug",
    variantTitle: "Black",
    price: "12.90",
    barcode: "4006381333962",
  },
  "TOTE-NAT": {
    sku: "TOTE-NAT",
    title: "Organic Cotton Tote Bag",
    variantTitle: "Natural",
    price: "16.90",
    barcode: "4006381333979",
  },
  // No platform product has this SKU: its orders "need linking".
  "CANDLE-SOY": { sku: "CANDLE-SOY", title: "Soy Candle", variantTitle: "Lavender", price: "14.50", barcode: null },
};
const line = (sku: string, quantity: number): Line => ({ ...(CATALOGUE[sku] as Omit<Line, "quantity">), quantity });

const PLACES = {
  hamburg: { city: "Hamburg", zip: "20095", country: "Germany", code: "DE" },
  berlin: { city: "Berlin", zip: "10115", country: "Germany", code: "DE" },
  munich: { city: "München", zip: "80331", country: "Germany", code: "DE" },
  vienna: { city: "Wien", zip: "1010", country: "Austria", code: "AT" },
  lyon: { city: "Lyon", zip: "69001", country: "France", code: "FR" },
};

type DemoOrder = {
  daysAgo: number;
  lines: Line[];
  place: keyof typeof PLACES;
  financialStatus: string;
  firstName: string;
  lastName: string;
  /** What happens after intake: shipped whole or in part, or cancelled in the shop. */
  after?: "ship" | "ship-part" | "cancel";
};

/** A month of a small homeware shop: every payment and fulfilment status, needs linking, one unroutable order. */
export const DEMO_SHOP_ORDERS: DemoOrder[] = [
  {
    daysAgo: 29,
    lines: [line("BCB-S", 2)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Anna",
    lastName: "Müller",
    after: "ship",
  },
  {
    daysAgo: 27,
    lines: [line("MUG-WHT", 4), line("MUG-BLK", 2)],
    place: "berlin",
    financialStatus: "paid",
    firstName: "Jonas",
    lastName: "Schmidt",
    after: "ship",
  },
  {
    daysAgo: 25,
    lines: [line("TOTE-NAT", 1)],
    place: "vienna",
    financialStatus: "refunded",
    firstName: "Mia",
    lastName: "Gruber",
    after: "cancel",
  },
  {
    daysAgo: 23,
    lines: [line("BCB-L", 1), line("CANDLE-SOY", 2)],
    place: "munich",
    financialStatus: "paid",
    firstName: "Lukas",
    lastName: "Fischer",
  },
  {
    daysAgo: 21,
    lines: [line("MUG-WHT", 2)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Emma",
    lastName: "Weber",
    after: "ship",
  },
  {
    daysAgo: 19,
    lines: [line("BCB-S", 1), line("BCB-L", 1)],
    place: "berlin",
    financialStatus: "partially_refunded",
    firstName: "Finn",
    lastName: "Meyer",
    after: "ship",
  },
  {
    daysAgo: 17,
    lines: [line("TOTE-NAT", 3)],
    place: "munich",
    financialStatus: "paid",
    firstName: "Lea",
    lastName: "Wagner",
    after: "ship",
  },
  {
    daysAgo: 15,
    lines: [line("MUG-BLK", 1), line("TOTE-NAT", 2)],
    place: "vienna",
    financialStatus: "paid",
    firstName: "Paul",
    lastName: "Huber",
    after: "ship-part",
  },
  {
    daysAgo: 13,
    lines: [line("CANDLE-SOY", 1)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Sofia",
    lastName: "Becker",
  },
  {
    daysAgo: 11,
    lines: [line("BCB-L", 2)],
    place: "berlin",
    financialStatus: "paid",
    firstName: "Noah",
    lastName: "Hoffmann",
    after: "ship",
  },
  {
    daysAgo: 9,
    lines: [line("MUG-WHT", 6)],
    place: "munich",
    financialStatus: "pending",
    firstName: "Clara",
    lastName: "Koch",
  },
  {
    daysAgo: 8,
    lines: [line("TOTE-NAT", 950)],
    place: "lyon",
    financialStatus: "pending",
    firstName: "Louis",
    lastName: "Martin",
  },
  {
    daysAgo: 6,
    lines: [line("BCB-S", 1), line("MUG-BLK", 1)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Ben",
    lastName: "Schulz",
    after: "ship-part",
  },
  {
    daysAgo: 5,
    lines: [line("MUG-BLK", 2)],
    place: "vienna",
    financialStatus: "paid",
    firstName: "Hanna",
    lastName: "Bauer",
    after: "cancel",
  },
  {
    daysAgo: 4,
    lines: [line("BCB-S", 3)],
    place: "berlin",
    financialStatus: "paid",
    firstName: "Elias",
    lastName: "Richter",
  },
  {
    daysAgo: 3,
    lines: [line("MUG-WHT", 1), line("CANDLE-SOY", 1)],
    place: "munich",
    financialStatus: "pending",
    firstName: "Lina",
    lastName: "Klein",
  },
  {
    daysAgo: 2,
    lines: [line("TOTE-NAT", 2), line("BCB-L", 1)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Felix",
    lastName: "Wolf",
  },
  {
    daysAgo: 1,
    lines: [line("MUG-BLK", 3)],
    place: "berlin",
    financialStatus: "paid",
    firstName: "Marie",
    lastName: "Neumann",
  },
  {
    daysAgo: 0,
    lines: [line("BCB-S", 1), line("TOTE-NAT", 1)],
    place: "vienna",
    financialStatus: "pending",
    firstName: "Leon",
    lastName: "Schwarz",
  },
];

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
 * Connects the demo shop to the demo customer's organisation and sends it the demo month of
 * orders, once (a connected shop means it was done). Needs the running server (webhooks) and a
 * fake Shopify (its control API creates the orders).
 */
export async function connectDemoShop(
  container: MedusaContainer,
  options: { backendUrl: string; fakeUrl: string },
): Promise<{ connected: "now" | "before" | "no"; orders: number }> {
  const manager = container.resolve<EntityManager>("manager");
  const [customer] = await manager.query(
    `SELECT m.organisation_id FROM member m JOIN customer c ON c.id = m.customer_id WHERE c.email = $1 AND c.has_account = true`,
    [DEMO_CUSTOMER_EMAIL],
  );
  if (!customer) return { connected: "no", orders: 0 };
  const organisationId: string = customer.organisation_id;
  const [existing] = await manager.query(`SELECT id FROM shop WHERE domain = $1 AND organisation_id IS NOT NULL`, [
    DEMO_SHOP_DOMAIN,
  ]);
  if (existing) return { connected: "before", orders: 0 };

  const installToken = await installApp(options.backendUrl, options.fakeUrl, DEMO_SHOP_DOMAIN);
  const shop = await container.resolve<ShopService>("shopService").claim(organisationId, installToken);
  await container.resolve<ShopifyWebhookService>("shopifyWebhookService").resumeDeferred(shop.domain);

  const created: Array<{ demo: DemoOrder; shopifyId: string }> = [];
  for (const demo of DEMO_SHOP_ORDERS) {
    const response = await fetch(`${options.fakeUrl}/_fake/shops/${encodeURIComponent(DEMO_SHOP_DOMAIN)}/orders`, {
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

  const [{ id: shopId }] = await manager.query(`SELECT id FROM shop WHERE domain = $1`, [DEMO_SHOP_DOMAIN]);
  const orderOf = async (shopifyId: string): Promise<string | null> => {
    const [row] = await manager.query(
      `SELECT order_id FROM order_extension WHERE shop_id = $1 AND external_order_id = $2`,
      [shopId, shopifyId],
    );
    return row?.order_id ?? null;
  };
  await waitFor(
    async () => (await Promise.all(created.map((c) => orderOf(c.shopifyId)))).every(Boolean),
    120_000,
    "the demo orders to arrive",
  );

  const orders = container.resolve<OrderShippingService>("orderShippingService");
  let tracking = 100;
  for (const { demo, shopifyId } of created) {
    if (demo.after === "cancel") {
      await fetch(`${options.fakeUrl}/_fake/shops/${encodeURIComponent(DEMO_SHOP_DOMAIN)}/orders/${shopifyId}/cancel`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      continue;
    }
    if (demo.after !== "ship" && demo.after !== "ship-part") continue;
    const orderId = (await orderOf(shopifyId)) as string;
    const lines: Array<{ id: string; quantity: number }> = await manager.query(
      `SELECT id, quantity FROM line_item WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
    const number = `00340${String(tracking++).padStart(9, "0")}`;
    await orders.ship(organisationId, null, {
      orderId,
      items:
        demo.after === "ship-part"
          ? lines.slice(0, 1).map((l) => ({ lineItemId: l.id, quantity: l.quantity }))
          : undefined,
      trackingNumbers: [number],
      trackingUrls: [`https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${number}`],
    });
  }
  return { connected: "now", orders: created.length };
}
