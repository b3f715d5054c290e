// The equivalence test's callers, data and valid inputs (equivalence.integration.test.ts). Not
// part of the build (tsconfig.build.json).
import {
  activeMerchant,
  DEMO_PASSWORD,
  installApp,
  invitationTokenFor,
  ShopifyFakeClient,
  signIn,
  sql,
  trpcClient,
  uniqueEmail,
  uniqueShopDomain,
} from "@platform/testing";

export type Caller = "customer" | "merchant" | "support" | "supplier" | "agency" | "provider" | "waitlist" | "disabled";
export type Fixture = Record<
  | "merchantOrganisationId"
  | "customerOrganisationId"
  | "supplierOrganisationId"
  | "shopId"
  | "orderId"
  | "chatId"
  | "variantId"
  | "productId"
  | "locationId"
  | "stockOrderId"
  | "packagingId"
  | "packagingOrderId"
  | "invoiceId"
  | "bookingId"
  | "requestId"
  | "invitationToken"
  | "webhookEndpointId",
  string
>;
/** What a subscription's sample may use: the data, the database, a client of the backend under test. */
export type Live = {
  fx: Fixture;
  databaseUrl: string;
  client: (caller: Caller) => ReturnType<typeof trpcClient>;
};

/**
 * A valid call per procedure: who calls (`merchant` is the fixture's own, with a shop, a manual
 * order, a chat, a product request and an invitation; the others are the demo logins; none for a
 * public procedure) and the input from that data. A subscription also says how many events it
 * replays after `connected`, and what makes one more arrive live.
 */
export type Sample = {
  as?: Caller;
  input?: (fx: Fixture) => unknown;
  replayed?: (live: Live) => Promise<number>;
  trigger?: (live: Live) => Promise<unknown>;
};

