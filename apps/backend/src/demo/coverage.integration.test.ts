// The demo on the first `npm start`, as each demo login meets it: behind every tab, filter and
// status value its screens offer, at least one row, asked through the real procedures as that
// login. The values come from the constants the screens use (@platform/domain), so a new status
// without demo data fails here. And nothing of another role's: tabs and filters a role is not
// offered find nothing for it. Then the working day: orders that arrive while the demo runs are
// routed and shipped with tracking. Its own backend and database.
import {
  type AccessName,
  BOOKING_STATUSES,
  CHAT_STATUSES,
  CHAT_SUBJECT_TYPES,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  chatClaimFilterApplies,
  chatTabsFor,
  INVOICE_PAYMENT_FILTERS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  type MemberRole,
  mayAccess,
  ORDER_FULFILLMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORGANISATION_LIST_STATUSES,
  ORGANISATION_TYPES,
  organisationListStatusesFor,
  PACKAGING_KINDS,
  PACKAGING_ORDER_STATUSES,
  PACKAGING_TYPES,
  productRequestStatusesFor,
  type Role,
  STOCK_ORDER_STATUSES,
} from "@platform/domain";
import {
  checkDatabaseInvariants,
  DEMO_PASSWORD,
  DEMO_USERS,
  describeFindings,
  eventually,
  freePort,
  signIn,
  sql,
  startBackend,
  startDatabase,
  type TrpcClient,
  trpcClient,
} from "@platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type Check = { what: string; rows: () => Promise<number> };
type Rows = { items: unknown[]; total?: number };
const count = async (answer: Promise<Rows>) => {
  const rows = await answer;
  return rows.total ?? rows.items.length;
};

/** Every list, tab and filter value the screens offer a role (the same constants and rules they use). */
function offeredTo(client: TrpcClient, role: Role, memberRole: MemberRole | null): Check[] {
  const checks: Check[] = [];
  const may = (name: AccessName) => mayAccess(name, role, memberRole);
  const each = <T extends string>(list: string, values: readonly T[], rows: (value: T) => Promise<number>) => {
    for (const value of values) checks.push({ what: `${list}: ${value}`, rows: () => rows(value) });
  };
  const one = (what: string, rows: () => Promise<number>) => checks.push({ what, rows });

  if (may("orders")) {
    const orders = (filter: object) => count(client.orders.list.query({ ...filter, limit: 1 }));
    each("orders payment", ORDER_PAYMENT_STATUSES, (paymentStatus) => orders({ paymentStatus }));
    each("orders fulfilment", ORDER_FULFILLMENT_STATUSES, (fulfillmentStatus) => orders({ fulfillmentStatus }));
    each("orders", ["needsLinking", "withoutLocation", "openClaim"] as const, (flag) => orders({ [flag]: true }));
  }
  if (may("shops")) one("shops", async () => (await client.shops.list.query()).items.length);
  if (may("claims")) {
    each("claims status", CLAIM_STATUSES, (status) => count(client.claims.list.query({ status })));
    each("claims type", CLAIM_TYPES, (type) => count(client.claims.list.query({ type })));
  }
  if (may("chats")) {
    const tabs = chatTabsFor(role);
    const chats = (filter: object) => count(client.chats.list.query({ subjectType: tabs[0], ...filter }));
    each("chats tab", tabs, (subjectType) => chats({ subjectType }));
    each("chats status", CHAT_STATUSES, (status) => chats({ status }));
    one("chats waiting for an answer", () => chats({ waiting: true }));
    if (chatClaimFilterApplies(role)) {
      each("order chats claim type", CLAIM_TYPES, (claimType) => chats({ subjectType: "order", claimType }));
    }
  }
  if (may("invoices")) {
    each("invoices status", INVOICE_STATUSES, (status) => count(client.invoices.list.query({ status })));
    each("invoices type", INVOICE_TYPES, (type) => count(client.invoices.list.query({ type })));
    each("invoices payment", INVOICE_PAYMENT_FILTERS, (payment) => count(client.invoices.list.query({ payment })));
  }
  if (may("bookings")) each("bookings", BOOKING_STATUSES, (status) => count(client.bookings.list.query({ status })));
  if (may("services")) one("services", async () => (await client.bookings.services.query()).length);
  if (may("availableServices")) {
    one("available services", async () => (await client.bookings.availableServices.query()).length);
  }
  if (may("packagingUi")) {
    each("packaging orders", PACKAGING_ORDER_STATUSES, (status) => count(client.packaging.orders.query({ status })));
  }
  if (may("packagingOverview")) {
    each("packaging type", PACKAGING_TYPES, (type) => count(client.packaging.list.query({ type })));
    each("packaging kind", PACKAGING_KINDS, (kind) => count(client.packaging.list.query({ kind })));
  }
  if (may("stockOrders")) {
    each("stock orders", STOCK_ORDER_STATUSES, (status) => count(client.stockOrders.list.query({ status })));
    one("stock orders to ship", () => count(client.stockOrders.list.query({ toShip: true })));
  }
  if (may("stocks")) one("stocks below hint", () => count(client.stocks.list.query({ belowHint: true })));
  if (may("productRequests")) {
    each("product requests", productRequestStatusesFor(role), (status) =>
      count(client.productRequests.list.query({ status })),
    );
  }
  if (may("retours")) one("retours", () => count(client.retours.list.query({})));
  if (may("locations")) {
    each("locations type", LOCATION_TYPES, (type) => count(client.locations.list.query({ type })));
    each("locations status", LOCATION_STATUSES, (status) => count(client.locations.list.query({ status })));
  }
  if (may("customers")) {
    each("customers", ORGANISATION_LIST_STATUSES, (status) => count(client.customers.list.query({ status })));
  }
  if (may("organisations")) {
    // An agency's list has no type filter: its clients are merchants.
    if (role !== "agency") {
      each("organisations type", ORGANISATION_TYPES, (type) => count(client.organisation.list.query({ type })));
    }
    each("organisations status", organisationListStatusesFor(role), (status) =>
      count(client.organisation.list.query({ status })),
    );
  }
  if (may("waitlist")) one("waitlist", () => count(client.waitlist.list.query({})));
  return checks;
}

