// In-app notifications: written in the transaction of the change (a failed change tells nobody),
// for the members of the organisation concerned only, live over server-sent events, and marked
// read only by their own recipient.
import { randomUUID } from "node:crypto";
import {
  activeMerchant,
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  signIn,
  sql,
  subscribe,
  testPng,
  trpcClient,
  uniqueShopDomain,
  uploadFile,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

type Notification = {
  id: string;
  kind: string;
  subjectType: string;
  subjectId: string;
  params: Record<string, unknown>;
  readAt: Date | null;
};

let supportToken: string;
let supplierToken: string;
let supplierOrganisationId: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let other: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;

const client = (token: string) => trpcClient(url, { token });

async function newOrder(quantity = 1, owner = { token: "", domain: "" }): Promise<{ id: string; number: string }> {
  const shop = owner.domain || domain;
  const token = owner.token || merchant.token;
  const { order } = await fake.createOrder(shop, { lines: [{ sku: "MUG-WHT", quantity, price: "12.90" }] });
  const stored = await eventually(async () =>
    (await client(token).orders.list.query({})).items.find((o) => o.number === order.name),
  );
  return { id: stored.id, number: stored.number };
}

/** A claim on the merchant's order (a claim needs a file). */
async function claimOn(orderId: string, type: "refund" | "lost") {
  const photo = await uploadFile(url, merchant.token, await testPng(`${type}.png`));
  return await client(merchant.token).claims.create.mutate({
    orderId,
    type,
    description: "Not as ordered",
    files: [{ id: photo.id }],
  });
}

async function rowsAbout(subjectId: string) {
  return await sql<{ recipient_customer_id: string; organisation_id: string; kind: string }>(
    databaseUrl,
    "SELECT recipient_customer_id, organisation_id, kind FROM user_notification WHERE subject_id = $1 ORDER BY id",
    [subjectId],
  );
}

async function customerIdOf(organisationId: string): Promise<string[]> {
  const rows = await sql<{ customer_id: string }>(
    databaseUrl,
    "SELECT customer_id FROM member WHERE organisation_id = $1 ORDER BY customer_id",
    [organisationId],
  );
  return rows.map((row) => row.customer_id);
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  supplierToken = await signIn(url, "supplier@demo.local", DEMO_PASSWORD);
  supplierOrganisationId = (await client(supplierToken).organisation.get.query()).id;
  merchant = await activeMerchant(url, supportToken, `Notify A ${randomUUID().slice(0, 6)}`);
  other = await activeMerchant(url, supportToken, `Notify B ${randomUUID().slice(0, 6)}`);
  domain = uniqueShopDomain("notify");
  const install = await installApp(url, fake, domain);
  await client(merchant.token).shops.connect.mutate({ installToken: install.installToken as string });
});

