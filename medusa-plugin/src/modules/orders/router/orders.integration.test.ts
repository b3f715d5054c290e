// Orders as a merchant works with them: filters and keyset pages, the CSV export, manual orders,
// the edit and delete rules with their reasons, and the order's history.
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
  uniqueShopDomain,
  uploadFile,
} from "@platform/testing";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

type Merchant = Awaited<ReturnType<typeof activeMerchant>> & { shopId: string; domain: string };
let supportToken: string;
let merchant: Merchant;
/** The merchant's shop orders by customer last name. */
const shopOrders = new Map<string, { id: string; number: string }>();

const address = {
  firstName: "Hanna",
  lastName: "Hand",
  address1: "Torstraße 1",
  city: "Berlin",
  postalCode: "10119",
  countryCode: "DE",
};

async function merchantWithShop(name: string): Promise<Merchant> {
  const created = await activeMerchant(url, supportToken, name);
  const domain = uniqueShopDomain("orders");
  const install = await installApp(url, fake, domain);
  const shop = await trpcClient(url, { token: created.token }).shops.connect.mutate({
    installToken: install.installToken as string,
  });
  return { ...created, shopId: shop.id, domain };
}

const orderRows = async (organisationId: string) =>
  await sql(databaseUrl, `SELECT count(*)::int AS n FROM order_extension WHERE organisation_id = $1`, [organisationId]);

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await merchantWithShop("Orders Merchant");
  const client = trpcClient(url, { token: merchant.token });
  // Seven shop orders: different customers, one unpaid, spread over seven days.
  const names = ["Adler", "Bauer", "Claus", "Dietz", "Engel", "Fuchs", "Graf"];
  for (const [index, lastName] of names.entries()) {
    const { order } = await fake.createOrder(merchant.domain, {
      firstName: "Kim",
      lastName,
      lines: [{ sku: "MUG-WHT", quantity: index + 1, price: "12.90" }],
      financialStatus: lastName === "Claus" ? "pending" : "paid",
    });
    shopOrders.set(lastName, { id: "", number: order.name });
  }
  await eventually(
    async () => ((await client.orders.list.query({ limit: 100 })).items.length === 7 ? true : null),
    30_000,
  );
  const listed = (await client.orders.list.query({ limit: 100 })).items;
  for (const entry of shopOrders.values()) {
    entry.id = listed.find((o) => o.number === entry.number)?.id as string;
  }
  // Created on seven consecutive days in October (Berlin time), Adler first.
  for (const [index, lastName] of names.entries()) {
    await sql(databaseUrl, `UPDATE order_extension SET created_at = $2 WHERE order_id = $1`, [
      shopOrders.get(lastName)?.id,
      `2026-10-0${index + 1}T10:00:00+02:00`,
    ]);
  }
});

