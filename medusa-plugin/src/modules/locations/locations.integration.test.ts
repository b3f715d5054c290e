// Locations, the merchant's priorities per country, stock per location, and routing: every
// priority case and the last-unit race (20 at once → exactly one reservation). Drawing the stock
// once the order's invoice is paid is in the invoices' test.
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
  translation,
  trpcClient,
  uniqueShopDomain,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

const GERMANY = { city: "Berlin", zip: "10115", country: "Germany", code: "DE" };
const AUSTRIA = { city: "Wien", zip: "1010", country: "Austria", code: "AT" };

let supportToken: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;
let variants: Record<string, string>;

const support = () => trpcClient(url, { token: supportToken });
const asMerchant = () => trpcClient(url, { token: merchant.token });

/** A platform warehouse made by support, with the merchant's goods in stock there. */
async function warehouse(stock: Record<string, number>, options: { status?: "active" | "inactive" } = {}) {
  const location = await support().locations.create.mutate({
    name: `Warehouse ${randomUUID().slice(0, 6)}`,
    type: "dropshipping",
    status: options.status ?? "active",
    countryCode: "DE",
    city: "Berlin",
  });
  for (const [sku, onHand] of Object.entries(stock)) {
    await support().locations.adjustStock.mutate({
      organisationId: merchant.organisationId,
      locationId: location.id,
      variantId: variants[sku] as string,
      onHand,
    });
  }
  return location;
}

/** Only these levels count: every earlier test's priorities for DE, AT and No Country are removed. */
async function onlyPriorities(levels: Array<{ locationId: string; country: string; priority: number }>) {
  const client = asMerchant();
  for (const country of ["DE", "AT", "*"]) {
    const current = await client.locations.priorities.query({ country });
    await client.locations.setPriorities.mutate({
      country,
      priorities: current.items.map(({ location }) => ({
        locationId: location.id,
        priority: levels.find((l) => l.locationId === location.id && l.country === country)?.priority ?? null,
      })),
    });
  }
}

/** A new order of the merchant's shop, once stored (and routed, which happens in the same transaction). */
async function newOrder(lines: Record<string, number>, country = GERMANY) {
  const { order } = await fake.createOrder(domain, {
    country,
    lines: Object.entries(lines).map(([sku, quantity]) => ({ sku, quantity, price: "10.00" })),
  });
  const stored = await eventually(async () => {
    const [row] = await sql<{ order_id: string }>(
      databaseUrl,
      `SELECT e.order_id FROM order_extension e JOIN shop s ON s.id = e.shop_id
        WHERE s.domain = $1 AND e.external_order_id = $2`,
      [domain, String(order.id)],
    );
    return row ?? null;
  });
  return { id: stored.order_id, shopifyId: order.id };
}

async function stockAt(locationId: string, sku: string) {
  const detail = await asMerchant().locations.get.query({ locationId, search: sku });
  const row = detail.stocks.items.find((s) => s.sku === sku);
  return row ? { onHand: row.onHand, reserved: row.reserved, available: row.available } : null;
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, "Routing Merchant");
  domain = uniqueShopDomain("routing");
  const install = await installApp(url, fake, domain);
  await asMerchant().shops.connect.mutate({ installToken: install.installToken as string });
  const rows = await sql<{ id: string; sku: string }>(
    databaseUrl,
    `SELECT id, sku FROM product_variant WHERE sku IN ('MUG-WHT', 'MUG-BLK', 'TOTE-NAT') AND deleted_at IS NULL`,
  );
  variants = Object.fromEntries(rows.map((r) => [r.sku, r.id]));
  expect(Object.keys(variants)).toHaveLength(3);
});

