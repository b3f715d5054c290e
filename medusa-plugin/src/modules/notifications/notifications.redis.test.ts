// Notifications scaled out: two backend instances on one database, with REDIS_URL. A notification
// written on one instance reaches its recipient's live stream on the other through Redis pub/sub,
// and nobody else's.
import {
  activeMerchant,
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  signIn,
  subscribe,
  trpcClient,
} from "@platform/testing";
import { expect, inject, it } from "vitest";

const [first, second] = inject("backendUrls");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

type Notification = { kind: string; subjectId: string };

it("a chat message on one instance notifies the other side's member connected to the other instance", async () => {
  const support = await signIn(first, "support@demo.local", DEMO_PASSWORD);
  const merchant = await activeMerchant(first, support, "Redis Notify");
  const bystander = await activeMerchant(first, support, "Redis Bystander");
  const supplierToken = await signIn(second, "supplier@demo.local", DEMO_PASSWORD);
  const supplierOrganisationId = (await trpcClient(second, { token: supplierToken }).organisation.get.query()).id;
  const domain = `redis-notify-${Date.now()}.myshopify.com`;
  const install = await installApp(first, fake, domain);
  await trpcClient(first, { token: merchant.token }).shops.connect.mutate({
    installToken: install.installToken as string,
  });
  const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
  const stored = await eventually(
    async () =>
      (await trpcClient(first, { token: merchant.token }).orders.list.query({})).items.find(
        (o) => o.number === order.name,
      ),
    30_000,
  );

  // The supplier listens on the second instance, an unrelated merchant on the first.
  const supplierStream = subscribe<Notification>(second, "notifications.live", undefined, { token: supplierToken });
  const bystanderStream = subscribe<Notification>(first, "notifications.live", undefined, { token: bystander.token });
  await Promise.all([supplierStream.ready, bystanderStream.ready]);

  const { chatId } = await trpcClient(first, { token: merchant.token }).chats.create.mutate({
    subjectType: "order",
    subjectId: stored.id,
    receiverOrganisationId: supplierOrganisationId,
    body: "Written on the first instance",
  });
  const received = await supplierStream.until((events) => events.some((event) => event.data.subjectId === chatId));
  expect(received.find((event) => event.data.subjectId === chatId)?.data.kind).toBe("chat_message");
  expect(bystanderStream.received).toEqual([]);
  supplierStream.close();
  bystanderStream.close();
});