let database: Awaited<ReturnType<typeof startDatabase>>;
let backend: Awaited<ReturnType<typeof startBackend>>;
let startedAt: Date;
const clients = new Map<string, { client: TrpcClient; role: Role; memberRole: MemberRole | null }>();

beforeAll(async () => {
  database = await startDatabase();
  startedAt = new Date();
  backend = await startBackend({
    databaseUrl: database.url,
    readyTimeoutMs: 600_000,
    env: {
      // `npm start` without Shopify credentials: the demo's own fake, sending an order every 3 s.
      SHOPIFY_FAKE_URL: undefined,
      SHOPIFY_API_KEY: undefined,
      SHOPIFY_API_SECRET: undefined,
      SHOPIFY_FAKE: undefined,
      SHOPIFY_FAKE_PORT: String(await freePort()),
      SHOPIFY_FAKE_ORDER_EVERY_S: "3",
      // The working day at test speed: a round a second, shipping as soon as an order is routed.
      DEMO_WORKING_DAY_INTERVAL_MS: "1000",
      DEMO_SHIP_AFTER_MS: "0",
      MEDUSA_ADMIN: "false",
      SEED_DEMO: undefined,
      DEMO_SHOP: undefined,
    },
  });
  for (const user of DEMO_USERS) {
    const client = trpcClient(backend.url, { token: await signIn(backend.url, user.email, DEMO_PASSWORD) });
    const me = await client.session.me.query();
    if (me.role) clients.set(user.email, { client, role: me.role, memberRole: me.memberRole });
  }
}, 660_000);

afterAll(async () => {
  await backend?.stop();
  await database?.stop();
});

