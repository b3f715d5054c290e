// Retours: support records an order's returned items at a retour location, graded A, B and C.
// What a user notices: the retour in the table (merchant and support) within its date filter, A
// grades in the retour location's stock exactly by the A count (B and C never), bad input refused
// with a translated message and nothing changed, and a merchant never sees another's retours.
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
  trpcClient,
  uniqueShopDomain,
} from "@platform/testing";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const shopify = new ShopifyFakeClient(inject("shopifyFakeUrl"));

type Merchant = Awaited<ReturnType<typeof activeMerchant>>;
let supportToken: string;
let merchant: Merchant;
let other: Merchant;
let retourLocationId: string;
let retourLocationName: string;
let dropshippingLocationId: string;

const support = (locale?: "en" | "de") => trpcClient(url, { token: supportToken, locale });
const as = (who: Merchant) => trpcClient(url, { token: who.token });

/** Berlin's calendar day, as the Retour table's date filter counts days. */
const berlinDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(date);

/** A merchant's connected shop with one shipped order (a mug and a tote, and a line no platform product matches). */
async function shippedOrder(who: Merchant) {
  const domain = uniqueShopDomain("retour");
  const install = await installApp(url, shopify, domain);
  const shop = await as(who).shops.connect.mutate({ installToken: install.installToken as string });
  const created = await shopify.createOrder(domain, {
    firstName: "Rita",
    lastName: "Return",
    lines: [
      { sku: "MUG-WHT", quantity: 4, price: "12.90" },
      { sku: "TOTE-NAT", quantity: 2, price: "9.90" },
      { sku: "NO-SUCH-SKU", quantity: 1, price: "5.00" },
    ],
  });
  const order = await eventually(async () => (await as(who).orders.list.query({ shopId: shop.id })).items[0]);
  await as(who).orders.ship.mutate({ orderId: order.id, trackingNumbers: [`RET-${randomUUID().slice(0, 8)}`] });
  const detail = await as(who).orders.get.query({ orderId: order.id });
  const line = (sku: string) => detail.items.find((item) => item.sku === sku)?.id as string;
  return {
    shop,
    domain,
    externalId: created.order.id,
    orderId: order.id,
    number: order.number,
    mug: line("MUG-WHT"),
    tote: line("TOTE-NAT"),
    unlinked: line("NO-SUCH-SKU"),
  };
}

async function onHandAtRetourLocation(who: Merchant, sku: string): Promise<number> {
  const list = await as(who).stocks.list.query({ locationId: retourLocationId, search: sku });
  return list.items.find((row) => row.variant.sku === sku)?.onHand ?? 0;
}

const retourCount = async () =>
  (await sql<{ n: number }>(databaseUrl, "SELECT count(*)::int AS n FROM retour"))[0]?.n ?? 0;

let order: Awaited<ReturnType<typeof shippedOrder>>;

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, `Retour Merchant ${randomUUID().slice(0, 6)}`);
  other = await activeMerchant(url, supportToken, `Other Retour ${randomUUID().slice(0, 6)}`);
  retourLocationName = `Returns hall ${randomUUID().slice(0, 6)}`;
  const location = await support().locations.create.mutate({
    name: retourLocationName,
    type: "retour",
    status: "active",
    countryCode: "DE",
    organisationId: null,
  });
  retourLocationId = location.id;
  const [berlin] = await sql<{ id: string }>(
    databaseUrl,
    "SELECT id FROM location WHERE type = 'dropshipping' LIMIT 1",
  );
  dropshippingLocationId = berlin?.id as string;
  order = await shippedOrder(merchant);
});