export const SAMPLES: Record<string, Sample> = {
  "session.me": { as: "customer" },
  "organisation.get": { as: "customer" },
  "organisation.list": { as: "support", input: () => ({}) },
  "organisation.byId": { as: "support", input: (fx) => ({ organisationId: fx.customerOrganisationId }) },
  "members.list": { as: "customer" },
  "invitations.list": { as: "customer" },
  "invitations.sentOrganisations": { as: "agency" },
  "invitations.check": { input: (fx) => ({ token: fx.invitationToken }) },
  "waitlist.list": { as: "support", input: () => ({}) },
  "customers.list": { as: "support", input: () => ({ search: "demo" }) },
  "settings.personal": { as: "customer" },
  "shops.list": { as: "merchant" },
  "shops.failedDeliveries": { as: "support" },
  "shops.withoutOrdersAccess": { as: "support" },
  "orders.list": { as: "merchant", input: () => ({}) },
  "orders.get": { as: "merchant", input: (fx) => ({ orderId: fx.orderId }) },
  "orders.history": { as: "merchant", input: (fx) => ({ orderId: fx.orderId }) },
  "orders.variantOptions": { as: "merchant", input: () => ({ search: "MUG" }) },
  "orders.getAsSupport": { as: "support", input: (fx) => ({ orderId: fx.orderId }) },
  "claims.listForOrder": { as: "merchant", input: (fx) => ({ orderId: fx.orderId }) },
  "claims.list": { as: "support", input: () => ({}) },
  "locations.list": { as: "support", input: () => ({}) },
  "locations.get": { as: "support", input: (fx) => ({ locationId: fx.locationId }) },
  "locations.priorities": { as: "merchant", input: () => ({ country: "de" }) },
  "locations.routingForOrder": { as: "merchant", input: (fx) => ({ orderId: fx.orderId }) },
  "locations.variants": { as: "support", input: () => ({ search: "MUG" }) },
  "stocks.list": { as: "customer", input: () => ({}) },
  "stockOrders.list": { as: "customer", input: () => ({}) },
  "stockOrders.get": { as: "support", input: (fx) => ({ stockOrderId: fx.stockOrderId }) },
  "stockOrders.suppliers": { as: "customer" },
  "retours.list": { as: "support", input: () => ({}) },
  "retours.shops": { as: "customer" },
  "retours.locations": { as: "support" },
  "retours.orderOptions": { as: "support", input: () => ({ search: "1" }) },
  "chats.list": { as: "merchant", input: () => ({}) },
  "chats.unreadCount": { as: "merchant" },
  "chats.get": { as: "merchant", input: (fx) => ({ chatId: fx.chatId }) },
  "chats.messages": { as: "merchant", input: (fx) => ({ chatId: fx.chatId }) },
  "chats.receivers": { as: "merchant", input: (fx) => ({ subjectType: "order", subjectId: fx.orderId }) },
  // Every message of the chat again, then support's answer live.
  "chats.onMessage": {
    as: "merchant",
    input: (fx) => ({ chatId: fx.chatId, lastSeq: 0 }),
    replayed: async ({ fx, databaseUrl }) =>
      Number((await sql(databaseUrl, `SELECT last_seq FROM chat WHERE id = $1`, [fx.chatId]))[0]?.last_seq),
    trigger: ({ fx, client }) =>
      client("support").chats.send.mutate({ chatId: fx.chatId, body: "It left the warehouse.", files: [] }),
  },
  "suppliers.products": { as: "support", input: (fx) => ({ organisationId: fx.supplierOrganisationId }) },
  "packaging.list": { as: "customer", input: () => ({}) },
  "packaging.get": { as: "customer", input: (fx) => ({ packagingId: fx.packagingId }) },
  "packaging.stocks": { as: "customer", input: () => ({}) },
  "packaging.orders": { as: "support", input: () => ({}) },
  "packaging.order": { as: "support", input: (fx) => ({ packagingOrderId: fx.packagingOrderId }) },
  "packaging.producers": { as: "support" },
  "packaging.printTemplateStatus": { as: "customer", input: (fx) => ({ variantId: fx.variantId }) },
  "packaging.variantDefaults": { as: "customer" },
  "packaging.forOrder": { as: "merchant", input: (fx) => ({ orderId: fx.orderId }) },
  "invoices.list": { as: "customer", input: () => ({}) },
  "invoices.get": { as: "customer", input: (fx) => ({ invoiceId: fx.invoiceId }) },
  "invoices.failedCardEvents": { as: "support" },
  "invoices.cardDisputes": { as: "support" },
  "shopReconciliation.list": { as: "support" },
  "invoices.stripeDrifts": { as: "support" },
  "bookings.services": { as: "provider" },
  "bookings.availableServices": { as: "customer" },
  "bookings.variants": { as: "customer", input: () => ({ search: "MUG" }) },
  "bookings.list": { as: "customer", input: () => ({}) },
  "bookings.get": { as: "customer", input: (fx) => ({ bookingId: fx.bookingId }) },
  "products.list": { as: "customer", input: () => ({}) },
  "products.overview": { as: "customer", input: (fx) => ({ productId: fx.productId }) },
  "products.links": { as: "customer", input: (fx) => ({ productId: fx.productId }) },
  "products.shops": { as: "merchant" },
  "products.shopProducts": { as: "merchant", input: (fx) => ({ shopId: fx.shopId }) },
  "productRequests.list": { as: "customer", input: () => ({}) },
  "productRequests.get": { as: "merchant", input: (fx) => ({ requestId: fx.requestId }) },
  "productRequests.producers": { as: "support" },
  "audit.list": { as: "support", input: () => ({}) },
  "audit.forSubject": { as: "merchant", input: (fx) => ({ subjectType: "order", subjectId: fx.orderId }) },
  "dashboard.customer": { as: "customer" },
  "dashboard.agency": { as: "agency" },
  "dashboard.support": { as: "support" },
  "dashboard.waitlist": { as: "waitlist" },
  "dashboard.disabledCustomer": { as: "disabled" },
  "dashboard.serviceProvider": { as: "provider" },
  "dashboard.supplier": { as: "supplier" },
  "dashboard.gettingStarted": { as: "merchant" },
  "notifications.list": { as: "merchant", input: () => ({}) },
  "apiKeys.list": { as: "merchant" },
  "webhooks.list": { as: "merchant" },
  "webhooks.deliveries": { as: "merchant", input: (fx) => ({ endpointId: fx.webhookEndpointId }) },
  "notifications.unreadCount": { as: "merchant" },
  // Support's answer in the merchant's chat is a notification for the merchant.
  "notifications.live": {
    as: "merchant",
    trigger: ({ fx, client }) =>
      client("support").chats.send.mutate({ chatId: fx.chatId, body: "Tracking follows.", files: [] }),
  },
};

/** Where the fixture is made: the suite's backend, its database, its mail folder and fake Shopify. */
export type Environment = { url: string; databaseUrl: string; mailDir: string; shopifyFakeUrl: string };

/** A fixture step that fails with what the server said (field errors included). */
async function step<T>(name: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const data = (error as { data?: unknown }).data;
    throw new Error(`fixture: ${name}: ${(error as Error).message} ${JSON.stringify(data)}`);
  }
}