describe("locations and stocks", () => {
  it("a merchant sees platform warehouses and its own locations, with its own stock only", async () => {
    const shared = await warehouse({ "MUG-WHT": 7 });
    const own = await support().locations.create.mutate({
      name: `Own shelf ${randomUUID().slice(0, 6)}`,
      type: "customer",
      status: "active",
      countryCode: "DE",
      organisationId: merchant.organisationId,
    });
    const other = await activeMerchant(url, supportToken, "Other Routing Merchant");
    await support().locations.adjustStock.mutate({
      organisationId: other.organisationId,
      locationId: shared.id,
      variantId: variants["MUG-BLK"] as string,
      onHand: 3,
    });

    const mine = await asMerchant().locations.list.query({ search: own.name });
    expect(mine.items.map((l) => l.id)).toEqual([own.id]);
    expect(mine.items[0]).toMatchObject({ type: "customer", platform: false });
    const theirs = await trpcClient(url, { token: other.token }).locations.list.query({ pageSize: 100 });
    expect(theirs.items.map((l) => l.id)).toContain(shared.id);
    expect(theirs.items.map((l) => l.id)).not.toContain(own.id);
    await expect(
      apiError(trpcClient(url, { token: other.token }).locations.get.query({ locationId: own.id })),
    ).resolves.toMatchObject({ data: { code: "NOT_FOUND" } });

    // At the shared warehouse each merchant sees its own goods; support sees both.
    const detail = await asMerchant().locations.get.query({ locationId: shared.id });
    expect(detail.stocks.items).toEqual([
      expect.objectContaining({
        sku: "MUG-WHT",
        productTitle: expect.any(String),
        onHand: 7,
        reserved: 0,
        available: 7,
      }),
    ]);
    const all = await support().locations.get.query({ locationId: shared.id });
    expect(all.stocks.items.map((s) => s.sku).sort()).toEqual(["MUG-BLK", "MUG-WHT"]);

    const filtered = await asMerchant().locations.list.query({ type: "customer", status: "active", pageSize: 100 });
    expect(filtered.items.every((l) => l.type === "customer")).toBe(true);
  });

  it("support cannot set on hand below what is reserved, and merchants cannot change stock at all", async () => {
    const location = await warehouse({ "TOTE-NAT": 2 });
    await onlyPriorities([{ locationId: location.id, country: "DE", priority: 1 }]);
    await newOrder({ "TOTE-NAT": 2 });
    const error = await apiError(
      support().locations.adjustStock.mutate({
        organisationId: merchant.organisationId,
        locationId: location.id,
        variantId: variants["TOTE-NAT"] as string,
        onHand: 1,
      }),
    );
    expect(error.data.fieldErrors?.onHand).toEqual(["locations:errors.belowReserved"]);
    expect(await stockAt(location.id, "TOTE-NAT")).toEqual({ onHand: 2, reserved: 2, available: 0 });
    const forbidden = await apiError(
      asMerchant().locations.adjustStock.mutate({
        organisationId: merchant.organisationId,
        locationId: location.id,
        variantId: variants["TOTE-NAT"] as string,
        onHand: 100,
      }),
    );
    expect(forbidden.data.code).toBe("FORBIDDEN");
  });

  it("support finds variants to count, and a Customer location always belongs to one organisation", async () => {
    const found = await support().locations.variants.query({ search: "mug-wht" });
    expect(found.map((v) => v.sku)).toEqual(["MUG-WHT"]);
    expect(found[0]).toMatchObject({ id: variants["MUG-WHT"], product: "Ceramic Coffee Mug", variant: "White" });
    expect((await apiError(asMerchant().locations.variants.query({}))).data.code).toBe("FORBIDDEN");

    const before = await sql(databaseUrl, "SELECT count(*)::int AS n FROM location");
    for (const input of [
      { type: "customer" as const, organisationId: null },
      { type: "dropshipping" as const, organisationId: merchant.organisationId },
    ]) {
      const refused = await apiError(
        support().locations.create.mutate({ name: "Shelf", status: "active", countryCode: "DE", ...input }),
      );
      expect(refused.data.fieldErrors?.type).toEqual(["locations:errors.customerNeedsOrganisation"]);
    }
    expect(await sql(databaseUrl, "SELECT count(*)::int AS n FROM location")).toEqual(before);
    // Stock and own locations are a merchant's, never a supplier's.
    const [supplier] = await sql<{ id: string }>(
      databaseUrl,
      "SELECT id FROM organisation WHERE type = 'supplier' LIMIT 1",
    );
    const notMerchant = await apiError(
      support().locations.create.mutate({
        name: "Supplier shelf",
        type: "customer",
        status: "active",
        countryCode: "DE",
        organisationId: supplier?.id as string,
      }),
    );
    expect(notMerchant.data.fieldErrors?.organisationId).toEqual(["locations:errors.notMerchant"]);
    expect(await sql(databaseUrl, "SELECT count(*)::int AS n FROM location")).toEqual(before);

    // The merchant's own location, and its first stock there: the merchant sees both.
    const own = await support().locations.create.mutate({
      name: "Own shelf",
      type: "customer",
      status: "active",
      countryCode: "DE",
      organisationId: merchant.organisationId,
    });
    const added = await support().locations.adjustStock.mutate({
      organisationId: merchant.organisationId,
      locationId: own.id,
      variantId: variants["MUG-BLK"] as string,
      onHand: 7,
    });
    expect(added).toMatchObject({ onHand: 7, reserved: 0, available: 7 });
    expect(await stockAt(own.id, "MUG-BLK")).toEqual({ onHand: 7, reserved: 0, available: 7 });
  });
});