describe("orders list", () => {
  it("filters by payment status, search (name or number), shop and date range", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const unpaid = await client.orders.list.query({ paymentStatus: "awaiting" });
    expect(unpaid.items.map((o) => o.customerName)).toEqual(["Kim Claus"]);
    expect((await client.orders.list.query({ search: "fuchs" })).items.map((o) => o.customerName)).toEqual([
      "Kim Fuchs",
    ]);
    const byNumber = shopOrders.get("Dietz")?.number as string;
    expect((await client.orders.list.query({ search: byNumber })).items.map((o) => o.number)).toEqual([byNumber]);
    expect((await client.orders.list.query({ shopId: merchant.shopId, limit: 100 })).items).toHaveLength(7);
    // 2–4 October inclusive, in the platform's time zone.
    const range = await client.orders.list.query({ createdFrom: "2026-10-02", createdTo: "2026-10-04" });
    expect(range.items.map((o) => o.customerName)).toEqual(["Kim Dietz", "Kim Claus", "Kim Bauer"]);
    expect((await client.orders.list.query({ fulfillmentStatus: "shipped" })).items).toEqual([]);

    const backwards = await apiError(client.orders.list.query({ createdFrom: "2026-10-05", createdTo: "2026-10-01" }));
    expect(backwards.data.fieldErrors).toMatchObject({ createdTo: ["orders:errors.dateRange"] });
    const badCursor = await apiError(client.orders.list.query({ cursor: "not-a-cursor" }));
    expect(badCursor.data.i18nKey).toBe("orders:errors.cursorInvalid");
  });

  it("pages by keyset in every sort: no order twice, none missing, and back again", async () => {
    const client = trpcClient(url, { token: merchant.token });
    for (const sort of ["created_desc", "created_asc", "total_desc", "total_asc"] as const) {
      const seen: string[] = [];
      const pages: string[][] = [];
      let cursor: string | undefined;
      let previous: string | null = null;
      do {
        const page = await client.orders.list.query({ sort, limit: 3, cursor });
        pages.push(page.items.map((o) => o.id));
        seen.push(...page.items.map((o) => o.id));
        if (cursor) expect(page.prevCursor).not.toBeNull();
        cursor = page.nextCursor ?? undefined;
        previous = page.prevCursor;
      } while (cursor);
      expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
      expect(new Set(seen).size).toBe(7);
      // From the last page back to the one before it.
      const back = await client.orders.list.query({
        sort,
        limit: 3,
        cursor: previous ?? undefined,
        direction: "before",
      });
      expect(back.items.map((o) => o.id)).toEqual(pages[1]);
      const totals = (await client.orders.list.query({ sort, limit: 100 })).items;
      if (sort === "total_asc")
        expect(totals.map((o) => o.total)).toEqual([...totals.map((o) => o.total)].sort((a, b) => a - b));
      if (sort === "created_desc") expect(totals[0]?.customerName).toBe("Kim Graf");
    }
  });

  it("exports the filtered list as CSV in the caller's language, and only to a signed-in member", async () => {
    const query = new URLSearchParams({ createdFrom: "2026-10-02", createdTo: "2026-10-04", sort: "created_asc" });
    const response = await fetch(`${url}/store/order-export?${query}`, {
      headers: { authorization: `Bearer ${merchant.token}`, "x-locale": "de" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // German: separated by `;`, as German spreadsheets split.
    expect(lines[0]).toMatch(/^Nummer;Erstellt;Kunde;Zahlungsstatus;Erfüllungsstatus;Shop;Lager/);
    expect(lines.slice(1).map((line) => line.split(";")[2])).toEqual(["Kim Bauer", "Kim Claus", "Kim Dietz"]);
    expect(lines[2]).toContain("Ausstehend");

    expect((await fetch(`${url}/store/order-export`)).status).toBe(401);
    const bad = await fetch(`${url}/store/order-export?createdFrom=yesterday`, {
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(bad.status).toBe(400);
  });
});

describe("CSV export in a spreadsheet", () => {
  /** Every cell as a spreadsheet splitting on `delimiter` sees it (also the separator the file was not written with). */
  const cellsOf = (text: string, delimiter: string) =>
    (
      parse(text.replace(/^\uFEFF/, ""), { delimiter, relax_quotes: true, relax_column_count: true }) as string[][]
    ).flat();
  const startsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);

  it("no cell of the export starts a formula, under either separator, whatever names and tracking numbers hold", async () => {
    const hostile = await merchantWithShop("x;=1+1;y GmbH");
    const { order } = await fake.createOrder(hostile.domain, {
      firstName: "=1+1;x",
      lastName: "x;=2+2;y",
      lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }],
      financialStatus: "paid",
    });
    const client = trpcClient(url, { token: hostile.token });
    const listed = await eventually(
      async () => (await client.orders.list.query({ limit: 10 })).items[0] ?? null,
      30_000,
    );
    expect(listed.number).toBe(order.name);
    await sql(databaseUrl, "UPDATE order_extension SET tracking_numbers = $2 WHERE order_id = $1", [
      listed.id,
      ["x;=2+2;y", "\n=3+3", "-4+4\r\n@SUM(A1)"],
    ]);
    for (const [locale, separator] of [
      ["de", undefined],
      ["en", undefined],
      ["de", "comma"],
      ["en", "semicolon"],
    ] as const) {
      const query = separator ? `?separator=${separator}` : "";
      const response = await fetch(`${url}/store/order-export${query}`, {
        headers: { authorization: `Bearer ${hostile.token}`, "x-locale": locale },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      const written = separator === "comma" || (!separator && locale === "en") ? "," : ";";
      // Read with the separator it was written with, the values are whole.
      const rows = parse(text.replace(/^\uFEFF/, ""), { delimiter: written }) as string[][];
      expect(rows).toHaveLength(2);
      expect(rows[1]?.[2]).toBe("'=1+1;x x;'=2+2;y");
      for (const delimiter of [",", ";"]) {
        expect(cellsOf(text, delimiter).filter(startsFormula), `${locale} ${separator} read with ${delimiter}`).toEqual(
          [],
        );
      }
    }
    const bad = await fetch(`${url}/store/order-export?separator=tab`, {
      headers: { authorization: `Bearer ${hostile.token}` },
    });
    expect(bad.status).toBe(400);
  });
});

describe("manual orders, edits and deletion", () => {
  it("creates a manual order priced from the platform's variants, with each message for bad input", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const variants = await client.orders.variantOptions.query({ search: "MUG" });
    const mug = variants.find((v) => v.sku === "MUG-WHT");
    expect(mug).toBeDefined();
    const before = await orderRows(merchant.organisationId);

    const empty = await apiError(
      client.orders.create.mutate({ shopId: "", shippingAddress: { ...address, countryCode: "XX" }, items: [] }),
    );
    expect(empty.data.fieldErrors).toMatchObject({
      shopId: ["orders:errors.shopRequired"],
      "shippingAddress.countryCode": ["orders:errors.countryInvalid"],
      items: ["orders:errors.itemsRequired"],
    });
    const unknown = await apiError(
      client.orders.create.mutate({
        shopId: merchant.shopId,
        shippingAddress: address,
        items: [{ variantId: "variant_does_not_exist", quantity: 1 }],
      }),
    );
    expect(unknown.data.fieldErrors).toMatchObject({ "items.0.variantId": ["orders:errors.variantUnknown"] });
    const other = await merchantWithShop("Other Orders Merchant");
    const foreign = await apiError(
      client.orders.create.mutate({
        shopId: other.shopId,
        shippingAddress: address,
        items: [{ variantId: mug?.id as string, quantity: 1 }],
      }),
    );
    expect(foreign.data.fieldErrors).toMatchObject({ shopId: ["orders:errors.shopNotYours"] });
    expect(await orderRows(merchant.organisationId)).toEqual(before);

    const created = await client.orders.create.mutate({
      shopId: merchant.shopId,
      email: "hanna@example.com",
      shippingAddress: address,
      items: [{ variantId: mug?.id as string, quantity: 3 }],
    });
    const order = await client.orders.get.query({ orderId: created.id });
    expect(order).toMatchObject({
      source: "manual",
      customerName: "Hanna Hand",
      paymentStatus: "not_paid",
      fulfillmentStatus: "not_fulfilled",
      subtotal: (mug?.price as number) * 3,
      shippingAddress: { city: "Berlin", countryCode: "DE" },
      rules: { canEditAddress: true, canEditItems: true, canShip: true, canDelete: true },
    });
    expect(order.total).toBe(order.subtotal + order.taxTotal);
    expect(order.items[0]).toMatchObject({ sku: "MUG-WHT", quantity: 3, gtin: expect.any(String) });
    const history = await client.orders.history.query({ orderId: created.id });
    expect(history[0]).toMatchObject({ type: "created", data: { source: "manual" }, actor: { kind: "member" } });
    expect((await client.orders.list.query({ search: "Hanna" })).items.map((o) => o.id)).toEqual([created.id]);
  });

  it("neither offers nor accepts a variant priced 0 (not priced yet) in a manual order", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const [mug] = (await client.orders.variantOptions.query({ search: "MUG" })).filter((v) => v.sku === "MUG-WHT");
    expect(mug?.price).toBeGreaterThan(0);
    const priceOf = `SELECT ma.id, ma.amount FROM money_amount ma
        JOIN product_variant_money_amount pvma ON pvma.money_amount_id = ma.id AND pvma.deleted_at IS NULL
       WHERE pvma.variant_id = $1 AND ma.currency_code = 'eur' AND ma.region_id IS NULL AND ma.price_list_id IS NULL`;
    const prices = await sql<{ id: string; amount: number }>(databaseUrl, priceOf, [mug?.id]);
    const before = await orderRows(merchant.organisationId);
    await sql(databaseUrl, `UPDATE money_amount SET amount = 0 WHERE id = ANY($1)`, [prices.map((p) => p.id)]);
    try {
      const offered = await client.orders.variantOptions.query({ search: "MUG" });
      expect(offered.map((v) => v.sku)).not.toContain("MUG-WHT");
      const refused = await apiError(
        client.orders.create.mutate({
          shopId: merchant.shopId,
          shippingAddress: address,
          items: [{ variantId: mug?.id as string, quantity: 1 }],
        }),
      );
      expect(refused.data.fieldErrors).toMatchObject({ "items.0.variantId": ["orders:errors.variantUnknown"] });
      expect(await orderRows(merchant.organisationId)).toEqual(before);
    } finally {
      for (const price of prices) {
        await sql(databaseUrl, `UPDATE money_amount SET amount = $2 WHERE id = $1`, [price.id, price.amount]);
      }
    }
  });

  it("edits address and a manual order's items until something ships; a shop order's items stay the shop's", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const [mug, board] = await client.orders.variantOptions.query({});
    const created = await client.orders.create.mutate({
      shopId: merchant.shopId,
      shippingAddress: address,
      items: [{ variantId: mug?.id as string, quantity: 1 }],
    });
    const original = await client.orders.get.query({ orderId: created.id });
    await client.orders.update.mutate({
      orderId: created.id,
      shippingAddress: { ...address, city: "Potsdam", postalCode: "14467" },
      items: [
        { variantId: mug?.id as string, quantity: 2 },
        { variantId: board?.id as string, quantity: 1 },
      ],
    });
    const edited = await client.orders.get.query({ orderId: created.id });
    expect(edited.shippingAddress?.city).toBe("Potsdam");
    expect(edited.items.map((i) => i.quantity)).toEqual([2, 1]);
    expect(edited.subtotal).toBe((mug?.price as number) * 2 + (board?.price as number));
    const history = await client.orders.history.query({ orderId: created.id });
    expect(history.map((e) => e.type)).toEqual(["created", "address_edited", "items_edited"]);
    // The items edit keeps both sides, as its history entry and the audit log show them.
    const lineOf = (quantity: number, variant: typeof mug) => `${quantity} × ${variant?.product} - ${variant?.variant}`;
    expect(history[2]?.data).toEqual({
      before: { lines: [lineOf(1, mug)], total: original.total },
      after: { lines: [lineOf(2, mug), lineOf(1, board)], total: edited.total },
    });
    const [audited] = await sql<{ before: unknown; after: unknown }>(
      databaseUrl,
      `SELECT before, after FROM audit_entry WHERE subject_id = $1 AND action = 'order.items_edited'`,
      [created.id],
    );
    expect(audited).toEqual({ before: history[2]?.data.before, after: history[2]?.data.after });
    // The same items again change nothing, and say nothing.
    await client.orders.update.mutate({
      orderId: created.id,
      items: [
        { variantId: mug?.id as string, quantity: 2 },
        { variantId: board?.id as string, quantity: 1 },
      ],
    });
    expect(await client.orders.history.query({ orderId: created.id })).toHaveLength(3);

    // A shop order: the address may be corrected, its items not; the order says why before anyone tries.
    const shopOrder = shopOrders.get("Adler")?.id as string;
    expect((await client.orders.get.query({ orderId: shopOrder })).rules).toMatchObject({
      canEditAddress: true,
      canEditItems: false,
      itemsBlockedReason: "orders:errors.shopOrderItems",
    });
    const refused = await apiError(
      client.orders.update.mutate({ orderId: shopOrder, items: [{ variantId: mug?.id as string, quantity: 1 }] }),
    );
    expect(refused.data.fieldErrors).toMatchObject({ items: ["orders:errors.shopOrderItems"] });
    await client.orders.update.mutate({ orderId: shopOrder, shippingAddress: { ...address, lastName: "Adler-Neu" } });
    expect((await client.orders.get.query({ orderId: shopOrder })).customerName).toBe("Hanna Adler-Neu");

    // Once shipped: no more edits, and the reason is the error.
    await client.orders.ship.mutate({ orderId: created.id, trackingNumbers: ["EDIT-1"] });
    const late = await apiError(client.orders.update.mutate({ orderId: created.id, shippingAddress: address }));
    expect(late.data.i18nKey).toBe("orders:errors.notEditable");
    const lateItems = await apiError(
      client.orders.update.mutate({ orderId: created.id, items: [{ variantId: mug?.id as string, quantity: 5 }] }),
    );
    expect(lateItems.data.i18nKey).toBe("orders:errors.notEditable");
    expect((await client.orders.get.query({ orderId: created.id })).items.map((i) => i.quantity)).toEqual([2, 1]);
    expect((await client.orders.get.query({ orderId: created.id })).rules).toMatchObject({
      canEditItems: false,
      itemsBlockedReason: "orders:errors.notEditable",
    });
    expect((await client.orders.get.query({ orderId: created.id })).shippingAddress?.city).toBe("Potsdam");
    // The status filter follows the change at once (its copy is kept by a trigger on Medusa's order).
    const shippedNow = await client.orders.list.query({ fulfillmentStatus: "shipped", limit: 100 });
    expect(shippedNow.items.map((o) => o.id)).toContain(created.id);
    const open = await client.orders.list.query({ fulfillmentStatus: "not_fulfilled", limit: 100 });
    expect(open.items.map((o) => o.id)).not.toContain(created.id);
  });

  it("deletes only while nothing is shipped and no claim refers to the order; otherwise says why", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const [mug] = await client.orders.variantOptions.query({});
    const make = () =>
      client.orders.create.mutate({
        shopId: merchant.shopId,
        shippingAddress: address,
        items: [{ variantId: mug?.id as string, quantity: 2 }],
      });

    const shipped = await make();
    await client.orders.ship.mutate({
      orderId: shipped.id,
      items: [
        { lineItemId: (await client.orders.get.query({ orderId: shipped.id })).items[0]?.id as string, quantity: 1 },
      ],
      trackingNumbers: ["DEL-1"],
    });
    const detail = await client.orders.get.query({ orderId: shipped.id });
    expect(detail.rules).toMatchObject({ canDelete: false, deleteBlockedReason: "orders:errors.notDeletable" });
    const refused = await apiError(client.orders.delete.mutate({ orderId: shipped.id }));
    expect(refused.data.i18nKey).toBe("orders:errors.notDeletable");
    expect(refused.message).toBe("This order cannot be deleted because items of it have already been shipped.");

    const claimed = await make();
    const photo = await uploadFile(url, merchant.token, await testPng());
    await client.claims.create.mutate({
      orderId: claimed.id,
      type: "lost",
      description: "Never arrived",
      files: [{ id: photo.id }],
    });
    expect((await apiError(client.orders.delete.mutate({ orderId: claimed.id }))).data.i18nKey).toBe(
      "orders:errors.hasClaims",
    );
    expect((await client.orders.history.query({ orderId: claimed.id })).map((e) => e.type)).toContain("claim_created");

    const fresh = await make();
    await client.orders.delete.mutate({ orderId: fresh.id });
    expect((await apiError(client.orders.get.query({ orderId: fresh.id }))).data.code).toBe("NOT_FOUND");
    const rows = await sql(databaseUrl, `SELECT id FROM line_item WHERE order_id = $1`, [fresh.id]);
    expect(rows).toEqual([]);
    // Support reads any order, with its history.
    const asSupport = await trpcClient(url, { token: supportToken }).orders.getAsSupport.query({
      orderId: claimed.id,
    });
    expect(asSupport.order.organisationId).toBe(merchant.organisationId);
    expect(asSupport.history.map((e) => e.type)).toEqual(["created", "claim_created"]);
  });
});
