// Chats about orders between a merchant and a supplier (and support): posting, who may take part,
// the spec's messages, attachments, unread counts, the live subscription with resume after a
// reconnect, batched mails in the recipient's language, and Slack notices.
import http from "node:http";
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  declaredAs,
  eventually,
  installApp,
  mailsTo,
  ShopifyFakeClient,
  signIn,
  sql,
  subscribe,
  testPdf,
  testPng,
  trpcClient,
  uniqueShopDomain,
  uploadFile,
  uploadImages,
  waitForMail,
} from "@platform/testing";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const mailDir = inject("mailDir");
const databaseUrl = inject("databaseUrl");
const slackPort = inject("slackPort");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

type Message = { id: string; seq: number; body: string; author: { name: string; organisationName: string } };

let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let supportToken: string;
let supplierToken: string;
let supplierOrganisationId: string;
let domain: string;

const slackReceived: Array<{ text: string }> = [];
let slack: http.Server;

async function newOrder(): Promise<{ id: string; number: string }> {
  const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
  const stored = await eventually(async () =>
    (await trpcClient(url, { token: merchant.token }).orders.list.query({})).items.find((o) => o.number === order.name),
  );
  return { id: stored.id, number: stored.number };
}

async function startChat(body = "Hello, where is my parcel?") {
  const order = await newOrder();
  const started = await trpcClient(url, { token: merchant.token }).chats.create.mutate({
    subjectType: "order",
    subjectId: order.id,
    receiverOrganisationId: supplierOrganisationId,
    body,
  });
  return { ...started, order };
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  supplierToken = await signIn(url, "supplier@demo.local", DEMO_PASSWORD);
  supplierOrganisationId = (await trpcClient(url, { token: supplierToken }).organisation.get.query()).id;
  merchant = await activeMerchant(url, supportToken, "Chats Merchant");
  domain = uniqueShopDomain("chats");
  const install = await installApp(url, fake, domain);
  await trpcClient(url, { token: merchant.token }).shops.connect.mutate({
    installToken: install.installToken as string,
  });
  slack = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      slackReceived.push(JSON.parse(body || "{}"));
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => slack.listen(slackPort, "127.0.0.1", resolve));
});

afterAll(async () => {
  slack.closeAllConnections();
  await new Promise((resolve) => slack.close(resolve));
});

