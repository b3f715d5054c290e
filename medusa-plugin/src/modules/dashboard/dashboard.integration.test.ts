// The role dashboards against real data: each figure moves when the thing it counts is created
// or decided, equals the filtered list its link opens, and never counts another organisation's.
import { randomUUID } from "node:crypto";
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  signIn,
  sql,
  testPng,
  trpcClient,
  uniqueEmail,
  uniqueShopDomain,
  uploadFile,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

let supportToken: string;
let supplierToken: string;
let providerToken: string;
let a: Awaited<ReturnType<typeof activeMerchant>>;
let b: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;

const client = (token: string) => trpcClient(url, { token });

/** A new order of A's shop, once stored. */
async function newOrder(sku = "MUG-WHT"): Promise<{ id: string; number: string }> {
  const { order } = await fake.createOrder(domain, { lines: [{ sku, quantity: 2, price: "12.90" }] });
  return await eventually(async () => {
    const found = (await client(a.token).orders.list.query({})).items.find((o) => o.number === order.name);
    if (!found) throw new Error("not stored yet");
    return { id: found.id, number: found.number };
  });
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  supplierToken = await signIn(url, "supplier@demo.local", DEMO_PASSWORD);
  providerToken = await signIn(url, "provider@demo.local", DEMO_PASSWORD);
  a = await activeMerchant(url, supportToken, `Dash A ${randomUUID().slice(0, 6)}`);
  b = await activeMerchant(url, supportToken, `Dash B ${randomUUID().slice(0, 6)}`);
  domain = uniqueShopDomain("dash");
  const install = await installApp(url, fake, domain);
  await client(a.token).shops.connect.mutate({ installToken: install.installToken as string });
});