describe("priorities", () => {
  it("are saved per country and No Country, and shown for every visible location", async () => {
    const a = await warehouse({});
    const b = await warehouse({});
    await asMerchant().locations.setPriorities.mutate({
      country: "de",
      priorities: [
        { locationId: a.id, priority: 2 },
        { locationId: b.id, priority: 1 },
      ],
    });
    await asMerchant().locations.setPriorities.mutate({
      country: "*",
      priorities: [{ locationId: a.id, priority: 5 }],
    });
    const de = await asMerchant().locations.priorities.query({ country: "DE" });
    expect(de.items.find((i) => i.location.id === a.id)?.priority).toBe(2);
    expect(de.items.find((i) => i.location.id === b.id)?.priority).toBe(1);
    const fallback = await asMerchant().locations.priorities.query({ country: "*" });
    expect(fallback.items.find((i) => i.location.id === a.id)?.priority).toBe(5);
    expect(fallback.items.find((i) => i.location.id === b.id)?.priority).toBeNull();

    // null removes a level.
    await asMerchant().locations.setPriorities.mutate({
      country: "DE",
      priorities: [{ locationId: a.id, priority: null }],
    });
    expect(
      (await asMerchant().locations.priorities.query({ country: "DE" })).items.find((i) => i.location.id === a.id)
        ?.priority,
    ).toBeNull();
  });

  it("reject a level outside 1–5, a bad country and someone else's location with clear messages, saving nothing", async () => {
    const location = await warehouse({});
    await asMerchant().locations.setPriorities.mutate({
      country: "AT",
      priorities: [{ locationId: location.id, priority: 3 }],
    });
    const de = trpcClient(url, { token: merchant.token, locale: "de" });

    const outOfRange = await apiError(
      de.locations.setPriorities.mutate({
        country: "AT",
        priorities: [
          { locationId: location.id, priority: 1 },
          { locationId: location.id.replace(/.$/, "X"), priority: 6 },
        ],
      }),
    );
    expect(outOfRange.data.code).toBe("BAD_REQUEST");
    expect(outOfRange.data.fieldErrors?.["priorities.1.priority"]).toEqual(["locations:errors.priorityRange"]);
    expect(translation("de", "locations:errors.priorityRange")).toBe(
      "Eine Priorität muss eine ganze Zahl von 1 bis 5 sein.",
    );
    const fraction = await apiError(
      de.locations.setPriorities.mutate({ country: "AT", priorities: [{ locationId: location.id, priority: 1.5 }] }),
    );
    expect(fraction.data.fieldErrors?.["priorities.0.priority"]).toEqual(["locations:errors.priorityRange"]);
    const badCountry = await apiError(
      de.locations.setPriorities.mutate({ country: "Germany", priorities: [{ locationId: location.id, priority: 1 }] }),
    );
    expect(badCountry.data.fieldErrors?.country).toEqual(["locations:errors.invalidCountry"]);

    const other = await activeMerchant(url, supportToken, "Own Location Owner");
    const foreign = await support().locations.create.mutate({
      name: "Somebody else's shelf",
      type: "customer",
      status: "active",
      countryCode: "AT",
      organisationId: other.organisationId,
    });
    const notVisible = await apiError(
      de.locations.setPriorities.mutate({
        country: "AT",
        priorities: [
          { locationId: location.id, priority: 1 },
          { locationId: foreign.id, priority: 1 },
        ],
      }),
    );
    expect(notVisible.data.code).toBe("NOT_FOUND");
    expect(notVisible.message).toBe(translation("de", "locations:errors.unknownLocation"));
    // All or nothing: the valid row of the refused request was not saved either.
    expect(
      (await asMerchant().locations.priorities.query({ country: "AT" })).items.find(
        (i) => i.location.id === location.id,
      )?.priority,
    ).toBe(3);
  });
});