describe("recording a retour", () => {
  it("records the grades per item; A grades raise the retour location's stock by exactly the A count, B and C do not", async () => {
    const mugBefore = await onHandAtRetourLocation(merchant, "MUG-WHT");
    const toteBefore = await onHandAtRetourLocation(merchant, "TOTE-NAT");

    const options = await support().retours.orderOptions.query({ search: order.number });
    const found = options.find((option) => option.id === order.orderId);
    expect(found?.items.map((item) => [item.sku, item.shipped, item.returned, item.linked])).toEqual([
      ["MUG-WHT", 4, 0, true],
      ["TOTE-NAT", 2, 0, true],
      ["NO-SUCH-SKU", 1, 0, false],
    ]);
    expect((await support().retours.locations.query()).map((l) => l.id)).toContain(retourLocationId);

    const retour = await support().retours.create.mutate({
      orderId: order.orderId,
      locationId: retourLocationId,
      items: [
        { lineItemId: order.mug, gradeA: 2, gradeB: 1, gradeC: 0 },
        { lineItemId: order.tote, gradeA: 0, gradeB: 1, gradeC: 1 },
        { lineItemId: order.unlinked, gradeA: 0, gradeB: 0, gradeC: 1 },
      ],
      note: "Box dented, two mugs as new",
    });
    expect(retour).toMatchObject({
      order: { id: order.orderId, number: order.number },
      shop: { id: order.shop.id },
      location: { id: retourLocationId, name: retourLocationName },
      gradeA: 2,
      gradeB: 2,
      gradeC: 2,
      totalItems: 6,
      note: "Box dented, two mugs as new",
      invoiced: false,
      invoice: null,
    });
    expect(retour.items.map((item) => [item.sku, item.gradeA, item.gradeB, item.gradeC])).toEqual([
      ["MUG-WHT", 2, 1, 0],
      ["TOTE-NAT", 0, 1, 1],
      ["NO-SUCH-SKU", 0, 0, 1],
    ]);

    // The merchant's Stocks screen: two mugs more at the retour location, no totes (B and C only).
    expect(await onHandAtRetourLocation(merchant, "MUG-WHT")).toBe(mugBefore + 2);
    expect(await onHandAtRetourLocation(merchant, "TOTE-NAT")).toBe(toteBefore);

    // The merchant's Retour table shows it; the form now counts what came back before.
    const mine = await as(merchant).retours.list.query({});
    expect(mine.items.map((r) => r.id)).toEqual([retour.id]);
    expect(mine.items[0]).toMatchObject({ totalItems: 6, gradeA: 2, invoiced: false });
    const again = await support().retours.orderOptions.query({ search: order.number });
    expect(again.find((o) => o.id === order.orderId)?.items.map((item) => item.returned)).toEqual([3, 2, 1]);

    // A return: 6 of the order's 7 units came back, and its history says so.
    expect(
      (await as(merchant).orders.list.query({ fulfillmentStatus: "partially_returned" })).items.map((o) => o.id),
    ).toEqual([order.orderId]);
    const history = await as(merchant).orders.history.query({ orderId: order.orderId });
    expect(history.filter((event) => event.type === "status_changed").map((event) => event.data)).toContainEqual({
      field: "fulfillment",
      from: "shipped",
      to: "partially_returned",
    });
  });

  it("a second retour of the same order adds its A grades again, and never more than was shipped", async () => {
    const before = await onHandAtRetourLocation(merchant, "MUG-WHT");
    await support().retours.create.mutate({
      orderId: order.orderId,
      locationId: retourLocationId,
      items: [{ lineItemId: order.mug, gradeA: 1, gradeB: 0, gradeC: 0 }],
    });
    expect(await onHandAtRetourLocation(merchant, "MUG-WHT")).toBe(before + 1);
    // 4 mugs shipped, 4 returned now: one more is refused.
    const count = await retourCount();
    const error = await apiError(
      support().retours.create.mutate({
        orderId: order.orderId,
        locationId: retourLocationId,
        items: [{ lineItemId: order.mug, gradeA: 0, gradeB: 0, gradeC: 1 }],
      }),
    );
    expect(error.data.fieldErrors).toEqual({ "items.0": ["retours:errors.moreThanShipped"] });
    expect(await retourCount()).toBe(count);
    expect(await onHandAtRetourLocation(merchant, "MUG-WHT")).toBe(before + 1);
    // Every unit of the order is back: returned.
    expect((await as(merchant).orders.get.query({ orderId: order.orderId })).fulfillmentStatus).toBe("returned");
  });
});

