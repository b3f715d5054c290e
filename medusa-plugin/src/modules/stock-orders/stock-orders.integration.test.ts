// Stock orders and Stocks: CSV import with bad rows (nothing stored), supplier scoping, the
// supplier's steps, arrival exactly once under 10 concurrent receives, partial receipts, the
// arriving column and the stock hint from real order lines.
import { randomUUID } from "node:crypto";
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  eventually,
  installApp,
  invitationTokenFor,
  ShopifyFakeClient,
  signIn,
  sql,
  trpcClient,
  uniqueEmail,
  uniqueShopDomain,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const mailDir = inject("mailDir");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

let supportToken: string;
let supplierToken: string;
let supplierId: string;
let otherSupplierToken: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let locationId: string;

const support = () => trpcClient(url, { token: supportToken });
const asMerchant = () => trpcClient(url, { token: merchant.token });
const asSupplier = () => trpcClient(url, { token: supplierToken });

const countOrders = async () =>
  (
    await sql<{ n: number }>(databaseUrl, "SELECT count(*)::int AS n FROM stock_order WHERE organisation_id = $1", [
      merchant.organisationId,
    ])
  )[0]?.n;

async function stockRow(sku: string) {
  const list = await asMerchant().stocks.list.query({ locationId, search: sku });
  return list.items.find((row) => row.variant.sku === sku) ?? null;
}

async function shippedOrder(itemsCsv: string) {
  const { id } = await asMerchant().stockOrders.create.mutate({
    supplierId,
    locationId,
    importMethod: "train",
    itemsCsv,
  });
  await asSupplier().stockOrders.confirm.mutate({ stockOrderId: id });
  await asSupplier().stockOrders.ship.mutate({ stockOrderId: id });
  return id;
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  supplierToken = await signIn(url, "supplier@demo.local", DEMO_PASSWORD);
  supplierId = (await asSupplier().organisation.get.query()).id;
  merchant = await activeMerchant(url, supportToken, "Stock Merchant");
  const location = await support().locations.create.mutate({
    name: `Stock hall ${randomUUID().slice(0, 6)}`,
    type: "customer",
    status: "active",
    countryCode: "DE",
    organisationId: merchant.organisationId,
  });
  locationId = location.id;
  // A second supplier, invited by support: it supplies nothing of these orders.
  const email = uniqueEmail("other-supplier");
  await support().invitations.inviteOrganisation.mutate({
    email,
    organisationName: "Other Supplier",
    type: "supplier",
  });
  const token = await invitationTokenFor(mailDir, email);
  await trpcClient(url).invitations.accept.mutate({
    token,
    account: {
      firstName: "O",
      lastName: "S",
      password: "supplier-password-1",
      confirmPassword: "supplier-password-1",
      acceptTerms: true,
    },
  });
  otherSupplierToken = await signIn(url, email, "supplier-password-1");
});