describe("routing", () => {
  it("the best priority for the shipping country wins, and its stock is reserved", async () => {
    const second = await warehouse({ "MUG-WHT": 5 });
    const first = await warehouse({ "MUG-WHT": 5 });
    await onlyPriorities([
      { locationId: second.id, country: "DE", priority: 2 },
      { locationId: first.id, country: "DE", priority: 1 },
      { locationId: second.id, country: "*", priority: 1 },
    ]);
    const order = await newOrder({ "MUG-WHT": 2 });
    const routing = await asMerchant().locations.routingForOrder.query({ orderId: order.id });
    expect(routing).toMatchObject({
      status: "routed",
      location: { id: first.id, name: first.name },
      explanation: { kind: "routed", locationName: first.name, priority: 1, country: "DE", matchedBy: "country" },
      stock: "awaiting_payment",
    });
    expect(await stockAt(first.id, "MUG-WHT")).toEqual({ onHand: 5, reserved: 2, available: 3 });
    expect(await stockAt(second.id, "MUG-WHT")).toEqual({ onHand: 5, reserved: 0, available: 5 });
    const [row] = await sql<{ location_id: string }>(
      databaseUrl,
      `SELECT location_id FROM order_extension WHERE order_id = $1`,
      [order.id],
    );
    expect(row?.location_id).toBe(first.id);
  });

  it("No Country is the fallback for a country without priorities", async () => {
    const germanOnly = await warehouse({ "MUG-BLK": 5 });
    const everywhere = await warehouse({ "MUG-BLK": 5 });
    await onlyPriorities([
      { locationId: germanOnly.id, country: "DE", priority: 1 },
      { locationId: everywhere.id, country: "*", priority: 3 },
    ]);
    const order = await newOrder({ "MUG-BLK": 1 }, AUSTRIA);
    expect(await asMerchant().locations.routingForOrder.query({ orderId: order.id })).toMatchObject({
      status: "routed",
      explanation: { locationId: everywhere.id, priority: 3, country: "AT", matchedBy: "no_country" },
    });
  });

  it("an inactive location is skipped", async () => {
    const closed = await warehouse({ "MUG-WHT": 5 }, { status: "inactive" });
    const open = await warehouse({ "MUG-WHT": 5 });
    await onlyPriorities([
      { locationId: closed.id, country: "DE", priority: 1 },
      { locationId: open.id, country: "DE", priority: 4 },
    ]);
    const order = await newOrder({ "MUG-WHT": 1 });
    expect((await asMerchant().locations.routingForOrder.query({ orderId: order.id })).location?.id).toBe(open.id);
    expect(await stockAt(closed.id, "MUG-WHT")).toMatchObject({ reserved: 0 });
  });

  it("a location without every item in stock is passed over for the next one; the order is never split", async () => {
    const short = await warehouse({ "MUG-WHT": 5, "TOTE-NAT": 1 });
    const full = await warehouse({ "MUG-WHT": 5, "TOTE-NAT": 5 });
    await onlyPriorities([
      { locationId: short.id, country: "DE", priority: 1 },
      { locationId: full.id, country: "DE", priority: 2 },
    ]);
    const order = await newOrder({ "MUG-WHT": 1, "TOTE-NAT": 2 });
    expect(await asMerchant().locations.routingForOrder.query({ orderId: order.id })).toMatchObject({
      status: "routed",
      explanation: { locationId: full.id, priority: 2 },
    });
    expect(await stockAt(short.id, "MUG-WHT")).toMatchObject({ reserved: 0 });
    expect(await stockAt(full.id, "MUG-WHT")).toMatchObject({ reserved: 1 });
    expect(await stockAt(full.id, "TOTE-NAT")).toMatchObject({ reserved: 2 });
  });

  it("when no location has everything, the order is flagged unroutable with what is missing", async () => {
    const a = await warehouse({ "MUG-WHT": 3, "MUG-BLK": 0 });
    const b = await warehouse({ "MUG-WHT": 0, "MUG-BLK": 1 });
    await onlyPriorities([
      { locationId: a.id, country: "DE", priority: 1 },
      { locationId: b.id, country: "*", priority: 1 },
    ]);
    // Each item exists somewhere, but not together; and not enough of the black mug anywhere.
    const order = await newOrder({ "MUG-WHT": 2, "MUG-BLK": 2 });
    const routing = await asMerchant().locations.routingForOrder.query({ orderId: order.id });
    expect(routing).toMatchObject({
      status: "unroutable",
      location: null,
      stock: null,
      explanation: {
        kind: "unroutable",
        reason: "no_location_has_all_items",
        country: "DE",
        missing: [expect.objectContaining({ sku: "MUG-BLK", quantity: 2, available: 1 })],
      },
    });
    expect(await stockAt(a.id, "MUG-WHT")).toMatchObject({ reserved: 0 });
    expect(await stockAt(b.id, "MUG-BLK")).toMatchObject({ reserved: 0 });

    // Without any priority for the country or No Country there is no candidate at all.
    await onlyPriorities([]);
    const lonely = await newOrder({ "MUG-WHT": 1 });
    expect(await asMerchant().locations.routingForOrder.query({ orderId: lonely.id })).toMatchObject({
      status: "unroutable",
      explanation: { reason: "no_active_location", country: "DE" },
    });

    // Once the merchant gives a location a priority, its waiting orders are routed again at once.
    await asMerchant().locations.setPriorities.mutate({
      country: "DE",
      priorities: [{ locationId: a.id, priority: 1 }],
    });
    expect(await asMerchant().locations.routingForOrder.query({ orderId: lonely.id })).toMatchObject({
      status: "routed",
      location: { id: a.id },
    });
    expect((await asMerchant().locations.routingForOrder.query({ orderId: order.id })).status).toBe("unroutable");
    // (Cancelled, so it waits no more and later tests' stock stays theirs.)
    await fake.cancelOrder(domain, order.shopifyId);
    await eventually(async () => {
      const [row] = await sql<{ status: string }>(databaseUrl, `SELECT status FROM "order" WHERE id = $1`, [order.id]);
      return row?.status === "canceled";
    });
  });

  it("a cancelled order gives its reserved stock back", async () => {
    const location = await warehouse({ "TOTE-NAT": 4 });
    await onlyPriorities([{ locationId: location.id, country: "DE", priority: 1 }]);
    const order = await newOrder({ "TOTE-NAT": 3 });
    expect(await stockAt(location.id, "TOTE-NAT")).toMatchObject({ reserved: 3 });
    await fake.cancelOrder(domain, order.shopifyId);
    await eventually(async () => ((await stockAt(location.id, "TOTE-NAT"))?.reserved === 0 ? true : null));
    expect(await stockAt(location.id, "TOTE-NAT")).toEqual({ onHand: 4, reserved: 0, available: 4 });
    // Nothing is left to ship from there: the order no longer names the location.
    const detail = await asMerchant().orders.get.query({ orderId: order.id });
    expect(detail).toMatchObject({ status: "canceled", locationId: null, locationName: null });
  });
});

