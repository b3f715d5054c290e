// Product requests on real PostgreSQL: create with the shop's product and services, the spec's
// messages, the 5-image rule with nothing stored, the status flow with who and when, the producer's
// view and the product-request chat.
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  declaredAs,
  installApp,
  ShopifyFakeClient,
  signIn,
  sql,
  testPdf,
  testPng,
  trpcClient,
  uniqueShopDomain,
  uploadFile,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let supportToken: string;
let supplierToken: string;
let supplierOrganisationId: string;
let shopId: string;
let domain: string;

const requestCount = async () =>
  (
    await sql<{ n: number }>(databaseUrl, "SELECT count(*)::int AS n FROM product_request WHERE organisation_id = $1", [
      merchant.organisationId,
    ])
  )[0]?.n;

const base = () => ({
  shopId,
  productName: "Stoneware Bowl",
  producerName: "Jingdezhen Ceramics",
  description: "24 cm, matt white",
});

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  supplierToken = await signIn(url, "supplier@demo.local", DEMO_PASSWORD);
  supplierOrganisationId = (await trpcClient(url, { token: supplierToken }).organisation.get.query()).id;
  merchant = await activeMerchant(url, supportToken, "Requests Merchant");
  domain = uniqueShopDomain("requests");
  const install = await installApp(url, fake, domain);
  shopId = (
    await trpcClient(url, { token: merchant.token }).shops.connect.mutate({
      installToken: install.installToken as string,
    })
  ).id;
});

describe("creating a product request", () => {
  it("finds the shop's products through the Shopify API and files the request with its services and files", async () => {
    const lamp = await fake.createProduct(domain, {
      title: "Rattan Pendant Lamp",
      variants: [{ sku: "LAMP-RAT", title: "Natural", price: "59.00" }],
    });
    const client = trpcClient(url, { token: merchant.token });
    const hits = await client.products.shopProducts.query({ shopId, search: "rattan" });
    expect(hits).toEqual([
      expect.objectContaining({
        productId: String(lamp.id),
        variantId: String(lamp.variants[0]?.id),
        title: "Rattan Pendant Lamp",
        sku: "LAMP-RAT",
        linkedVariantId: null,
      }),
    ]);
    const photo = await uploadFile(url, merchant.token, await testPng("lamp.png"));
    const sheet = await uploadFile(url, merchant.token, testPdf("spec-sheet.pdf"));
    const created = await client.productRequests.create.mutate({
      ...base(),
      productName: "Rattan Pendant Lamp XL",
      shopProduct: {
        productId: hits[0]?.productId as string,
        variantId: hits[0]?.variantId,
        title: "Rattan Pendant Lamp",
      },
      files: [{ id: photo.id }, { id: sheet.id }],
      bulkOrderOffer: true,
      bulkAmount: 800,
      importMethod: "train",
      colourBox: true,
    });
    expect(created).toMatchObject({
      status: "pending",
      productName: "Rattan Pendant Lamp XL",
      shopProduct: { productId: String(lamp.id), title: "Rattan Pendant Lamp" },
      services: { bulkOrderOffer: true, bulkAmount: 800, importMethod: "train", colourBox: true, brandService: false },
    });
    expect(created.files.map((file) => file.name)).toEqual(["lamp.png", "spec-sheet.pdf"]);
    expect(created.history).toEqual([expect.objectContaining({ type: "created", to: "pending", actor: "Test Owner" })]);
    const draft = await client.productRequests.create.mutate({ ...base(), submit: false });
    expect(draft.status).toBe("draft");
  });

  it("answers missing fields and a bulk offer without amount or method with field messages, storing nothing", async () => {
    const client = trpcClient(url, { token: merchant.token, locale: "de" });
    const before = await requestCount();
    const error = await apiError(
      client.productRequests.create.mutate({
        shopId,
        productName: " ",
        producerName: "",
        description: "x",
        bulkOrderOffer: true,
      }),
    );
    expect(error.data.fieldErrors).toMatchObject({
      productName: ["products:errors.productNameRequired"],
      producerName: ["products:errors.producerNameRequired"],
      bulkAmount: ["products:errors.bulkAmountRequired"],
      importMethod: ["products:errors.bulkMethodRequired"],
    });
    expect(await requestCount()).toBe(before);
  });

  it("refuses a sixth image with the spec's message, even when the client calls them PDFs, and stores nothing", async () => {
    const images = [];
    for (let i = 1; i <= 6; i++) images.push(await uploadFile(url, merchant.token, await testPng(`p${i}.png`, 32)));
    const before = await requestCount();
    const client = trpcClient(url, { token: merchant.token });
    const honest = await apiError(
      client.productRequests.create.mutate({
        ...base(),
        files: images.map((f) => ({ id: f.id })),
      }),
    );
    expect(honest.data.fieldErrors?.files).toEqual(["uploads:errors.tooManyImages"]);
    const lying = await apiError(
      client.productRequests.create.mutate({
        ...base(),
        files: declaredAs(images, "application/pdf"),
      }),
    );
    expect(lying.message).toBe("You can only upload a maximum of 5 images");
    expect(await requestCount()).toBe(before);
    const [{ attached }] = (await sql<{ attached: number }>(
      databaseUrl,
      "SELECT count(*)::int AS attached FROM upload WHERE id = ANY($1) AND subject_id IS NOT NULL",
      [images.map((f) => f.id)],
    )) as [{ attached: number }];
    expect(attached).toBe(0);
  });

  it("is refused for another organisation's shop with the spec's failure message in English and German", async () => {
    const other = await activeMerchant(url, supportToken, "Requests Other");
    const error = await apiError(trpcClient(url, { token: other.token }).productRequests.create.mutate(base()));
    expect(error.data.fieldErrors?.shopId).toEqual(["products:errors.shopRequired"]);
    // A failure that is not the caller's reads as the spec's message.
    const broken = await apiError(
      trpcClient(url, { token: merchant.token, locale: "de" }).productRequests.create.mutate({
        ...base(),
        files: [{ id: "upl_does_not_exist" }],
      }),
    );
    expect(broken.data.fieldErrors?.files).toEqual(["uploads:errors.notYours"]);
  });
});