/** Demo logins, and a fresh merchant with a shop, a manual order and a chat about it with support. */
export async function fixture(env: Environment): Promise<{ fx: Fixture; tokens: Record<Caller, string> }> {
  const { url: mainUrl, databaseUrl } = env;
  const tokens = {} as Record<Caller, string>;
  for (const [caller, email] of [
    ["customer", "customer@demo.local"],
    ["support", "support@demo.local"],
    ["supplier", "supplier@demo.local"],
    ["agency", "agency@demo.local"],
    ["provider", "provider@demo.local"],
    ["waitlist", "waitlist@demo.local"],
    ["disabled", "disabled@demo.local"],
  ] as const) {
    tokens[caller] = await signIn(mainUrl, email, DEMO_PASSWORD);
  }
  const created = await activeMerchant(mainUrl, tokens.support, "Equivalence Merchant");
  tokens.merchant = created.token;
  const install = await installApp(mainUrl, new ShopifyFakeClient(env.shopifyFakeUrl), uniqueShopDomain("equal"));
  const merchant = trpcClient(mainUrl, { token: created.token });
  const shop = await step("shop", merchant.shops.connect.mutate({ installToken: install.installToken as string }));
  // Paused: its order.created delivery waits in the log (nobody listens on port 9).
  const { endpoint } = await step(
    "webhook endpoint",
    merchant.webhooks.create.mutate({ url: "http://127.0.0.1:9/equal", eventTypes: ["order.created"] }),
  );
  await merchant.webhooks.pause.mutate({ id: endpoint.id });
  const [mug] = (await merchant.orders.variantOptions.query({ search: "MUG" })).filter((v) => v.sku === "MUG-WHT");
  const order = await step(
    "order",
    merchant.orders.create.mutate({
      shopId: shop.id,
      email: "eva@example.com",
      shippingAddress: {
        firstName: "Eva",
        lastName: "Gleich",
        address1: "Torstraße 1",
        city: "Berlin",
        postalCode: "10119",
        countryCode: "DE",
      },
      items: [{ variantId: mug?.id as string, quantity: 2 }],
    }),
  );
  const [platform] = await sql<{ id: string }>(databaseUrl, `SELECT id FROM organisation WHERE type = 'platform'`);
  const chat = await step(
    "chat",
    merchant.chats.create.mutate({
      subjectType: "order",
      subjectId: order.id,
      receiverOrganisationId: platform?.id as string,
      body: "Is the order on its way?",
      files: [],
    }),
  );
  await step(
    "answer",
    trpcClient(mainUrl, { token: tokens.support }).chats.send.mutate({
      chatId: chat.chatId,
      body: "Yes, it ships today.",
      files: [],
    }),
  );
  const request = await step(
    "product request",
    merchant.productRequests.create.mutate({
      shopId: shop.id,
      productName: "Stoneware Bowl",
      producerName: "Jingdezhen Ceramics",
      description: "24 cm, matt white",
    }),
  );
  const invitee = uniqueEmail("equal-invitee");
  await step("invitation", merchant.invitations.invite.mutate({ email: invitee, role: "member" }));
  const one = async (text: string, params: unknown[] = []) =>
    ((await sql<{ id: string }>(databaseUrl, text, params))[0]?.id ?? "missing_01EQUIVALENCE") as string;
  const organisationOf = (email: string) =>
    one(`SELECT m.organisation_id AS id FROM member m JOIN customer c ON c.id = m.customer_id WHERE c.email = $1`, [
      email,
    ]);
  const customerOrganisationId = await organisationOf("customer@demo.local");
  const fx: Fixture = {
    merchantOrganisationId: created.organisationId,
    customerOrganisationId,
    supplierOrganisationId: await organisationOf("supplier@demo.local"),
    shopId: shop.id,
    orderId: order.id,
    chatId: chat.chatId,
    variantId: mug?.id as string,
    productId: await one(`SELECT product_id AS id FROM product_variant WHERE id = $1`, [mug?.id]),
    locationId: await one(`SELECT id FROM location ORDER BY created_at LIMIT 1`),
    stockOrderId: await one(`SELECT id FROM stock_order ORDER BY created_at LIMIT 1`),
    packagingId: await one(`SELECT id FROM packaging ORDER BY created_at LIMIT 1`),
    packagingOrderId: await one(`SELECT id FROM packaging_order ORDER BY created_at LIMIT 1`),
    invoiceId: await one(`SELECT id FROM invoice WHERE organisation_id = $1 ORDER BY created_at LIMIT 1`, [
      customerOrganisationId,
    ]),
    bookingId: await one(`SELECT id FROM booking ORDER BY created_at LIMIT 1`),
    requestId: request.id,
    invitationToken: await invitationTokenFor(env.mailDir, invitee),
    webhookEndpointId: endpoint.id,
  };
  return { fx, tokens };
}