describe("manual orders", () => {
  it("are routed when created, routed again when their items or country change, and give stock back when deleted", async () => {
    const berlin = await warehouse({ "MUG-WHT": 10, "TOTE-NAT": 10 });
    const vienna = await warehouse({ "MUG-WHT": 10, "TOTE-NAT": 10 });
    await onlyPriorities([
      { locationId: berlin.id, country: "DE", priority: 1 },
      { locationId: vienna.id, country: "AT", priority: 1 },
    ]);
    const [shop] = (await asMerchant().shops.list.query()).items;
    const address = {
      firstName: "Hanna",
      lastName: "Manual",
      address1: "Hauptstraße 1",
      city: "Berlin",
      postalCode: "10115",
      countryCode: "DE",
    };
    const { id } = await asMerchant().orders.create.mutate({
      shopId: shop?.id as string,
      shippingAddress: address,
      items: [{ variantId: variants["MUG-WHT"] as string, quantity: 3 }],
    });
    expect((await asMerchant().locations.routingForOrder.query({ orderId: id })).location?.id).toBe(berlin.id);
    expect(await stockAt(berlin.id, "MUG-WHT")).toMatchObject({ reserved: 3 });

    // Other items: the old reservation is released, the new one made.
    await asMerchant().orders.update.mutate({
      orderId: id,
      items: [{ variantId: variants["TOTE-NAT"] as string, quantity: 2 }],
    });
    expect(await stockAt(berlin.id, "MUG-WHT")).toMatchObject({ reserved: 0 });
    expect(await stockAt(berlin.id, "TOTE-NAT")).toMatchObject({ reserved: 2 });

    // Another country: another location.
    await asMerchant().orders.update.mutate({
      orderId: id,
      shippingAddress: { ...address, city: "Wien", postalCode: "1010", countryCode: "AT" },
    });
    expect(await asMerchant().locations.routingForOrder.query({ orderId: id })).toMatchObject({
      location: { id: vienna.id },
      explanation: { country: "AT", priority: 1, matchedBy: "country" },
    });
    expect(await stockAt(berlin.id, "TOTE-NAT")).toMatchObject({ reserved: 0 });
    expect(await stockAt(vienna.id, "TOTE-NAT")).toMatchObject({ reserved: 2 });

    await asMerchant().orders.delete.mutate({ orderId: id });
    expect(await stockAt(vienna.id, "TOTE-NAT")).toEqual({ onHand: 10, reserved: 0, available: 10 });
  });
});