describe("billing", () => {
  it("the invoice run bills each retour's handling once, per returned item, and the table says invoiced", async () => {
    const who = await activeMerchant(url, supportToken, `Retour Billing ${randomUUID().slice(0, 6)}`);
    const shipped = await shippedOrder(who);
    const retour = await support().retours.create.mutate({
      orderId: shipped.orderId,
      locationId: retourLocationId,
      items: [{ lineItemId: shipped.tote, gradeA: 1, gradeB: 0, gradeC: 1 }],
    });
    const run = await support().invoices.run.mutate({ organisationId: who.organisationId });
    expect(run.created).toHaveLength(1);
    const invoice = await as(who).invoices.get.query({ invoiceId: run.created[0]?.id as string });
    expect(invoice.lines.filter((line) => line.sourceType === "retour")).toEqual([
      expect.objectContaining({
        sourceId: retour.id,
        kind: "fulfilment",
        quantity: 2,
        unitAmount: 150,
        netAmount: 300,
      }),
    ]);
    const [row] = (await as(who).retours.list.query({})).items;
    expect(row).toMatchObject({ id: retour.id, invoiced: true });
    expect((await support().invoices.run.mutate({ organisationId: who.organisationId })).created).toEqual([]);
    // Its history names the invoice; cancelled, the retour is given back to the next run, and says so.
    await support().invoices.cancel.mutate({ invoiceId: invoice.id });
    expect((await as(who).retours.list.query({})).items[0]).toMatchObject({ id: retour.id, invoiced: false });
    expect(
      await sql(
        databaseUrl,
        "SELECT action, after FROM audit_entry WHERE subject_id = $1 AND action LIKE 'retour.invoice%' ORDER BY created_at, id",
        [retour.id],
      ),
    ).toEqual([
      { action: "retour.invoiced", after: { invoice: invoice.number } },
      { action: "retour.invoice_released", after: { invoice: null } },
    ]);
  });
});