describe("every demo login on the first start", () => {
  it("finds rows behind every tab, filter and status value its screens offer", { timeout: 300_000 }, async () => {
    expect([...clients.values()].map((c) => c.role).sort()).toEqual(
      ["agency", "customer", "disabled_customer", "service_provider", "support", "supplier", "waitlist"].sort(),
    );
    const empty: string[] = [];
    for (const [email, { client, role, memberRole }] of clients) {
      for (const check of offeredTo(client, role, memberRole)) {
        if ((await check.rows()) < 1) empty.push(`${email} → ${check.what}`);
      }
    }
    expect(empty).toEqual([]);
  });

  it("sees the demo products' pictures on a booking, not a dash", async () => {
    const provider = clients.get("provider@demo.local")?.client as TrpcClient;
    const [booking] = (await provider.bookings.list.query({})).items;
    const detail = await provider.bookings.get.query({ bookingId: booking?.id as string });
    expect(detail.products.length).toBeGreaterThan(0);
    for (const product of detail.products) expect(product.images[0]).toMatch(/^\/demo\/products\/[a-z-]+\.svg$/);
    // The picture is there to load (served with the web app).
    const picture = await fetch(`${backend.url}${detail.products[0]?.images[0]}`);
    expect(picture.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("finds nothing behind the tabs and filters not offered to its role", { timeout: 120_000 }, async () => {
    for (const { client, role } of clients.values()) {
      if (!mayAccess("chats", role)) continue;
      for (const subjectType of CHAT_SUBJECT_TYPES.filter((type) => !chatTabsFor(role).includes(type))) {
        expect(await count(client.chats.list.query({ subjectType })), `${role}: ${subjectType} chats`).toBe(0);
      }
      if (chatClaimFilterApplies(role)) continue;
      // The claim-type filter is not offered to suppliers and providers, and does not matter for them.
      for (const subjectType of chatTabsFor(role)) {
        const all = await count(client.chats.list.query({ subjectType }));
        for (const claimType of CLAIM_TYPES) {
          expect(await count(client.chats.list.query({ subjectType, claimType }))).toBe(all);
        }
      }
    }
  });
});

describe("the working day", () => {
  it("routes the orders that arrive while the demo runs and ships some with tracking", {
    timeout: 240_000,
  }, async () => {
    const customer = clients.get("customer@demo.local")?.client as TrpcClient;
    const shipped = await eventually(
      async () => {
        const { items } = await customer.orders.list.query({ fulfillmentStatus: "shipped", limit: 100 });
        const fresh = items.filter((order) => new Date(order.createdAt) > startedAt);
        return fresh.length ? fresh : undefined;
      },
      200_000,
      1000,
    );
    for (const order of shipped) {
      expect(order.locationId).not.toBeNull();
      expect(order.trackingNumbers.length).toBeGreaterThan(0);
      expect(order.trackingUrls[0]).toMatch(/^https:\/\//);
    }
  });

  it("sends the working day's orders to the demo receiver's page, signed", { timeout: 240_000 }, async () => {
    const customer = clients.get("customer@demo.local")?.client as TrpcClient;
    const [endpoint] = await customer.webhooks.list.query();
    expect(endpoint).toMatchObject({ description: "Demo receiver", status: "active" });
    const delivered = await eventually(
      async () => {
        const deliveries = await customer.webhooks.deliveries.query({ endpointId: endpoint?.id as string });
        const types = new Set(deliveries.filter((d) => d.status === "delivered").map((d) => d.eventType));
        return types.has("order.created") && types.has("order.shipped") ? deliveries : undefined;
      },
      200_000,
      1000,
    );
    expect(delivered.some((d) => d.attempts[0]?.statusCode === 200)).toBe(true);
    // The receiver's page shows what arrived, each signature checked with the endpoint's secret.
    const page = await (await fetch(endpoint?.url as string)).text();
    expect(page).toContain("order.shipped");
    expect(page).toContain("✔ valid");
    expect(page).not.toContain("INVALID");
  });

  it("keeps the books balanced after an hour's worth of it", { timeout: 420_000 }, async () => {
    // The demo's pace is an order a minute per shop; here one every 3 s. Sixty orders arrived and
    // a third of them shipped is the demo's first hour, at test speed.
    await eventually(
      async () => {
        const [row] = await sql<{ arrived: number; shipped: number }>(
          database.url,
          `SELECT count(*)::int AS arrived, count(e.shipped_at)::int AS shipped
             FROM order_extension e JOIN shop s ON s.id = e.shop_id
            WHERE e.created_at > $1`,
          [startedAt],
        );
        return row && row.arrived >= 60 && row.shipped >= 20 ? row : undefined;
      },
      360_000,
      2000,
    );
    expect(describeFindings(await checkDatabaseInvariants(database.url))).toBe("");
    // And every demo order agrees with the demo shop's Shopify (support's reconciliation check).
    const support = clients.get("support@demo.local")?.client as TrpcClient;
    await support.shopReconciliation.run.mutate();
    const { items } = await support.shopReconciliation.list.query();
    expect(items.map((drift) => `${drift.orderRef}: ${drift.kind}`)).toEqual([]);
  });
});