describe("the last unit", () => {
  it("20 orders at once for the last unit: exactly one reservation", async () => {
    const location = await warehouse({ "MUG-BLK": 1 });
    await onlyPriorities([{ locationId: location.id, country: "DE", priority: 1 }]);
    // 20 orders arrive at once (20 webhooks, processed concurrently by intake).
    const orders = await Promise.all(Array.from({ length: 20 }, () => newOrder({ "MUG-BLK": 1 })));
    const statuses = await Promise.all(
      orders.map(async (o) => (await asMerchant().locations.routingForOrder.query({ orderId: o.id })).status),
    );
    expect(statuses.filter((s) => s === "routed")).toHaveLength(1);
    expect(statuses.filter((s) => s === "unroutable")).toHaveLength(19);
    expect(await stockAt(location.id, "MUG-BLK")).toEqual({ onHand: 1, reserved: 1, available: 0 });

    // One more unit is there (counted straight into the table, so nothing routes on its own); the
    // 19 waiting orders are routed again all at the same moment.
    await sql(
      databaseUrl,
      `UPDATE location_stock SET on_hand = 2 WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3`,
      [merchant.organisationId, location.id, variants["MUG-BLK"]],
    );
    const waiting = orders.filter((_, i) => statuses[i] === "unroutable");
    const results = await Promise.all(
      waiting.map((o) => trpcClient(url, { token: supportToken }).locations.routeOrder.mutate({ orderId: o.id })),
    );
    expect(results.filter((r) => r.status === "routed")).toHaveLength(1);
    expect(await stockAt(location.id, "MUG-BLK")).toEqual({ onHand: 2, reserved: 2, available: 0 });
    const [reservations] = await sql<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM stock_reservation WHERE location_id = $1 AND status = 'awaiting_payment'`,
      [location.id],
    );
    expect(reservations?.n).toBe(2);

    // Support counts one more: a waiting order (the oldest) gets it on its own.
    const counted = await support().locations.adjustStock.mutate({
      organisationId: merchant.organisationId,
      locationId: location.id,
      variantId: variants["MUG-BLK"] as string,
      onHand: 3,
    });
    expect(counted.routedOrders).toBe(1);
    expect(await stockAt(location.id, "MUG-BLK")).toEqual({ onHand: 3, reserved: 3, available: 0 });
    const stillWaiting = waiting.filter((_, i) => results[i]?.status !== "routed");
    const after = await Promise.all(
      stillWaiting.map(async (o) => (await asMerchant().locations.routingForOrder.query({ orderId: o.id })).status),
    );
    expect(after.filter((s) => s === "routed")).toHaveLength(1);
  });
});
