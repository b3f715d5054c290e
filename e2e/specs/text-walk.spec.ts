import { signIn as apiSignIn, DEMO_PASSWORD, trpcClient } from "@platform/testing";
import { merchantWithOrder } from "../support/flows";
import { expect, test } from "../support/test";
import { expectAppWording } from "../support/text-walk";

// The merchants' side of the demo (the staff's side: text-walk-staff.spec.ts, so the two run in
// parallel workers): every screen in English and German, read for what a person should not see
// (support/text-rules.ts).
const LOGINS = ["customer@demo.local", "agency@demo.local", "waitlist@demo.local", "disabled@demo.local"];

for (const login of LOGINS) {
  test(`what ${login} reads is the app's wording, in English and German`, async ({ browser }, testInfo) => {
    test.setTimeout(600_000);
    await expectAppWording(browser, { login }, testInfo);
  });
}

test("what a merchant reads about a shop's order is the app's wording, in English and German", async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  // The suite's demo has no connected shop (the fake Shopify is the suite's): a merchant of its own.
  const merchant = await merchantWithOrder("walk");
  await expectAppWording(
    browser,
    { login: merchant.email, password: merchant.password, areas: ["/a/orders", "/a/shops"] },
    testInfo,
  );
});

test("what the merchant, support and the producer read about a product request is the app's wording", async ({
  browser,
}, testInfo) => {
  test.setTimeout(480_000);
  // The suite's demo merchant has no shop (the fake Shopify is the suite's), so no product request:
  // a merchant of its own files one, support asks the demo supplier to produce it and accepts it,
  // and the merchant writes to the producer about it.
  const baseUrl = process.env.E2E_BASE_URL as string;
  const merchant = await merchantWithOrder("walk-request");
  const client = trpcClient(baseUrl, { token: merchant.token });
  const [shop] = (await client.shops.list.query()).items;
  const { id: requestId } = await client.productRequests.create.mutate({
    shopId: shop?.id as string,
    productName: "Enamel Camping Mug",
    producerName: "Jiangsu Enamelware",
    description: "350 ml, white with a blue rim, logo on the side.",
    brandService: true,
    bulkOrderOffer: true,
    bulkAmount: 2500,
    importMethod: "train",
  });
  const support = trpcClient(baseUrl, { token: await apiSignIn(baseUrl, "support@demo.local", DEMO_PASSWORD) });
  const supplierToken = await apiSignIn(baseUrl, "supplier@demo.local", DEMO_PASSWORD);
  const supplier = await trpcClient(baseUrl, { token: supplierToken }).organisation.get.query();
  await support.productRequests.assignProducer.mutate({ requestId, producerOrganisationId: supplier.id });
  await support.productRequests.move.mutate({ requestId, status: "accepted" });
  await client.chats.create.mutate({
    subjectType: "product_request",
    subjectId: requestId,
    receiverOrganisationId: supplier.id,
    body: "Can the rim be red instead?",
  });

  const areas = ["/a/product-requests"];
  for (const walker of [
    { login: merchant.email, password: merchant.password, areas },
    { login: "support@demo.local", areas },
    { login: "supplier@demo.local", areas },
  ]) {
    const routes = await expectAppWording(browser, walker, testInfo);
    // Each login read a request's detail page, in both languages.
    expect(
      routes.filter((route) => /^\/a\/product-requests\/preq_/.test(route)),
      walker.login,
    ).toHaveLength(2);
  }
});