describe("posting", () => {
  it("a merchant starts a chat about an order; the supplier sees it with the order context and answers", async () => {
    const { chatId, order } = await startChat();
    const receivers = await trpcClient(url, { token: merchant.token }).chats.receivers.query({
      subjectType: "order",
      subjectId: order.id,
    });
    expect(receivers.map((r) => r.id)).toContain(supplierOrganisationId);

    const supplier = trpcClient(url, { token: supplierToken });
    const listed = await supplier.chats.list.query({ subjectType: "order", orderNumber: order.number });
    // (other merchants' shops may number their orders alike)
    const mine = listed.items.filter((c) => c.organisation.id === merchant.organisationId);
    expect(mine).toHaveLength(1);
    const shop = (await trpcClient(url, { token: merchant.token }).orders.get.query({ orderId: order.id })).shop;
    expect(shop?.name).toBeTruthy();
    expect(mine[0]).toMatchObject({
      id: chatId,
      orderNumber: order.number,
      shopName: shop?.name,
      organisation: { name: merchant.name },
      status: "open",
      unread: 1,
      lastMessage: "Hello, where is my parcel?",
    });
    const chat = await supplier.chats.get.query({ chatId });
    expect(chat.context).toMatchObject({ orderNumber: order.number });
    expect(chat.availability).toMatchObject({ timeZone: "Europe/Berlin" });
    expect(typeof chat.availability?.available).toBe("boolean");

    const answer = await supplier.chats.send.mutate({ chatId, body: "  It ships tomorrow.  " });
    expect(answer).toMatchObject({ seq: 2, body: "It ships tomorrow." });
    const { items } = await trpcClient(url, { token: merchant.token }).chats.messages.query({ chatId });
    expect(items.map((m) => [m.seq, m.body, m.author.organisationName])).toEqual([
      [1, "Hello, where is my parcel?", merchant.name],
      [2, "It ships tomorrow.", "Shenzhen Packaging Co."],
    ]);
  });

  it("an empty message is refused with the spec's message, in German too, and nothing is stored", async () => {
    const { chatId } = await startChat();
    const error = await apiError(trpcClient(url, { token: merchant.token }).chats.send.mutate({ chatId, body: "   " }));
    expect(error.message).toBe("ChatMessage must not be empty.");
    expect(error.data.fieldErrors?.body).toEqual(["chats:errors.emptyMessage"]);
    const german = await apiError(
      trpcClient(url, { token: merchant.token, locale: "de" }).chats.send.mutate({ chatId, body: "" }),
    );
    expect(german.message).toBe("Die Chatnachricht darf nicht leer sein.");
    const { items } = await trpcClient(url, { token: merchant.token }).chats.messages.query({ chatId });
    expect(items).toHaveLength(1);
  });

  it("attachments travel with the message and the other organisation may open them", async () => {
    const { chatId } = await startChat();
    const photo = await uploadFile(url, merchant.token, await testPng("broken.png"));
    const note = await uploadFile(url, merchant.token, testPdf("delivery-note.pdf"));
    await trpcClient(url, { token: merchant.token }).chats.send.mutate({
      chatId,
      body: "Photos attached",
      files: [{ id: photo.id }, { id: note.id }],
    });
    const { items } = await trpcClient(url, { token: supplierToken }).chats.messages.query({ chatId });
    const withFiles = items.find((m) => m.body === "Photos attached");
    expect(withFiles?.files.map((f) => f.name)).toEqual(["broken.png", "delivery-note.pdf"]);
    const download = await fetch(new URL(withFiles?.files[1]?.url as string, url));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    // The supplier may renew the links; an outsider may not.
    const renew = await fetch(`${url}/store/uploads/${photo.id}`, {
      headers: { authorization: `Bearer ${supplierToken}` },
    });
    expect(renew.status).toBe(200);
    const outsider = await activeMerchant(url, supportToken, "Chats Outsider Files");
    const refused = await fetch(`${url}/store/uploads/${photo.id}`, {
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(refused.status).toBe(404);
    // A file that is already used elsewhere refuses the message.
    const again = await apiError(
      trpcClient(url, { token: merchant.token }).chats.send.mutate({
        chatId,
        body: "Same photo again",
        files: [{ id: photo.id }],
      }),
    );
    expect(again.data.fieldErrors?.files).toEqual(["uploads:errors.notYours"]);
  });

  it("counts a message's images by what they are, not by the type the client declares; nothing is posted", async () => {
    const { chatId } = await startChat();
    const images = await uploadImages(url, merchant.token, 6, "damage");
    const messages = async () =>
      (
        await sql<{ n: number }>(databaseUrl, "SELECT count(*)::int AS n FROM chat_message WHERE chat_id = $1", [
          chatId,
        ])
      )[0]?.n;
    const before = await messages();
    const lying = await apiError(
      trpcClient(url, { token: merchant.token, locale: "de" }).chats.send.mutate({
        chatId,
        body: "Six photos",
        files: [...images.slice(0, 5), ...declaredAs(images.slice(5), "application/pdf")],
      }),
    );
    expect(lying.message).toBe("Du kannst höchstens 5 Bilder hochladen");
    // Starting a chat with them is refused the same way.
    const order = await newOrder();
    const first = await apiError(
      trpcClient(url, { token: merchant.token }).chats.create.mutate({
        subjectType: "order",
        subjectId: order.id,
        receiverOrganisationId: supplierOrganisationId,
        body: "Six photos",
        files: declaredAs(images, "application/pdf"),
      }),
    );
    expect(first.message).toBe("You can only upload a maximum of 5 images");
    expect(await messages()).toBe(before);
    const chats = await trpcClient(url, { token: merchant.token }).chats.list.query({ subjectId: order.id });
    expect(chats.items).toEqual([]);
  });
});

describe("participants", () => {
  it("an outsider can neither read nor post nor subscribe; support can", async () => {
    const { chatId } = await startChat();
    const outsider = trpcClient(url, { token: (await activeMerchant(url, supportToken, "Chats Outsider")).token });
    for (const call of [
      () => outsider.chats.get.query({ chatId }),
      () => outsider.chats.messages.query({ chatId }),
      () => outsider.chats.send.mutate({ chatId, body: "Let me in" }),
      () => outsider.chats.markRead.mutate({ chatId, seq: 1 }),
    ]) {
      expect((await apiError(call())).data.code).toBe("NOT_FOUND");
    }
    expect((await outsider.chats.list.query({})).items).toEqual([]);
    const outsiderToken = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
    const stream = subscribe(url, "chats.onMessage", { chatId }, { token: outsiderToken });
    await expect(stream.ready).rejects.toMatchObject({ data: { code: "NOT_FOUND" } });

    const support = trpcClient(url, { token: supportToken });
    expect((await support.chats.get.query({ chatId })).id).toBe(chatId);
    await support.chats.send.mutate({ chatId, body: "Support here." });
  });

  it("only a supplier, producer or support can be addressed, and only about one's own order", async () => {
    const order = await newOrder();
    const client = trpcClient(url, { token: merchant.token });
    const other = await activeMerchant(url, supportToken, "Chats Not A Supplier");
    const wrongReceiver = await apiError(
      client.chats.create.mutate({
        subjectType: "order",
        subjectId: order.id,
        receiverOrganisationId: other.organisationId,
        body: "Hi",
      }),
    );
    expect(wrongReceiver.data.fieldErrors?.receiverOrganisationId).toEqual(["chats:errors.receiverInvalid"]);
    const notMine = await apiError(
      trpcClient(url, { token: other.token }).chats.create.mutate({
        subjectType: "order",
        subjectId: order.id,
        receiverOrganisationId: supplierOrganisationId,
        body: "Hi",
      }),
    );
    expect(notMine.data.code).toBe("NOT_FOUND");
    const bySupplier = await apiError(
      trpcClient(url, { token: supplierToken }).chats.create.mutate({
        subjectType: "order",
        subjectId: order.id,
        receiverOrganisationId: supplierOrganisationId,
        body: "Hi",
      }),
    );
    expect(bySupplier.data.code).toBe("FORBIDDEN");
  });

  it("a supplier takes part only about orders of the products it supplies, as support assigns them", async () => {
    const order = await newOrder();
    const client = trpcClient(url, { token: merchant.token });
    const support = trpcClient(url, { token: supportToken });
    // Another supplier organisation, not (yet) supplying the mug.
    const second = await activeMerchant(url, supportToken, "Chats Second Supplier");
    await sql(databaseUrl, `UPDATE organisation SET type = 'supplier' WHERE id = $1`, [second.organisationId]);

    const receivers = await client.chats.receivers.query({ subjectType: "order", subjectId: order.id });
    expect(receivers.map((r) => r.type)).toEqual(["platform", "supplier"]);
    expect(receivers[1]?.id).toBe(supplierOrganisationId);

    const notAssigned = await apiError(
      client.chats.create.mutate({
        subjectType: "order",
        subjectId: order.id,
        receiverOrganisationId: second.organisationId,
        body: "Hi",
      }),
    );
    expect(notAssigned.data.fieldErrors?.receiverOrganisationId).toEqual(["chats:errors.receiverNotAssigned"]);
    expect((await client.chats.list.query({ subjectType: "order", subjectId: order.id })).total).toBe(0);

    // Support: the second supplier supplies the mug too.
    const catalogue = await support.suppliers.products.query({ organisationId: second.organisationId });
    const mug = catalogue.find((product) => product.title === "Ceramic Coffee Mug");
    expect(mug?.supplied).toBe(false);
    const saved = await support.suppliers.setProducts.mutate({
      organisationId: second.organisationId,
      productIds: [mug?.id as string],
    });
    expect(saved.filter((product) => product.supplied).map((product) => product.title)).toEqual(["Ceramic Coffee Mug"]);
    expect(
      (await client.chats.receivers.query({ subjectType: "order", subjectId: order.id })).map((r) => r.id),
    ).toContain(second.organisationId);
    const started = await client.chats.create.mutate({
      subjectType: "order",
      subjectId: order.id,
      receiverOrganisationId: second.organisationId,
      body: "Hi second supplier",
    });
    expect(started.message.body).toBe("Hi second supplier");

    // Only to supplier organisations, only known products; a refusal changes nothing.
    const notSupplier = await apiError(
      support.suppliers.setProducts.mutate({ organisationId: merchant.organisationId, productIds: [] }),
    );
    expect(notSupplier.data.fieldErrors?.organisationId).toEqual(["suppliers:errors.notSupplier"]);
    const unknown = await apiError(
      support.suppliers.setProducts.mutate({ organisationId: second.organisationId, productIds: ["prod_missing"] }),
    );
    expect(unknown.data.fieldErrors?.productIds).toEqual(["suppliers:errors.unknownProduct"]);
    const after = await support.suppliers.products.query({ organisationId: second.organisationId });
    expect(after.filter((product) => product.supplied).map((product) => product.id)).toEqual([mug?.id]);
    expect((await apiError(client.suppliers.products.query({ organisationId: second.organisationId }))).data.code).toBe(
      "FORBIDDEN",
    );
  });
});

describe("unread counts", () => {
  it("count the others' messages until read, per chat and in total", async () => {
    const supplier = trpcClient(url, { token: supplierToken });
    const client = trpcClient(url, { token: merchant.token });
    const { chatId } = await startChat("First");
    const before = await client.chats.unreadCount.query();
    await supplier.chats.send.mutate({ chatId, body: "One" });
    await supplier.chats.send.mutate({ chatId, body: "Two" });
    expect((await client.chats.unreadCount.query()).total).toBe(before.total + 2);
    const row = (await client.chats.list.query({})).items.find((c) => c.id === chatId);
    expect(row?.unread).toBe(2);
    // Their own message never counts for the author.
    expect((await client.chats.get.query({ chatId })).unread).toBe(2);
    await client.chats.markRead.mutate({ chatId, seq: 3 });
    expect((await client.chats.list.query({})).items.find((c) => c.id === chatId)?.unread).toBe(0);
    expect((await client.chats.unreadCount.query()).total).toBe(before.total);
    // A read mark never moves back.
    await client.chats.markRead.mutate({ chatId, seq: 1 });
    expect((await client.chats.get.query({ chatId })).lastReadSeq).toBe(3);
  });

  it("filters by order number, claim type and status, per tab", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const { chatId, order } = await startChat("About a claim");
    const photo = await uploadFile(url, merchant.token, await testPng());
    const claim = await client.claims.create.mutate({
      orderId: order.id,
      type: "exchange",
      description: "Wrong colour",
      files: [{ id: photo.id }],
    });
    const claimChat = await client.chats.create.mutate({
      subjectType: "order",
      subjectId: order.id,
      receiverOrganisationId: supplierOrganisationId,
      claimId: claim.id,
      body: "The claim",
    });
    expect(claimChat.chatId).not.toBe(chatId);
    const byNumber = await client.chats.list.query({ orderNumber: order.number });
    expect(byNumber.items.map((c) => c.id).sort()).toEqual([chatId, claimChat.chatId].sort());
    const byClaim = await client.chats.list.query({ orderNumber: order.number, claimType: "exchange" });
    expect(byClaim.items.map((c) => c.id)).toEqual([claimChat.chatId]);
    expect(byClaim.items[0]?.claim).toMatchObject({ type: "exchange", status: "pending" });
    expect((await client.chats.list.query({ orderNumber: order.number, status: "closed" })).items).toEqual([]);
    // Closed, the chat takes no more messages and shows under "closed"; reopened it does again.
    await trpcClient(url, { token: supplierToken }).chats.setStatus.mutate({ chatId, status: "closed" });
    expect(
      (await client.chats.list.query({ orderNumber: order.number, status: "closed" })).items.map((c) => c.id),
    ).toEqual([chatId]);
    const closed = await apiError(client.chats.send.mutate({ chatId, body: "Still there?" }));
    expect(closed.message).toBe("This chat is closed.");
    await client.chats.setStatus.mutate({ chatId, status: "open" });
    expect((await client.chats.list.query({ subjectType: "product_request" })).items).toEqual([]);
    // The same subject, receiver and claim again joins the existing chat.
    const again = await client.chats.create.mutate({
      subjectType: "order",
      subjectId: order.id,
      receiverOrganisationId: supplierOrganisationId,
      body: "Me again",
    });
    expect(again.chatId).toBe(chatId);
    expect(again.message.seq).toBe(2);
  });
});

describe("live messages", () => {
  it("reach every open view at once, and a reconnect resumes without loss or doubling", async () => {
    const { chatId } = await startChat("Start");
    const supplier = trpcClient(url, { token: supplierToken });
    const merchantView = subscribe<Message>(url, "chats.onMessage", { chatId, lastSeq: 1 }, { token: merchant.token });
    // The browser's EventSource cannot send headers: the token goes as tRPC connectionParams.
    const supplierView = subscribe<Message>(
      url,
      "chats.onMessage",
      { chatId, lastSeq: 1 },
      { token: supplierToken, tokenVia: "connectionParams" },
    );
    await Promise.all([merchantView.ready, supplierView.ready]);
    await supplier.chats.send.mutate({ chatId, body: "m2" });
    await trpcClient(url, { token: merchant.token }).chats.send.mutate({ chatId, body: "m3" });
    for (const view of [merchantView, supplierView]) {
      const got = await view.until((r) => r.length >= 2);
      expect(got.map((e) => [e.id, e.data.body])).toEqual([
        ["2", "m2"],
        ["3", "m3"],
      ]);
    }

    // The merchant's connection drops; messages arrive meanwhile, concurrently.
    merchantView.close();
    const lastSeen = merchantView.lastEventId as string;
    await Promise.all(["m4", "m5", "m6"].map((body) => supplier.chats.send.mutate({ chatId, body })));
    const resumed = subscribe<Message>(
      url,
      "chats.onMessage",
      { chatId },
      { token: merchant.token, lastEventId: lastSeen },
    );
    await resumed.ready;
    await supplier.chats.send.mutate({ chatId, body: "m7" });
    const after = await resumed.until((r) => r.length >= 4);
    expect(after.map((e) => e.data.seq)).toEqual([4, 5, 6, 7]);
    expect(after.map((e) => e.data.body).sort()).toEqual(["m4", "m5", "m6", "m7"]);
    await supplierView.until((r) => r.length >= 6);
    expect(supplierView.received.map((e) => e.data.seq)).toEqual([2, 3, 4, 5, 6, 7]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumed.received).toHaveLength(4);
    resumed.close();
    supplierView.close();
  });

  it("a long backlog is replayed whole, in order", async () => {
    const { chatId } = await startChat("Start of a long history");
    // 450 messages written straight into the database (as if sent while the view was closed).
    await sql(
      databaseUrl,
      `INSERT INTO chat_message (id, chat_id, seq, author_customer_id, author_organisation_id, body)
       SELECT 'chmsg_backlog_' || $1 || '_' || n, $1, n, m.author_customer_id, m.author_organisation_id, 'backlog ' || n
         FROM generate_series(2, 451) n, (SELECT * FROM chat_message WHERE chat_id = $1 AND seq = 1) m`,
      [chatId],
    );
    await sql(databaseUrl, "UPDATE chat SET last_seq = 451 WHERE id = $1", [chatId]);
    const view = subscribe<Message>(url, "chats.onMessage", { chatId, lastSeq: 0 }, { token: supplierToken });
    await view.ready;
    const got = await view.until((r) => r.length >= 451, 20_000);
    expect(got.map((e) => e.data.seq)).toEqual(Array.from({ length: 451 }, (_, i) => i + 1));
    await trpcClient(url, { token: merchant.token }).chats.send.mutate({ chatId, body: "And a live one" });
    await view.until((r) => r.length >= 452);
    expect(view.received.at(-1)?.data).toMatchObject({ seq: 452, body: "And a live one" });
    view.close();
  });

  it("a subscription without a cursor streams only what comes after it", async () => {
    const { chatId } = await startChat("Old");
    const view = subscribe<Message>(url, "chats.onMessage", { chatId }, { token: merchant.token });
    await view.ready;
    await trpcClient(url, { token: supplierToken }).chats.send.mutate({ chatId, body: "New" });
    const got = await view.until((r) => r.length >= 1);
    expect(got.map((e) => e.data.body)).toEqual(["New"]);
    view.close();
  });

  it("are written in tRPC's server-sent-event format, one message the same bytes on every stream", async () => {
    const { chatId } = await startChat("Format");
    const input = encodeURIComponent(JSON.stringify({ json: { chatId } }));
    const streams = await Promise.all(
      [merchant.token, supplierToken].map(async (token) => {
        const controller = new AbortController();
        const response = await fetch(`${url}/store/trpc/chats.onMessage?input=${input}`, {
          headers: { accept: "text/event-stream", authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        let text = "";
        const reading = (async () => {
          const decoder = new TextDecoder();
          try {
            for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
              text += decoder.decode(chunk, { stream: true });
            }
          } catch {
            // aborted below
          }
        })();
        return { response, controller, reading, text: () => text };
      }),
    );
    for (const { response } of streams) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/event-stream");
      expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
      expect(response.headers.get("x-accel-buffering")).toBe("no");
    }
    await eventually(async () => streams.every((s) => s.text().startsWith("event: connected\n")));
    // tRPC subscribes after "connected": send until both streams carry a message.
    await eventually(async () => {
      await trpcClient(url, { token: supplierToken }).chats.send.mutate({ chatId, body: "Über 10 €" });
      return streams.every((s) => s.text().includes("\nid: "));
    });
    const firstEvent = (text: string) =>
      text
        .split("\n\n")
        .map((block) => block.trim())
        .find((block) => block.includes("\nid: "));
    const [merchantEvent, supplierEvent] = streams.map((s) => firstEvent(s.text()) as string);
    expect(merchantEvent).toBe(supplierEvent);
    const [dataLine, idLine] = merchantEvent.split("\n");
    const message = superjson.deserialize<Message & { createdAt: Date }>(JSON.parse(dataLine.slice("data: ".length)));
    expect(idLine).toBe(`id: ${message.seq}`);
    expect(message.body).toBe("Über 10 €");
    expect(message.createdAt).toBeInstanceOf(Date);
    expect(streams[0].text()).toMatch(/^event: connected\ndata: \{"reconnectAfterInactivityMs":40000\}\n\n/);
    for (const stream of streams) {
      stream.controller.abort();
      await stream.reading;
    }
  });
});

describe("notifications", () => {
  it("a burst of messages sends one mail per recipient, in their language, never to the author", async () => {
    const client = trpcClient(url, { token: merchant.token });
    await client.settings.updatePersonal.mutate({
      orderChatEmail: true,
      productRequestChatEmail: true,
      language: "de",
    });
    const since = Date.now();
    const { chatId, order } = await startChat("Any news?");
    const supplier = trpcClient(url, { token: supplierToken });
    for (const body of ["Looking into it", "Found it", "Ships today"])
      await supplier.chats.send.mutate({ chatId, body });
    const mail = await waitForMail(mailDir, { to: merchant.email, subjectIncludes: order.number, since });
    expect(mail.subject).toBe(`Neue Nachrichten zu Bestellung ${order.number}`);
    expect(mail.text).toContain("Looking into it");
    expect(mail.text).toContain("Ships today");
    expect(mail.text).not.toContain("Any news?");
    expect(mail.text).toContain(`/a/chats/${chatId}`);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mailsTo(mailDir, merchant.email, since).filter((m) => m.subject.includes(order.number))).toHaveLength(1);
    // The supplier got the merchant's first message (one mail), in English.
    const toSupplier = await waitForMail(mailDir, { to: "supplier@demo.local", subjectIncludes: order.number, since });
    expect(toSupplier.subject).toBe(`New messages about order ${order.number}`);
    expect(toSupplier.text).toContain("Any news?");
    expect(toSupplier.text).not.toContain("Ships today");

    // With order chat mails switched off, nothing is sent.
    await client.settings.updatePersonal.mutate({
      orderChatEmail: false,
      productRequestChatEmail: true,
      language: "en",
    });
    const quietSince = Date.now();
    await supplier.chats.send.mutate({ chatId, body: "Tracking number follows" });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(mailsTo(mailDir, merchant.email, quietSince)).toHaveLength(0);
    await client.settings.updatePersonal.mutate({
      orderChatEmail: true,
      productRequestChatEmail: true,
      language: "en",
    });
  });

  it("Slack hears of new chats and of messages in a chat about a claim", async () => {
    const client = trpcClient(url, { token: merchant.token });
    await client.organisation.updateSlack.mutate({ url: `http://127.0.0.1:${slackPort}/services/T000/B000/CHAT` });
    const { chatId, order } = await startChat("Slack me");
    await eventually(async () => slackReceived.find((m) => m.text.includes(`New chat: ${merchant.name}`)) ?? null);
    const photo = await uploadFile(url, merchant.token, await testPng());
    const claim = await client.claims.create.mutate({
      orderId: order.id,
      type: "lost",
      description: "Lost",
      files: [{ id: photo.id }],
    });
    const claimChat = await client.chats.create.mutate({
      subjectType: "order",
      subjectId: order.id,
      receiverOrganisationId: supplierOrganisationId,
      claimId: claim.id,
      body: "About the claim",
    });
    const count = slackReceived.length;
    await trpcClient(url, { token: supplierToken }).chats.send.mutate({ chatId: claimChat.chatId, body: "On it" });
    await eventually(
      async () => slackReceived.slice(count).find((m) => m.text.includes("New message about the claim")) ?? null,
    );
    // A plain message in a chat without a claim is no Slack notice.
    const before = slackReceived.length;
    await trpcClient(url, { token: supplierToken }).chats.send.mutate({ chatId, body: "Plain" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(slackReceived.slice(before).filter((m) => m.text.includes("Plain"))).toEqual([]);
  });
});
