// Chats scaled out: two backend instances on one database, with REDIS_URL. A message posted on
// one instance reaches live subscribers on the other through Redis pub/sub, and a subscriber
// that reconnects to the other instance resumes where it stopped.
import {
  activeMerchant,
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  signIn,
  subscribe,
  trpcClient,
  uniqueShopDomain,
} from "@platform/testing";
import { expect, inject, it } from "vitest";

const [first, second] = inject("backendUrls");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

type Message = { seq: number; body: string };

it("a message posted on one instance reaches subscribers on the other, both ways, and resumes across instances", async () => {
  const support = await signIn(first, "support@demo.local", DEMO_PASSWORD);
  const merchant = await activeMerchant(first, support, "Redis Chats");
  const supplierToken = await signIn(second, "supplier@demo.local", DEMO_PASSWORD);
  const supplierOrganisationId = (await trpcClient(second, { token: supplierToken }).organisation.get.query()).id;
  const domain = uniqueShopDomain("redis-chat");
  const install = await installApp(first, fake, domain);
  await trpcClient(first, { token: merchant.token }).shops.connect.mutate({
    installToken: install.installToken as string,
  });
  // A mug: a product the demo supplier supplies (the supplier takes part only in such orders' chats).
  const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
  const stored = await eventually(
    async () =>
      (await trpcClient(first, { token: merchant.token }).orders.list.query({})).items.find(
        (o) => o.number === order.name,
      ),
    30_000,
  );
  const { chatId } = await trpcClient(first, { token: merchant.token }).chats.create.mutate({
    subjectType: "order",
    subjectId: stored.id,
    receiverOrganisationId: supplierOrganisationId,
    body: "Posted on the first instance",
  });

  // The merchant listens on the first instance, the supplier on the second.
  const onFirst = subscribe<Message>(first, "chats.onMessage", { chatId, lastSeq: 1 }, { token: merchant.token });
  const onSecond = subscribe<Message>(second, "chats.onMessage", { chatId, lastSeq: 1 }, { token: supplierToken });
  await Promise.all([onFirst.ready, onSecond.ready]);

  await trpcClient(second, { token: supplierToken }).chats.send.mutate({ chatId, body: "From the second" });
  await trpcClient(first, { token: merchant.token }).chats.send.mutate({ chatId, body: "From the first" });
  for (const view of [onFirst, onSecond]) {
    await view.until((r) => r.length >= 2);
    expect(view.received.map((e) => [e.data.seq, e.data.body])).toEqual([
      [2, "From the second"],
      [3, "From the first"],
    ]);
  }

  // The merchant's connection to the first instance drops; they come back on the second.
  onFirst.close();
  await trpcClient(second, { token: supplierToken }).chats.send.mutate({ chatId, body: "While away" });
  const back = subscribe<Message>(
    second,
    "chats.onMessage",
    { chatId },
    { token: merchant.token, lastEventId: onFirst.lastEventId as string },
  );
  await back.ready;
  await trpcClient(first, { token: supplierToken }).chats.send.mutate({ chatId, body: "After return" });
  await back.until((r) => r.length >= 2);
  expect(back.received.map((e) => [e.data.seq, e.data.body])).toEqual([
    [4, "While away"],
    [5, "After return"],
  ]);
  await onSecond.until((r) => r.length >= 4);
  expect(onSecond.received.map((e) => e.data.seq)).toEqual([2, 3, 4, 5]);
  back.close();
  onSecond.close();
});