describe("concurrent retours of one order", () => {
  it("never return more than was shipped: of 6 parallel retours of one tote each (2 shipped), exactly 2 are recorded", async () => {
    const third = await activeMerchant(url, supportToken, `Busy Retour ${randomUUID().slice(0, 6)}`);
    const fresh = await shippedOrder(third);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        support().retours.create.mutate({
          orderId: fresh.orderId,
          locationId: retourLocationId,
          items: [{ lineItemId: fresh.tote, gradeA: 1, gradeB: 0, gradeC: 0 }],
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    expect(await onHandAtRetourLocation(third, "TOTE-NAT")).toBe(2);
    const options = await support().retours.orderOptions.query({ search: fresh.number });
    expect(options.find((o) => o.id === fresh.orderId)?.items.find((i) => i.sku === "TOTE-NAT")?.returned).toBe(2);
  });
});

describe("a retour while the shop sends new versions of the order", () => {
  it("both apply: every retour is recorded, none fails on the order's locks", async () => {
    const third = await activeMerchant(url, supportToken, `Updating Retour ${randomUUID().slice(0, 6)}`);
    const fresh = await shippedOrder(third);
    for (let round = 0; round < 4; round++) {
      const [, retour] = await Promise.allSettled([
        shopify.updateOrder(fresh.domain, fresh.externalId, { email: `rita+${round}@example.com` }),
        support().retours.create.mutate({
          orderId: fresh.orderId,
          locationId: retourLocationId,
          items: [{ lineItemId: fresh.mug, gradeA: 0, gradeB: 1, gradeC: 0 }],
        }),
      ]);
      expect(retour.status === "rejected" ? String(retour.reason) : "recorded").toBe("recorded");
    }
    const options = await support().retours.orderOptions.query({ search: fresh.number });
    expect(options.find((o) => o.id === fresh.orderId)?.items.find((i) => i.sku === "MUG-WHT")?.returned).toBe(4);
  });
});

describe("invalid input", () => {
  const valid = () => ({
    orderId: order.orderId,
    locationId: retourLocationId,
    items: [{ lineItemId: order.tote, gradeA: 0, gradeB: 0, gradeC: 0 }],
  });

  it("is refused with a translated message, and nothing changes", async () => {
    const otherOrder = await shippedOrder(other);
    const count = await retourCount();
    const stock = await sql(databaseUrl, "SELECT * FROM location_stock WHERE location_id = $1 ORDER BY 1, 2, 3", [
      retourLocationId,
    ]);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      // Grades are whole numbers from 0.
      [
        { ...valid(), items: [{ lineItemId: order.tote, gradeA: -1, gradeB: 1, gradeC: 0 }] },
        { "items.0.gradeA": ["retours:errors.gradeInvalid"] },
      ],
      [
        { ...valid(), items: [{ lineItemId: order.tote, gradeA: 0, gradeB: 1.5, gradeC: 0 }] },
        { "items.0.gradeB": ["retours:errors.gradeInvalid"] },
      ],
      // The total must be more than 0.
      [valid(), { items: ["retours:errors.nothingReturned"] }],
      [{ ...valid(), items: [] }, { items: ["retours:errors.nothingReturned"] }],
      // Items must belong to the order.
      [
        { ...valid(), items: [{ lineItemId: otherOrder.mug, gradeA: 1, gradeB: 0, gradeC: 0 }] },
        { "items.0": ["retours:errors.itemNotInOrder"] },
      ],
      [
        { ...valid(), items: [{ lineItemId: otherOrder.unlinked, gradeA: 0, gradeB: 0, gradeC: 1 }] },
        { "items.0": ["retours:errors.itemNotInOrder"] },
      ],
      // Each line once.
      [
        {
          ...valid(),
          items: [
            { lineItemId: order.tote, gradeA: 0, gradeB: 0, gradeC: 1 },
            { lineItemId: order.tote, gradeA: 0, gradeB: 1, gradeC: 0 },
          ],
        },
        { items: ["retours:errors.duplicateItem"] },
      ],
      // No more than was shipped (2 totes shipped, 2 came back already).
      [
        { ...valid(), items: [{ lineItemId: order.tote, gradeA: 0, gradeB: 0, gradeC: 1 }] },
        { "items.0": ["retours:errors.moreThanShipped"] },
      ],
      // Grade A needs a platform variant to go back into stock.
      [
        {
          orderId: otherOrder.orderId,
          locationId: retourLocationId,
          items: [{ lineItemId: otherOrder.unlinked, gradeA: 1, gradeB: 0, gradeC: 0 }],
        },
        { "items.0": ["retours:errors.gradeANeedsVariant"] },
      ],
      // An order that does not exist.
      [
        { ...valid(), orderId: "order_nope", items: [{ lineItemId: order.tote, gradeA: 0, gradeB: 0, gradeC: 1 }] },
        { orderId: ["retours:errors.orderNotFound"] },
      ],
    ];
    for (const [input, fieldErrors] of cases) {
      const error = await apiError(support().retours.create.mutate(input as never));
      expect(error.data.code, JSON.stringify(input)).toBe("BAD_REQUEST");
      expect(error.data.fieldErrors, JSON.stringify(input)).toEqual(fieldErrors);
    }
    // A location of another type, in German: the message is translated on the server.
    const wrongType = await apiError(
      support("de").retours.create.mutate({
        orderId: order.orderId,
        locationId: dropshippingLocationId,
        items: [{ lineItemId: order.tote, gradeA: 0, gradeB: 0, gradeC: 1 }],
      }),
    );
    expect(wrongType.data.fieldErrors).toEqual({ locationId: ["retours:errors.notRetourLocation"] });
    expect(wrongType.message).toBe("Retouren können nur an einem Standort vom Typ Retoure erfasst werden.");
    expect(await retourCount()).toBe(count);
    expect(
      await sql(databaseUrl, "SELECT * FROM location_stock WHERE location_id = $1 ORDER BY 1, 2, 3", [
        retourLocationId,
      ]),
    ).toEqual(stock);
  });

  it("merchants cannot record retours", async () => {
    const error = await apiError(
      as(merchant).retours.create.mutate({
        orderId: order.orderId,
        locationId: retourLocationId,
        items: [{ lineItemId: order.tote, gradeA: 0, gradeB: 0, gradeC: 1 }],
      }),
    );
    expect(error.data.code).toBe("FORBIDDEN");
  });
});

describe("the Retour table", () => {
  it("shows a merchant only its own retours; support sees every merchant's", async () => {
    const theirs = await shippedOrder(other);
    const retour = await support().retours.create.mutate({
      orderId: theirs.orderId,
      locationId: retourLocationId,
      items: [{ lineItemId: theirs.tote, gradeA: 1, gradeB: 0, gradeC: 0 }],
    });
    const mine = await as(merchant).retours.list.query({});
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((r) => r.organisation.id === merchant.organisationId)).toBe(true);
    expect((await as(other).retours.list.query({})).items.map((r) => r.id)).toEqual([retour.id]);
    // Filters cannot reach another organisation's rows: neither its shop nor its order number.
    expect((await as(merchant).retours.list.query({ shopId: theirs.shop.id })).items).toEqual([]);
    expect((await as(merchant).retours.list.query({ search: other.name })).items).toEqual([]);
    expect((await as(merchant).retours.shops.query()).map((s) => s.id)).toEqual([order.shop.id]);
    const all = await support().retours.list.query({ pageSize: 100 });
    expect(all.items.map((r) => r.id)).toContain(retour.id);
    expect((await support().retours.list.query({ shopId: theirs.shop.id })).items.map((r) => r.id)).toEqual([
      retour.id,
    ]);
    // The merchant's own stock took the A grade, not the other merchant's.
    expect(await onHandAtRetourLocation(other, "TOTE-NAT")).toBe(1);
  });

  it("filters by created day in the platform time zone, both days inclusive", async () => {
    const today = berlinDay(new Date());
    const tomorrow = berlinDay(new Date(Date.now() + 86_400_000));
    const yesterday = berlinDay(new Date(Date.now() - 86_400_000));
    const ids = async (filters: { createdFrom?: string; createdTo?: string }) =>
      (await as(merchant).retours.list.query(filters)).items.map((r) => r.id);
    const all = await ids({});
    expect(all.length).toBe(2);
    expect(await ids({ createdFrom: today, createdTo: today })).toEqual(all);
    expect(await ids({ createdFrom: tomorrow })).toEqual([]);
    expect(await ids({ createdTo: yesterday })).toEqual([]);

    // 23:30 UTC on 1 March is already 2 March in Berlin: the day the table files it under.
    const [first] = all;
    await sql(databaseUrl, "UPDATE retour SET created_at = '2026-03-01T23:30:00Z' WHERE id = $1", [first]);
    expect(await ids({ createdFrom: "2026-03-02", createdTo: "2026-03-02" })).toEqual([first]);
    expect(await ids({ createdFrom: "2026-03-01", createdTo: "2026-03-01" })).toEqual([]);
    expect((await ids({ createdFrom: "2026-03-02" })).sort()).toEqual([...all].sort());

    const range = await apiError(as(merchant).retours.list.query({ createdFrom: today, createdTo: yesterday }));
    expect(range.data.fieldErrors).toEqual({ createdTo: ["retours:errors.dateRange"] });
  });

  it("exports the caller's retours as CSV with the table's filters, in the caller's language", async () => {
    const response = await fetch(`${url}/store/retour-export?shopId=${order.shop.id}`, {
      headers: { authorization: `Bearer ${merchant.token}`, "x-locale": "de" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const [header, ...rows] = text.trim().split("\r\n");
    expect(header?.split(";").slice(0, 5)).toEqual(["Bestellnummer", "Shop", "Händler", "Standort", "Klasse A"]);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.startsWith(order.number))).toBe(true);
    // Invoiced: no; no invoice status yet.
    expect(rows.every((row) => row.endsWith(";Nein;"))).toBe(true);

    // Another merchant's export never holds these rows, whatever the filter.
    const theirs = await fetch(`${url}/store/retour-export?shopId=${order.shop.id}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect((await theirs.text()).trim().split("\r\n")).toHaveLength(1);
    expect((await fetch(`${url}/store/retour-export`)).status).toBe(401);
  });
});

describe("CSV exports in a spreadsheet", () => {
  /** Every cell as a spreadsheet splitting on `delimiter` sees it (also the separator the file was not written with). */
  const cellsOf = (text: string, delimiter: string) =>
    (
      parse(text.replace(/^\uFEFF/, ""), { delimiter, relax_quotes: true, relax_column_count: true }) as string[][]
    ).flat();
  /** A formula trigger at the start of a cell or of any line inside it. */
  const startsFormula = (cell: string) => /(^|[\r\n])[=+\-@\t\r]/.test(cell);
  const variants = [
    ["de", undefined, ";"],
    ["en", undefined, ","],
    ["de", "comma", ","],
    ["en", "semicolon", ";"],
  ] as const;

  it("no cell of the retour export (support's, every organisation) or the stock export starts a formula, under either separator", async () => {
    const suffix = randomUUID().slice(0, 6);
    const hostile = await activeMerchant(url, supportToken, `x;=1+1;y ${suffix}`);
    const fresh = await shippedOrder(hostile);
    // Names a shop or support could give, and a note whose first line is empty (the form trims it;
    // an import or a later edit need not).
    await sql(databaseUrl, "UPDATE shop SET name = $2 WHERE id = $1", [fresh.shop.id, `@SUM(A1);-1 ${suffix}`]);
    const location = await support().locations.create.mutate({
      name: `+1+1;x\n=3+3 ${suffix}`,
      type: "retour",
      status: "active",
      countryCode: "DE",
      organisationId: null,
    });
    const retour = await support().retours.create.mutate({
      orderId: fresh.orderId,
      locationId: location.id,
      items: [{ lineItemId: fresh.mug, gradeA: 2, gradeB: 1, gradeC: 0 }],
      note: "placeholder",
    });
    await sql(databaseUrl, "UPDATE retour SET note = $2 WHERE id = $1", [retour.id, "\n=1+1;\r\n-2+2\t@x"]);

    const exports = [
      { path: "/store/retour-export", token: supportToken, columns: 13 },
      { path: `/store/stock-export?locationId=${location.id}`, token: hostile.token, columns: 14 },
    ];
    for (const { path, token, columns } of exports) {
      for (const [locale, separator, written] of variants) {
        const query = separator ? `${path.includes("?") ? "&" : "?"}separator=${separator}` : "";
        const response = await fetch(`${url}${path}${query}`, {
          headers: { authorization: `Bearer ${token}`, "x-locale": locale },
        });
        expect(response.status, `${path} ${locale} ${separator}`).toBe(200);
        const text = await response.text();
        // Read with the separator it was written with, every row is whole and the hostile row is there.
        const rows = parse(text.replace(/^\uFEFF/, ""), { delimiter: written }) as string[][];
        expect(rows.every((row) => row.length === columns)).toBe(true);
        expect(rows.flat()).toContain(`'+1+1;x\n'=3+3 ${suffix}`);
        for (const delimiter of [",", ";"]) {
          expect(
            cellsOf(text, delimiter).filter(startsFormula),
            `${path} ${locale} ${separator} read with ${delimiter}`,
          ).toEqual([]);
        }
      }
    }
    // Support's export holds the other organisation's name and the note, defused.
    const support_ = await fetch(`${url}/store/retour-export?separator=semicolon`, {
      headers: { authorization: `Bearer ${supportToken}` },
    });
    const row = (parse((await support_.text()).replace(/^\uFEFF/, ""), { delimiter: ";" }) as string[][]).find(
      (cells) => cells[0] === fresh.number,
    );
    expect(row?.[1]).toBe(`'@SUM(A1);'-1 ${suffix}`);
    expect(row?.[2]).toBe(`x;'=1+1;y ${suffix}`);
    expect(row?.[9]).toBe("\n'=1+1;'\r\n'-2+2\t@x");
  });
});