describe("the request's flow", () => {
  it("moves pending → accepted (draft Medusa product) → published (linked to the shop product), each with who and when", async () => {
    const lamp = await fake.createProduct(domain, {
      title: "Oak Side Table",
      variants: [{ sku: "OAK-T", title: "Default Title" }],
    });
    const merchantClient = trpcClient(url, { token: merchant.token });
    const support = trpcClient(url, { token: supportToken });
    const request = await merchantClient.productRequests.create.mutate({
      ...base(),
      productName: "Oak Side Table",
      shopProduct: { productId: String(lamp.id), variantId: String(lamp.variants[0]?.id), title: "Oak Side Table" },
    });
    const noProducer = await apiError(
      support.productRequests.move.mutate({ requestId: request.id, status: "accepted" }),
    );
    expect(noProducer.data.i18nKey).toBe("products:errors.producerRequired");
    const merchantAccepts = await apiError(
      merchantClient.productRequests.move.mutate({ requestId: request.id, status: "accepted" }),
    );
    expect(merchantAccepts.data.i18nKey).toBe("products:errors.transitionNotAllowed");

    await support.productRequests.assignProducer.mutate({
      requestId: request.id,
      producerOrganisationId: supplierOrganisationId,
    });
    const accepted = await support.productRequests.move.mutate({ requestId: request.id, status: "accepted" });
    expect(accepted.status).toBe("accepted");
    expect(accepted.product).toMatchObject({ title: "Oak Side Table", status: "draft" });
    const productId = accepted.product?.id as string;
    const [supplied] = await sql(
      databaseUrl,
      "SELECT 1 FROM product_supplier WHERE product_id = $1 AND organisation_id = $2",
      [productId, supplierOrganisationId],
    );
    expect(supplied).toBeTruthy();

    const published = await support.productRequests.move.mutate({ requestId: request.id, status: "published" });
    expect(published.product?.status).toBe("published");
    const links = await merchantClient.products.links.query({ productId });
    expect(links).toEqual([
      expect.objectContaining({
        shopId,
        shopifyVariantId: String(lamp.variants[0]?.id),
        shopProductTitle: "Oak Side Table",
      }),
    ]);
    expect(published.history.map((event) => [event.type, event.from, event.to])).toEqual([
      ["created", null, "pending"],
      ["producer_assigned", null, null],
      ["status_changed", "pending", "accepted"],
      ["status_changed", "accepted", "published"],
    ]);
    expect(published.history[3]?.actor).toBe("Sam Support");
    const again = await apiError(support.productRequests.move.mutate({ requestId: request.id, status: "n/a" }));
    expect(again.data.i18nKey).toBe("products:errors.transitionNotAllowed");
  });

  it("lets the merchant submit a draft and withdraw it, and support decline", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const draft = await client.productRequests.create.mutate({ ...base(), submit: false });
    expect((await client.productRequests.move.mutate({ requestId: draft.id, status: "pending" })).status).toBe(
      "pending",
    );
    const declined = await trpcClient(url, { token: supportToken }).productRequests.move.mutate({
      requestId: draft.id,
      status: "not_accepted",
    });
    expect(declined.status).toBe("not_accepted");
    const other = await client.productRequests.create.mutate({ ...base(), submit: false });
    expect((await client.productRequests.move.mutate({ requestId: other.id, status: "n/a" })).status).toBe("n/a");
  });

  it("lists with filters by status, shop and date and a search", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const all = await client.productRequests.list.query({});
    expect(all.total).toBeGreaterThanOrEqual(5);
    const drafts = await client.productRequests.list.query({ status: "draft" });
    expect(drafts.items.every((r) => r.status === "draft")).toBe(true);
    expect((await client.productRequests.list.query({ search: "oak side" })).items.map((r) => r.productName)).toEqual([
      "Oak Side Table",
    ]);
    expect((await client.productRequests.list.query({ shopId: "shop_nope" })).total).toBe(0);
    expect((await client.productRequests.list.query({ from: "2000-01-01", to: "2000-01-02" })).total).toBe(0);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
    expect((await client.productRequests.list.query({ from: today, to: today })).total).toBe(all.total);
  });
});