describe("a claim decided", () => {
  it("tells the claim's organisation live, in the decision's transaction, and nobody else", async () => {
    const order = await newOrder();
    const claim = await claimOn(order.id, "refund");
    const mine = subscribe<Notification>(url, "notifications.live", undefined, {
      token: merchant.token,
      tokenVia: "connectionParams",
    });
    const theirs = subscribe<Notification>(url, "notifications.live", undefined, { token: other.token });
    await Promise.all([mine.ready, theirs.ready]);
    const before = await client(merchant.token).notifications.unreadCount.query();

    // A failure later in the decision's transaction (its history entry) leaves no notification.
    const fn = `fail_claim_${randomUUID().replace(/-/g, "")}`;
    await sql(
      databaseUrl,
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.type = 'claim_decided' AND NEW.data->>'claimId' = '${claim.id}' THEN RAISE EXCEPTION 'forced'; END IF;
       RETURN NEW; END $$`,
    );
    await sql(databaseUrl, `CREATE TRIGGER ${fn} BEFORE INSERT ON order_event FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
    try {
      await expect(
        client(supportToken).claims.decide.mutate({ claimId: claim.id, status: "accepted" }),
      ).rejects.toBeTruthy();
    } finally {
      await sql(databaseUrl, `DROP TRIGGER ${fn} ON order_event`);
      await sql(databaseUrl, `DROP FUNCTION ${fn}()`);
    }
    expect(await rowsAbout(claim.id)).toEqual([]);
    expect(await client(merchant.token).notifications.unreadCount.query()).toBe(before);

    await client(supportToken).claims.decide.mutate({ claimId: claim.id, status: "accepted" });
    const [event] = await mine.until((received) => received.some((r) => r.data.subjectId === claim.id));
    expect(event?.data).toMatchObject({
      kind: "claim_decided",
      subjectType: "claim",
      subjectId: claim.id,
      params: { orderId: order.id, orderNumber: order.number, status: "accepted" },
      readAt: null,
    });
    expect(await client(merchant.token).notifications.unreadCount.query()).toBe(before + 1);
    // One row per member of the claim's organisation; none for support or another organisation.
    const rows = await rowsAbout(claim.id);
    expect(rows.map((row) => row.recipient_customer_id)).toEqual(await customerIdOf(merchant.organisationId));
    expect(rows.every((row) => row.organisation_id === merchant.organisationId)).toBe(true);
    expect(theirs.received).toEqual([]);
    mine.close();
    theirs.close();
  });
});

describe("reading and marking", () => {
  it("lists newest first, and marks read only the caller's own", async () => {
    const first = await newOrder();
    const second = await newOrder();
    for (const order of [first, second]) {
      const claim = await claimOn(order.id, "lost");
      await client(supportToken).claims.decide.mutate({ claimId: claim.id, status: "declined" });
    }
    const listed = await client(merchant.token).notifications.list.query({ pageSize: 5 });
    expect(listed.items[0]?.params.orderId).toBe(second.id);
    expect(listed.items[1]?.params.orderId).toBe(first.id);
    const newest = listed.items[0] as Notification;
    const unread = await client(merchant.token).notifications.unreadCount.query();

    // Another organisation's member names A's notification: nothing changes.
    expect(await client(other.token).notifications.markRead.mutate({ ids: [newest.id] })).toMatchObject({
      updated: 0,
    });
    expect(await client(other.token).notifications.markAllRead.mutate()).toMatchObject({ updated: 0 });
    expect(await client(merchant.token).notifications.unreadCount.query()).toBe(unread);
    expect((await client(other.token).notifications.list.query({})).items).toEqual([]);

    expect(await client(merchant.token).notifications.markRead.mutate({ ids: [newest.id] })).toEqual({
      updated: 1,
      unread: unread - 1,
    });
    const page = await client(merchant.token).notifications.list.query({ unreadOnly: true, pageSize: 50 });
    expect(page.items.map((item) => item.id)).not.toContain(newest.id);
    expect(await client(merchant.token).notifications.markAllRead.mutate()).toEqual({
      updated: unread - 1,
      unread: 0,
    });
  });
});

describe("a chat message", () => {
  it("tells the other side's members, one unread notification per chat for a burst", async () => {
    const order = await newOrder();
    const { chatId } = await client(merchant.token).chats.create.mutate({
      subjectType: "order",
      subjectId: order.id,
      receiverOrganisationId: supplierOrganisationId,
      body: "Where is it?",
    });
    await client(merchant.token).chats.send.mutate({ chatId, body: "Any news?" });
    const rows = await rowsAbout(chatId);
    expect(new Set(rows.map((row) => row.organisation_id))).toEqual(new Set([supplierOrganisationId]));
    expect(rows.map((row) => row.recipient_customer_id).sort()).toEqual(await customerIdOf(supplierOrganisationId));
    const [seen] = (
      await client(supplierToken).notifications.list.query({ unreadOnly: true, pageSize: 50 })
    ).items.filter((item) => item.subjectId === chatId);
    expect(seen?.params).toMatchObject({ reference: order.number, organisationName: merchant.name, count: 2 });

    await client(supplierToken).chats.send.mutate({ chatId, body: "Tomorrow." });
    const answer = (await client(merchant.token).notifications.list.query({ pageSize: 50 })).items.find(
      (item) => item.subjectId === chatId,
    );
    expect(answer).toMatchObject({ kind: "chat_message", subjectType: "chat" });
    expect(await rowsAbout(chatId)).toHaveLength(rows.length + (await customerIdOf(merchant.organisationId)).length);
  });

  it("is read once its recipient read the chat to its end, and for the whole organisation once it answered", async () => {
    const order = await newOrder();
    const { chatId } = await client(merchant.token).chats.create.mutate({
      subjectType: "order",
      subjectId: order.id,
      receiverOrganisationId: supplierOrganisationId,
      body: "Is it packed?",
    });
    await client(supplierToken).chats.send.mutate({ chatId, body: "Packing now." });
    const unreadAbout = async (token: string) =>
      (await client(token).notifications.list.query({ unreadOnly: true, pageSize: 50 })).items.filter(
        (item) => item.subjectId === chatId,
      );
    expect(await unreadAbout(merchant.token)).toHaveLength(1);
    // Read only up to the first message: the answer is still unread, so is the bell.
    await client(merchant.token).chats.markRead.mutate({ chatId, seq: 1 });
    expect(await unreadAbout(merchant.token)).toHaveLength(1);
    await client(merchant.token).chats.markRead.mutate({ chatId, seq: 2 });
    expect(await unreadAbout(merchant.token)).toHaveLength(0);

    // The supplier's organisation is told of the merchant's next message; one of them answers.
    await client(merchant.token).chats.send.mutate({ chatId, body: "Thanks!" });
    expect(await unreadAbout(supplierToken)).toHaveLength(1);
    await client(supplierToken).chats.send.mutate({ chatId, body: "You are welcome." });
    const stillUnread = await sql(
      databaseUrl,
      "SELECT id FROM user_notification WHERE subject_id = $1 AND organisation_id = $2 AND read_at IS NULL",
      [chatId, supplierOrganisationId],
    );
    expect(stillUnread).toEqual([]);
  });
});

describe("invoices", () => {
  it("tells the billed organisation when issued, and once when overdue", async () => {
    const order = await newOrder();
    await client(merchant.token).orders.ship.mutate({ orderId: order.id, trackingNumbers: ["NOTIFY-1"] });
    const run = await client(supportToken).invoices.run.mutate({ organisationId: merchant.organisationId });
    const invoice = run.created[0] as { id: string; number: string };
    const issued = await rowsAbout(invoice.id);
    expect(issued.map((row) => [row.kind, row.organisation_id])).toEqual([["invoice_issued", merchant.organisationId]]);
    const listed = (await client(merchant.token).notifications.list.query({ pageSize: 50 })).items.find(
      (item) => item.subjectId === invoice.id,
    );
    expect(listed?.params).toMatchObject({ number: invoice.number, type: "invoice", currencyCode: "eur" });

    // Past its due day and unpaid: the sweep (every second here) tells the organisation once.
    await sql(databaseUrl, "UPDATE invoice SET due_on = current_date - 3 WHERE id = $1", [invoice.id]);
    await eventually(async () => {
      const rows = await rowsAbout(invoice.id);
      return rows.some((row) => row.kind === "invoice_overdue");
    });
    // Two more sweeps later, still one.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await rowsAbout(invoice.id)).filter((row) => row.kind === "invoice_overdue")).toHaveLength(1);
  });
});

describe("stock below the hint", () => {
  it("tells the merchant when a stock count crosses below the hint, not again while below", async () => {
    const support = client(supportToken);
    // A merchant of its own: no earlier orders wait for a location.
    const stocked = await activeMerchant(url, supportToken, `Notify S ${randomUUID().slice(0, 6)}`);
    const shop = uniqueShopDomain("notify-stock");
    const install = await installApp(url, fake, shop);
    await client(stocked.token).shops.connect.mutate({ installToken: install.installToken as string });
    const location = await support.locations.create.mutate({
      name: `Notify shelf ${randomUUID().slice(0, 6)}`,
      type: "customer",
      status: "active",
      countryCode: "DE",
      organisationId: stocked.organisationId,
    });
    const [variant] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM product_variant WHERE sku = 'MUG-WHT'");
    const count = (onHand: number) =>
      support.locations.adjustStock.mutate({
        organisationId: stocked.organisationId,
        locationId: location.id,
        variantId: variant?.id as string,
        onHand,
      });
    await count(40);
    await client(stocked.token).locations.setPriorities.mutate({
      country: "*",
      priorities: [{ locationId: location.id, priority: 1 }],
    });
    // 14 sold in the hint's window: 1 a day, so 3 should stay available.
    await newOrder(14, { token: stocked.token, domain: shop });
    const variantRows = () =>
      sql<{ kind: string }>(
        databaseUrl,
        "SELECT kind FROM user_notification WHERE subject_id = $1 AND organisation_id = $2",
        [variant?.id, stocked.organisationId],
      );
    await eventually(async () => {
      const [routed] = await sql<{ reserved: number }>(
        databaseUrl,
        "SELECT reserved FROM location_stock WHERE location_id = $1",
        [location.id],
      );
      return routed?.reserved === 14;
    });
    expect(await variantRows()).toEqual([]);
    await count(16); // 2 available < 3
    expect(await variantRows()).toHaveLength((await customerIdOf(stocked.organisationId)).length);
    await count(15); // still below: no second notice
    expect(await variantRows()).toHaveLength((await customerIdOf(stocked.organisationId)).length);
  });
});