describe("customer dashboard", () => {
  it("counts the organisation's orders per day, revenue and what needs linking; never another's", async () => {
    const before = await client(a.token).dashboard.customer.query();
    expect(before.orders.days).toHaveLength(30);
    expect(before.orders.orders).toBe(0);

    await newOrder();
    await newOrder("UNKNOWN-CANDLE");
    const after = await client(a.token).dashboard.customer.query();
    expect(after.orders.orders).toBe(2);
    const today = after.orders.days.at(-1);
    expect(Object.values(today?.byStatus ?? {}).reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(after.orders.revenue.find((money) => money.currency === "eur")?.amount).toBeGreaterThan(0);
    expect(after.attention.needsLinking).toBe(before.attention.needsLinking + 1);

    // Each figure is what its link's list shows.
    const orders = client(a.token).orders.list;
    expect((await orders.query({ needsLinking: true })).items).toHaveLength(after.attention.needsLinking);
    expect((await orders.query({ withoutLocation: true })).items).toHaveLength(after.attention.withoutLocation);

    // B sees none of it.
    const other = await client(b.token).dashboard.customer.query();
    expect(other.orders.orders).toBe(0);
    expect(other.attention).toEqual({ needsLinking: 0, withoutLocation: 0, openClaims: 0 });
  });

  it("counts orders with an undecided claim, and the orders list filters on it", async () => {
    const order = await newOrder();
    const before = (await client(a.token).dashboard.customer.query()).attention.openClaims;
    const photo = await uploadFile(url, a.token, await testPng("dash-claim.png"));
    const claim = await client(a.token).claims.create.mutate({
      orderId: order.id,
      type: "lost",
      description: "Never arrived",
      files: [{ id: photo.id }],
    });
    const open = (await client(a.token).dashboard.customer.query()).attention.openClaims;
    expect(open).toBe(before + 1);
    const listed = await client(a.token).orders.list.query({ openClaim: true });
    expect(listed.items.map((item) => item.id)).toContain(order.id);
    expect(listed.items).toHaveLength(open);
    expect((await client(b.token).dashboard.customer.query()).attention.openClaims).toBe(0);

    const pendingBefore = (await client(supportToken).dashboard.support.query()).queue.claimsPending;
    await client(supportToken).claims.decide.mutate({ claimId: claim.id, status: "declined", note: "" });
    expect((await client(a.token).dashboard.customer.query()).attention.openClaims).toBe(before);
    expect((await client(supportToken).dashboard.support.query()).queue.claimsPending).toBeLessThan(pendingBefore + 1);
  });

  it("counts unpaid and overdue invoices as the invoices list filters them", async () => {
    const order = await newOrder();
    await client(a.token).orders.ship.mutate({ orderId: order.id, trackingNumbers: ["DASH-1"] });
    const run = await client(supportToken).invoices.run.mutate({ organisationId: a.organisationId });
    const invoice = run.created[0] as { id: string };
    const dashboard = await client(a.token).dashboard.customer.query();
    expect(dashboard.invoices.unpaid.count).toBeGreaterThanOrEqual(1);
    expect(dashboard.invoices.unpaid.amounts[0]?.amount).toBeGreaterThan(0);
    const unpaid = await client(a.token).invoices.list.query({ payment: "unpaid" });
    expect(unpaid.total).toBe(dashboard.invoices.unpaid.count);

    // Its due day passes (the clock, not the code, is what we move).
    const overdueBefore = (await client(supportToken).dashboard.support.query()).queue.overdueInvoices;
    await sql(databaseUrl, "UPDATE invoice SET due_on = due_on - 60, issued_on = issued_on - 60 WHERE id = $1", [
      invoice.id,
    ]);
    const overdue = (await client(a.token).dashboard.customer.query()).invoices.overdue;
    expect(overdue.count).toBe(1);
    expect((await client(a.token).invoices.list.query({ payment: "overdue" })).items.map((i) => i.id)).toEqual([
      invoice.id,
    ]);
    expect((await client(supportToken).dashboard.support.query()).queue.overdueInvoices).toBe(overdueBefore + 1);
    expect((await client(b.token).dashboard.customer.query()).invoices.unpaid.count).toBe(0);

    await client(supportToken).invoices.recordPayment.mutate({ invoiceId: invoice.id, kind: "full" });
    const paid = (await client(a.token).dashboard.customer.query()).invoices;
    expect(paid.overdue.count).toBe(0);
    expect(paid.paid.count).toBe(1);
  });

  it("is the customer's only", async () => {
    for (const token of [supportToken, supplierToken, providerToken]) {
      expect((await apiError(client(token).dashboard.customer.query())).data.code).toBe("FORBIDDEN");
    }
  });
});

describe("support dashboard", () => {
  it("counts applications to decide", async () => {
    const before = (await client(supportToken).dashboard.support.query()).queue.waitlist;
    const email = `dash-wait-${randomUUID().slice(0, 6)}@fixture.test`;
    await trpcClient(url).auth.signUp.mutate({
      organisationName: `Dash Waiting ${randomUUID().slice(0, 6)}`,
      firstName: "Wait",
      lastName: "Ing",
      email,
      password: "fixture-password-1",
      confirmPassword: "fixture-password-1",
    });
    expect((await client(supportToken).dashboard.support.query()).queue.waitlist).toBeGreaterThanOrEqual(before + 1);

    // The waiting merchant's own dashboard: its place in the queue.
    const waiting = await client(await signIn(url, email, "fixture-password-1")).dashboard.waitlist.query();
    expect(waiting).toMatchObject({ status: "waitlist", shops: 0, orders: 0 });
    expect(waiting.position).toBeGreaterThanOrEqual(1);
    expect(waiting.position).toBeLessThanOrEqual(waiting.waiting);
  });

  it("counts chats waiting for an answer until someone answers, as the chats list filters them", async () => {
    const order = await newOrder();
    const receivers = await client(a.token).chats.receivers.query({ subjectType: "order", subjectId: order.id });
    // The demo supplier (whose dashboard is read below); other test files add more suppliers of the mug.
    const supplierOrganisationId = (await client(supplierToken).session.me.query()).organisation?.id;
    const supplier = receivers.find(
      (receiver) => receiver.type === "supplier" && receiver.id === supplierOrganisationId,
    );
    expect(supplier).toBeDefined();
    const supplierBefore = await client(supplierToken).dashboard.supplier.query();
    const chat = await client(a.token).chats.create.mutate({
      subjectType: "order",
      subjectId: order.id,
      receiverOrganisationId: supplier?.id as string,
      body: "Is the mug in stock?",
    });
    const supportView = await client(supportToken).dashboard.support.query();
    expect(supportView.chats.total).toBeGreaterThanOrEqual(1);
    expect(supportView.chats.outsideSupplierHours).toBeLessThanOrEqual(supportView.chats.total);
    const waitingList = await client(supportToken).chats.list.query({
      subjectType: "order",
      waiting: true,
      pageSize: 100,
    });
    expect(waitingList.items.map((item) => item.id)).toContain(chat.chatId);

    const supplierView = await client(supplierToken).dashboard.supplier.query();
    expect(supplierView.openChats).toBe(supplierBefore.openChats + 1);
    expect(supplierView.waitingChats).toBe(supplierBefore.waitingChats + 1);

    await client(supplierToken).chats.send.mutate({ chatId: chat.chatId, body: "Yes, 40 left." });
    expect((await client(supplierToken).dashboard.supplier.query()).waitingChats).toBe(supplierBefore.waitingChats);
    const after = await client(supportToken).chats.list.query({ subjectType: "order", waiting: true, pageSize: 100 });
    expect(after.items.map((item) => item.id)).not.toContain(chat.chatId);
  });

  it("shows the last 14 days of Shopify deliveries and is support's only", async () => {
    const intake = (await client(supportToken).dashboard.support.query()).intake;
    expect(intake.days).toHaveLength(14);
    expect(intake.total).toBeGreaterThan(0);
    expect((await apiError(client(a.token).dashboard.support.query())).data.code).toBe("FORBIDDEN");
  });
});

describe("supplier and service provider dashboards", () => {
  it("count stock orders to confirm and to ship, as the stock orders list filters them", async () => {
    const before = await client(supplierToken).dashboard.supplier.query();
    const location = await client(supportToken).locations.create.mutate({
      name: `Dash shelf ${randomUUID().slice(0, 6)}`,
      type: "customer",
      status: "active",
      countryCode: "DE",
      organisationId: a.organisationId,
    });
    const supplierId = (await client(supplierToken).organisation.get.query()).id;
    const stockOrder = await client(a.token).stockOrders.create.mutate({
      supplierId,
      locationId: location.id,
      importMethod: "plane",
      itemsCsv: "MUG-WHT,3,2.40",
    });
    expect((await client(supplierToken).dashboard.supplier.query()).toConfirm).toBe(before.toConfirm + 1);
    await client(supplierToken).stockOrders.confirm.mutate({ stockOrderId: stockOrder.id });
    const after = await client(supplierToken).dashboard.supplier.query();
    expect(after.toConfirm).toBe(before.toConfirm);
    expect(after.toShip).toBe(before.toShip + 1);
    const toShip = await client(supplierToken).stockOrders.list.query({ toShip: true, pageSize: 100 });
    expect(toShip.total).toBe(after.toShip);
    expect(toShip.items.map((item) => item.id)).toContain(stockOrder.id);
  });

  it("count the provider's bookings by status, never another provider's", async () => {
    const provider = client(providerToken);
    const service = await provider.bookings.createService.mutate({
      name: `Dash photos ${randomUUID().slice(0, 6)}`,
      price: "25",
    });
    const before = await provider.dashboard.serviceProvider.query();
    const pending = (view: typeof before) => view.byStatus.find((row) => row.status === "pending")?.count ?? 0;
    await client(a.token).bookings.book.mutate({
      serviceId: service.id,
      amount: 2,
      bookingDate: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(
        new Date(Date.now() + 3 * 86_400_000),
      ),
      acceptTerms: true,
    });
    const after = await provider.dashboard.serviceProvider.query();
    expect(pending(after)).toBe(pending(before) + 1);
    const listed = await provider.bookings.list.query({ status: "pending", pageSize: 100 });
    expect(listed.total).toBe(pending(after));
  });
});

describe("agency and disabled customer dashboards", () => {
  it("the agency sees its own clients only, with twelve months", async () => {
    const agency = await client(await signIn(url, "agency@demo.local", DEMO_PASSWORD)).dashboard.agency.query();
    expect(agency.months).toHaveLength(12);
    const names = agency.clients.map((c) => c.name);
    expect(names).not.toContain(a.name);
    const [{ n }] = (await sql<{ n: number }>(
      databaseUrl,
      "SELECT count(*)::int AS n FROM organisation WHERE agency_id = (SELECT organisation_id FROM member m JOIN customer c ON c.id = m.customer_id WHERE c.email = 'agency@demo.local')",
    )) as [{ n: number }];
    expect(agency.clients).toHaveLength(n);
  });

  it("a disabled organisation's dashboard is its invoices", async () => {
    const disabled = await client(
      await signIn(url, "disabled@demo.local", DEMO_PASSWORD),
    ).dashboard.disabledCustomer.query();
    expect(disabled.invoices.unpaid.count + disabled.invoices.paid.count).toBeGreaterThan(0);
    expect((await apiError(client(a.token).dashboard.disabledCustomer.query())).data.code).toBe("FORBIDDEN");
  });
});

describe("getting started (a new merchant's checklist)", () => {
  const done = async (token: string) =>
    Object.fromEntries(
      (await client(token).dashboard.gettingStarted.query()).steps.map((entry) => [entry.step, entry.done]),
    );

  it("ticks each step from the organisation's own data, and is put away for the whole organisation", async () => {
    const supportClient = client(supportToken);
    const c = await activeMerchant(url, supportToken, `Dash C ${randomUUID().slice(0, 6)}`);
    const first = await client(c.token).dashboard.gettingStarted.query();
    expect(first).toMatchObject({ visible: true, dismissed: false });
    expect(await done(c.token)).toEqual({
      shop: false,
      locations: false,
      products: false,
      packaging: false,
      colleague: false,
    });

    // A shop, and its first order of a known SKU links the product.
    const shopDomain = uniqueShopDomain("getting-started");
    const install = await installApp(url, fake, shopDomain);
    await client(c.token).shops.connect.mutate({ installToken: install.installToken as string });
    expect(await done(c.token)).toMatchObject({ shop: true, products: false });
    await fake.createOrder(shopDomain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
    await eventually(async () => expect((await done(c.token)).products).toBe(true));

    // Priorities for a location of its own; packaging bought there.
    const location = await supportClient.locations.create.mutate({
      name: `C shelf ${randomUUID().slice(0, 6)}`,
      type: "customer",
      status: "active",
      countryCode: "DE",
      organisationId: c.organisationId,
    });
    await client(c.token).locations.setPriorities.mutate({
      country: "*",
      priorities: [{ locationId: location.id, priority: 1 }],
    });
    expect((await done(c.token)).locations).toBe(true);
    const packaging = await supportClient.packaging.create.mutate({
      name: `Starter box ${randomUUID().slice(0, 6)}`,
      type: "box",
      size: "M",
      price: 120,
      lengthMm: 300,
      widthMm: 200,
      heightMm: 100,
      weightG: 140,
      moq: 10,
      productionMinDays: 10,
      productionMaxDays: 14,
      customSize: false,
    });
    await client(c.token).packaging.buy.mutate({ packagingId: packaging.id, locationId: location.id, quantity: 10 });
    expect((await done(c.token)).packaging).toBe(true);

    // A colleague invited: the last step; everything done, the checklist is no longer shown.
    const colleague = uniqueEmail("colleague");
    await client(c.token).invitations.invite.mutate({ email: colleague, role: "member" });
    expect(await client(c.token).dashboard.gettingStarted.query()).toMatchObject({ visible: false, dismissed: false });

    // Another merchant's progress is its own.
    expect(Object.values(await done(b.token)).every((value) => value === false)).toBe(true);
  });

  it("dismissed by one member, it stays away for the organisation (and only for it); a second dismiss changes nothing", async () => {
    const d = await activeMerchant(url, supportToken, `Dash D ${randomUUID().slice(0, 6)}`);
    const e = await activeMerchant(url, supportToken, `Dash E ${randomUUID().slice(0, 6)}`);
    const answer = await client(d.token).dashboard.dismissGettingStarted.mutate();
    expect(answer).toMatchObject({ visible: false, dismissed: true });
    // A new sign-in (another session) still finds it put away: it is stored, not remembered by a browser.
    const again = await signIn(url, d.email, d.password);
    expect(await client(again).dashboard.gettingStarted.query()).toMatchObject({ visible: false, dismissed: true });
    await client(d.token).dashboard.dismissGettingStarted.mutate();
    expect(
      await sql(databaseUrl, "SELECT count(*)::int AS n FROM getting_started_dismissal WHERE organisation_id = $1", [
        d.organisationId,
      ]),
    ).toEqual([{ n: 1 }]);
    expect(await client(e.token).dashboard.gettingStarted.query()).toMatchObject({ visible: true, dismissed: false });
  });

  it("the demo merchant has set its priorities, bought packaging and invited a colleague", async () => {
    // Its shop and the links of its products come when the demo shop connects on the first start
    // (scripts/start.ts, not this test's backend); then every step is done and no checklist shows.
    const demo = await client(await signIn(url, "customer@demo.local", DEMO_PASSWORD)).dashboard.gettingStarted.query();
    const done = demo.steps.filter((entry) => entry.done).map((entry) => entry.step);
    expect(done).toEqual(expect.arrayContaining(["locations", "packaging", "colleague"]));
  });

  it("is a merchant's: other roles are refused", async () => {
    for (const token of [
      supportToken,
      supplierToken,
      providerToken,
      await signIn(url, "agency@demo.local", DEMO_PASSWORD),
    ]) {
      expect((await apiError(client(token).dashboard.gettingStarted.query())).data.code).toBe("FORBIDDEN");
      expect((await apiError(client(token).dashboard.dismissGettingStarted.mutate())).data.code).toBe("FORBIDDEN");
    }
  });
});