describe("producers and the product-request chat", () => {
  it("a producer sees only requests assigned to it and answers in the request's chat", async () => {
    const merchantClient = trpcClient(url, { token: merchant.token });
    const supplier = trpcClient(url, { token: supplierToken });
    const assigned = await merchantClient.productRequests.create.mutate({ ...base(), productName: "Assigned Bowl" });
    const unassigned = await merchantClient.productRequests.create.mutate({
      ...base(),
      productName: "Unassigned Bowl",
    });
    const noReceiver = await merchantClient.chats.receivers.query({
      subjectType: "product_request",
      subjectId: assigned.id,
    });
    expect(noReceiver.map((org) => org.type)).toEqual(["platform"]);
    await trpcClient(url, { token: supportToken }).productRequests.assignProducer.mutate({
      requestId: assigned.id,
      producerOrganisationId: supplierOrganisationId,
    });

    const seen = await supplier.productRequests.list.query({});
    expect(seen.items.map((r) => r.id)).toContain(assigned.id);
    expect(seen.items.map((r) => r.id)).not.toContain(unassigned.id);
    expect((await supplier.productRequests.get.query({ requestId: assigned.id })).productName).toBe("Assigned Bowl");
    expect((await apiError(supplier.productRequests.get.query({ requestId: unassigned.id }))).data.code).toBe(
      "NOT_FOUND",
    );
    expect(
      (await apiError(supplier.productRequests.move.mutate({ requestId: assigned.id, status: "accepted" }))).data.code,
    ).toBe("NOT_FOUND");

    const chat = await merchantClient.chats.create.mutate({
      subjectType: "product_request",
      subjectId: assigned.id,
      receiverOrganisationId: supplierOrganisationId,
      body: "Can you do 500 by train?",
    });
    const notAssigned = await apiError(
      merchantClient.chats.create.mutate({
        subjectType: "product_request",
        subjectId: unassigned.id,
        receiverOrganisationId: supplierOrganisationId,
        body: "Hello?",
      }),
    );
    expect(notAssigned.data.fieldErrors?.receiverOrganisationId).toEqual(["chats:errors.receiverNotAssigned"]);
    await supplier.chats.send.mutate({ chatId: chat.chatId, body: "Yes, 50 days." });
    const view = await merchantClient.chats.get.query({ chatId: chat.chatId });
    expect(view).toMatchObject({ subjectType: "product_request", title: "Assigned Bowl" });
    expect(view.availability).toBeTruthy();
    const messages = await merchantClient.chats.messages.query({ chatId: chat.chatId });
    expect(messages.items.map((m) => m.body)).toEqual(["Can you do 500 by train?", "Yes, 50 days."]);
  });
});