describe("stock orders", () => {
  it("names every bad CSV row with its line and reason, and stores nothing", async () => {
    const csv = [
      "sku;quantity;price",
      "MUG-WHT;10;2,50",
      "NOPE-1;5;1.00",
      "MUG-BLK;zero;1",
      '"TOTE-NAT";3',
      "MUG-BLK;2;abc",
    ].join("\n");
    const checked = await asMerchant().stockOrders.checkItems.mutate({ supplierId, itemsCsv: csv });
    expect(checked.problems).toEqual([
      { line: 3, reason: "stockOrders:rows.skuUnknown", value: "NOPE-1" },
      { line: 4, reason: "stockOrders:rows.quantity", value: "zero" },
      { line: 5, reason: "stockOrders:rows.columns" },
      { line: 6, reason: "stockOrders:rows.price", value: "abc" },
    ]);
    expect(checked.items).toHaveLength(1);

    const before = await countOrders();
    const error = await apiError(
      asMerchant().stockOrders.create.mutate({ supplierId, locationId, importMethod: "plane", itemsCsv: csv }),
    );
    expect(error.data.code).toBe("BAD_REQUEST");
    expect(error.data.fieldErrors).toEqual({ itemsCsv: ["stockOrders:errors.invalidItems"] });
    expect(await countOrders()).toBe(before);

    const unclosed = await asMerchant().stockOrders.checkItems.mutate({ itemsCsv: 'MUG-WHT,1,1\n"MUG-BLK,2,2\n' });
    expect(unclosed.problems[0]).toMatchObject({ reason: "stockOrders:rows.unreadable" });
  });

  it("stores a good import with its total, expected window and not invoiced; the supplier sees it, others do not", async () => {
    const csv = 'SKU,Quantity,Price\r\nMUG-WHT,10,"2,50"\r\n"TOTE-NAT",4,3\r\n';
    const { id } = await asMerchant().stockOrders.create.mutate({
      supplierId,
      locationId,
      importMethod: "train",
      itemsCsv: csv,
    });
    const order = await asMerchant().stockOrders.get.query({ stockOrderId: id });
    expect(order.status).toBe("pending");
    expect(order.total).toBe(10 * 250 + 4 * 300);
    expect(order.items.map((item) => [item.sku, item.quantity, item.unitPrice])).toEqual([
      ["MUG-WHT", 10, 250],
      ["TOTE-NAT", 4, 300],
    ]);
    expect(order.invoiced).toBe(false);
    const days = (d: Date) => Math.round((d.getTime() - order.createdAt.getTime()) / 86_400_000);
    expect(order.expectedArrival && [days(order.expectedArrival.earliest), days(order.expectedArrival.latest)]).toEqual(
      [45, 55],
    );

    expect((await asSupplier().stockOrders.list.query({})).items.map((o) => o.id)).toContain(id);
    expect((await support().stockOrders.list.query({})).items.map((o) => o.id)).toContain(id);
    const other = trpcClient(url, { token: otherSupplierToken });
    expect((await other.stockOrders.list.query({})).items.map((o) => o.id)).not.toContain(id);
    expect((await apiError(other.stockOrders.get.query({ stockOrderId: id }))).data.code).toBe("NOT_FOUND");
    expect((await apiError(other.stockOrders.confirm.mutate({ stockOrderId: id }))).data.code).toBe("NOT_FOUND");
    const stranger = await activeMerchant(url, supportToken, "Stock Stranger");
    const strangerClient = trpcClient(url, { token: stranger.token });
    expect((await strangerClient.stockOrders.list.query({})).items).toEqual([]);
    expect((await apiError(strangerClient.stockOrders.get.query({ stockOrderId: id }))).data.code).toBe("NOT_FOUND");
    // Merchants do not confirm or receive; suppliers do not receive.
    expect((await apiError(asMerchant().stockOrders.confirm.mutate({ stockOrderId: id }))).data.code).toBe("FORBIDDEN");
    expect(
      (await apiError(asSupplier().stockOrders.receive.mutate({ stockOrderId: id, receiptKey: randomUUID() }))).data
        .code,
    ).toBe("FORBIDDEN");

    // Receiving before it shipped is refused; the supplier's steps in order.
    expect(
      (await apiError(support().stockOrders.receive.mutate({ stockOrderId: id, receiptKey: randomUUID() }))).data
        .i18nKey,
    ).toBe("stockOrders:errors.notShipped");
    expect((await apiError(asSupplier().stockOrders.ship.mutate({ stockOrderId: id }))).data.i18nKey).toBe(
      "stockOrders:errors.notConfirmed",
    );
    const confirmed = await asSupplier().stockOrders.confirm.mutate({ stockOrderId: id });
    expect([confirmed.status, confirmed.step]).toEqual(["processing", "confirmed"]);
    const shipped = await asSupplier().stockOrders.ship.mutate({ stockOrderId: id });
    expect([shipped.status, shipped.step]).toEqual(["processing", "shipped"]);
    expect((await apiError(asMerchant().stockOrders.cancel.mutate({ stockOrderId: id }))).data.i18nKey).toBe(
      "stockOrders:errors.notCancellable",
    );
  });

  it("adds a delivery to the stock exactly once under 10 concurrent receives", async () => {
    const before = (await stockRow("MUG-BLK"))?.onHand ?? 0;
    const id = await shippedOrder("MUG-BLK,7,1.50");
    expect((await stockRow("MUG-BLK"))?.arriving).toBe(7);

    // Ten different requests (two people clicking at once, retries): one receives, the rest find nothing left.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        support().stockOrders.receive.mutate({ stockOrderId: id, receiptKey: randomUUID() }),
      ),
    );
    const fulfilled = results.filter((r) => r.status === "fulfilled");
    expect(fulfilled).toHaveLength(1);
    for (const rejected of results.filter((r) => r.status === "rejected")) {
      expect((await apiError(Promise.reject(rejected.reason))).data.i18nKey).toBe("stockOrders:errors.receiveNothing");
    }
    const row = await stockRow("MUG-BLK");
    expect(row?.onHand).toBe(before + 7);
    expect(row?.arriving).toBe(0);
    expect((await asMerchant().stockOrders.get.query({ stockOrderId: id })).status).toBe("completed");

    // The same request ten times at once (one receipt key): answered alike, counted once.
    const second = await shippedOrder("MUG-BLK,3,1.50");
    const key = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 10 }, () => support().stockOrders.receive.mutate({ stockOrderId: second, receiptKey: key })),
    );
    expect(same.filter((answer) => !answer.repeated)).toHaveLength(1);
    expect(same.every((answer) => answer.order.status === "completed")).toBe(true);
    expect((await stockRow("MUG-BLK"))?.onHand).toBe(before + 10);
  });

  it("receives part of an order, then the rest; never more than is on its way", async () => {
    const id = await shippedOrder("TOTE-NAT,5,1\nMUG-WHT,2,1");
    const order = await support().stockOrders.get.query({ stockOrderId: id });
    const tote = order.items.find((item) => item.sku === "TOTE-NAT")?.id as string;
    const beforeTote = (await stockRow("TOTE-NAT"))?.onHand ?? 0;
    const tooMuch = await apiError(
      support().stockOrders.receive.mutate({
        stockOrderId: id,
        receiptKey: randomUUID(),
        items: [{ itemId: tote, quantity: 6 }],
      }),
    );
    expect(tooMuch.data.i18nKey).toBe("stockOrders:errors.receiveTooMuch");
    const part = await support().stockOrders.receive.mutate({
      stockOrderId: id,
      receiptKey: randomUUID(),
      items: [{ itemId: tote, quantity: 2 }],
    });
    expect(part.received).toBe(2);
    expect(part.order.status).toBe("processing");
    expect((await stockRow("TOTE-NAT"))?.onHand).toBe(beforeTote + 2);
    const rest = await support().stockOrders.receive.mutate({ stockOrderId: id, receiptKey: randomUUID() });
    expect(rest.received).toBe(5);
    expect(rest.order.status).toBe("completed");
    expect((await stockRow("TOTE-NAT"))?.onHand).toBe(beforeTote + 5);
  });

  it("shows the stock hint from real order lines, and arrival clears it and routes a waiting order", async () => {
    const domain = uniqueShopDomain("stock-hint");
    const install = await installApp(url, fake, domain);
    await asMerchant().shops.connect.mutate({ installToken: install.installToken as string });
    await asMerchant().locations.setPriorities.mutate({ country: "*", priorities: [{ locationId, priority: 1 }] });
    // BCB-S: 14 on hand, 14 sold now (routed here, reserving all): 1 a day over 14 days → 3 days → target 3.
    const [variant] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM product_variant WHERE sku = 'BCB-S'");
    await support().locations.adjustStock.mutate({
      organisationId: merchant.organisationId,
      locationId,
      variantId: variant?.id as string,
      onHand: 14,
    });
    await fake.createOrder(domain, { lines: [{ sku: "BCB-S", quantity: 14, price: "10.00" }] });
    await eventually(async () => ((await stockRow("BCB-S"))?.reserved === 14 ? true : null));
    // A second order finds nothing left and waits, unroutable.
    await fake.createOrder(domain, { lines: [{ sku: "BCB-S", quantity: 1, price: "10.00" }] });
    const waiting = await eventually(async () => {
      const [row] = await sql<{ order_id: string }>(
        databaseUrl,
        `SELECT order_id FROM order_extension WHERE organisation_id = $1 AND routing_status = 'unroutable'`,
        [merchant.organisationId],
      );
      return row ?? null;
    });

    const below = await stockRow("BCB-S");
    expect(below?.available).toBe(0);
    expect(below?.hint).toMatchObject({ target: 3, below: true, proposedQuantity: 3 });
    expect(below?.salesPerDay).toBeCloseTo(14 / 30);
    const filtered = await asMerchant().stocks.list.query({ belowHint: true });
    expect(filtered.items.map((row) => row.variant.sku)).toContain("BCB-S");

    const id = await shippedOrder("BCB-S,6,4");
    expect((await stockRow("BCB-S"))?.hint).toMatchObject({ below: true, proposedQuantity: 0 });
    const received = await support().stockOrders.receive.mutate({ stockOrderId: id, receiptKey: randomUUID() });
    expect(received.routedOrders).toBe(1);
    const [routed] = await sql<{ routing_status: string }>(
      databaseUrl,
      "SELECT routing_status FROM order_extension WHERE order_id = $1",
      [waiting.order_id],
    );
    expect(routed?.routing_status).toBe("routed");
    const after = await stockRow("BCB-S");
    // The waiting order now sold from here too: 15 in 14 days → target 4; 5 available is enough.
    expect(after).toMatchObject({ onHand: 20, reserved: 15, available: 5 });
    expect(after?.hint.target).toBe(4);
    expect(after?.hint.below).toBe(false);
    expect((await asMerchant().stocks.list.query({ belowHint: true })).items.map((r) => r.variant.sku)).not.toContain(
      "BCB-S",
    );
  });
});
