import { randomUUID } from "node:crypto";
import {
  adminSignIn,
  signIn as apiSignIn,
  DEMO_PASSWORD,
  eventually,
  http,
  installApp,
  ShopifyFakeClient,
  trpcClient,
} from "@platform/testing";
import { freshSignUp, signedIn, toast } from "../support/flows";
import { type Browser, expect, type Page, test } from "../support/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;
const fake = () => new ShopifyFakeClient(process.env.E2E_SHOPIFY_URL as string);

async function pageFor(browser: Browser, email: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedIn(page, email, password);
  return page;
}

/** An approved merchant with a connected shop, made through the API. */
async function merchantWithShop(prefix: string) {
  const account = await freshSignUp(prefix, { approved: true });
  const token = await apiSignIn(baseUrl(), account.email, account.password);
  const shop = `${prefix}-${randomUUID().slice(0, 8)}.myshopify.com`;
  const install = await installApp(baseUrl(), fake(), shop);
  const { id: shopId } = await trpcClient(baseUrl(), { token }).shops.connect.mutate({
    installToken: install.installToken as string,
  });
  return { ...account, token, shop, shopId };
}

test("support edits a product's customs data and a variant's barcode and dimensions, as Medusa's admin API then says", async ({
  page,
}) => {
  const adminToken = await adminSignIn(baseUrl(), "support@demo.local", DEMO_PASSWORD);
  const title = `E2E Lamp ${randomUUID().slice(0, 6)}`;
  const created = await http<{ product: { id: string } }>(`${baseUrl()}/admin/products`, {
    method: "POST",
    token: adminToken,
    body: {
      title,
      options: [{ title: "Size" }],
      variants: [{ title: "One size", prices: [{ currency_code: "eur", amount: 1000 }], options: [{ value: "One" }] }],
    },
  });
  expect(created.status).toBe(200);
  const product = created.body.product;

  await signedIn(page, "support@demo.local");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Products" }).click();
  await page.getByRole("searchbox", { name: "Search products" }).fill(title);
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/a/products/${product.id}`));
  // Product edit uses support's Medusa admin identity: the password opens it.
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Open" }).click();
  await page.getByLabel("HS code").fill("940540");
  await page.getByLabel("MID code").fill("CNSHE123SHE");
  await page.getByLabel("Origin country (ISO code)").fill("cn");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Saved.")).toBeVisible();

  await page.getByRole("tab", { name: "Variants" }).click();
  const variant = page.getByTestId("variant-form");
  await variant.getByLabel("Barcode").fill("4006381333986");
  await variant.getByLabel("Length (mm)").fill("300");
  await variant.getByLabel("Width (mm)").fill("200");
  await variant.getByLabel("Height (mm)").fill("450");
  await variant.getByRole("button", { name: "Save variant" }).click();
  await expect(toast(page, "Saved.")).toHaveCount(1);

  await page.reload();
  await expect(page.getByTestId("variant-form").getByLabel("Barcode")).toHaveValue("4006381333986");
  await expect(page.getByTestId("variant-form").getByLabel("Height (mm)")).toHaveValue("450");
  await page.getByRole("tab", { name: "Catalogue data" }).click();
  await expect(page.getByLabel("HS code")).toHaveValue("940540");
  await expect(page.getByLabel("Origin country (ISO code)")).toHaveValue("CN");

  const saved = await http<{
    product: { hs_code: string; mid_code: string; origin_country: string; variants: Array<Record<string, unknown>> };
  }>(`${baseUrl()}/admin/products/${product.id}`, { token: adminToken });
  expect(saved.body.product).toMatchObject({ hs_code: "940540", mid_code: "CNSHE123SHE", origin_country: "CN" });
  expect(saved.body.product.variants[0]).toMatchObject({
    barcode: "4006381333986",
    length: 300,
    width: 200,
    height: 450,
  });
});

test("a merchant links a shop product and the order that needed linking becomes routable", async ({ page }) => {
  const merchant = await merchantWithShop("e2e-link");
  const client = trpcClient(baseUrl(), { token: merchant.token });
  const [mugProduct] = (await client.products.list.query({ search: "MUG-BLK" })).items;
  const overview = await client.products.overview.query({ productId: mugProduct?.id as string });
  const mug = { id: overview.variants.find((v) => v.sku === "MUG-BLK")?.id, product_id: mugProduct?.id };
  // The merchant's own shelf holds black mugs (support's setup, through the API).
  const support = trpcClient(baseUrl(), { token: await apiSignIn(baseUrl(), "support@demo.local", DEMO_PASSWORD) });
  const shelf = `Shelf ${randomUUID().slice(0, 6)}`;
  const location = await support.locations.create.mutate({
    name: shelf,
    type: "customer",
    status: "active",
    countryCode: "DE",
    organisationId: merchant.organisationId,
  });
  await support.locations.adjustStock.mutate({
    organisationId: merchant.organisationId,
    locationId: location.id,
    variantId: mug?.id as string,
    onHand: 5,
  });
  await client.locations.setPriorities.mutate({ country: "*", priorities: [{ locationId: location.id, priority: 1 }] });
  const shopMug = await fake().createProduct(merchant.shop, {
    title: "Midnight Mug",
    variants: [{ sku: "MIDNIGHT-1", title: "Black", price: "14.90" }],
  });
  const { order } = await fake().createOrder(merchant.shop, {
    lines: [
      { sku: "MIDNIGHT-1", title: "Midnight Mug", quantity: 1, price: "14.90", variantId: shopMug.variants[0]?.id },
    ],
  });
  const stored = await eventually(async () =>
    (await client.orders.list.query({})).items.find((candidate) => candidate.number === order.name),
  );

  await signedIn(page, merchant.email, merchant.password);
  await page.goto(`/a/orders/${stored.id}`);
  await expect(page.getByTestId("order-routing")).toContainText("No location can ship this order");

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "Ceramic Coffee Mug" }).click();
  await expect(page).toHaveURL(new RegExp(`/a/product-overview/${mug?.product_id}`));
  const linking = page.getByTestId("linking-panel");
  await linking.getByLabel("Shop", { exact: true }).selectOption({ index: 1 });
  await linking.getByLabel("Platform variant").selectOption({ label: "Black (MUG-BLK)" });
  await linking.getByLabel("Search the shop's products").fill("midnight");
  await linking.getByRole("button", { name: "Search" }).click();
  await linking.getByTestId("shop-product-hits").getByRole("button", { name: "Link" }).click();
  await expect(linking.getByTestId("link-notice")).toHaveText("Linked. 1 order that needed linking was matched again.");
  await expect(linking.getByTestId("link-row").filter({ hasText: "Midnight Mug – Black" })).toHaveCount(1);

  await page.goto(`/a/orders/${stored.id}`);
  await expect(page.getByTestId("order-routing")).toContainText(`${shelf}: priority 1`);
});

test("a merchant files a request with a bulk order offer by train and the producer answers in its chat", async ({
  page,
  browser,
}) => {
  const merchant = await merchantWithShop("e2e-request");
  await fake().createProduct(merchant.shop, { title: "Walnut Desk Tidy", variants: [{ sku: "TIDY-1" }] });
  await signedIn(page, merchant.email, merchant.password);
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Product request" })
    .click();
  await page.getByRole("link", { name: "New product request" }).click();

  // Nothing filled: each field says what is missing.
  await page.getByRole("button", { name: "Submit request" }).click();
  await expect(page.getByText("Choose one of your shops.")).toBeVisible();
  await expect(page.getByText("Enter the product name.")).toBeVisible();

  await page.getByLabel("Shop", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Search the shop's products").fill("walnut");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByTestId("shop-product-hits").getByRole("button", { name: "Choose" }).click();
  await expect(page.getByTestId("chosen-shop-product")).toContainText("Walnut Desk Tidy");
  await page.getByLabel("Product name").fill("Walnut Desk Tidy Pro");
  await page.getByLabel("Producer name").fill("Bavarian Woodworks");
  await page.getByLabel("Description").fill("Oiled walnut, three compartments, engraved logo.");
  await page.getByLabel("Bulk order offer").check();
  await page.getByLabel("Amount needed").fill("400");
  await page.getByLabel("Import method").selectOption({ label: "By train (45–55 days)" });
  await page.getByLabel("Colour box needed").check();
  await page.getByRole("button", { name: "Submit request" }).click();
  await expect(page).toHaveURL(/\/a\/product-requests\/preq_/);
  await expect(page.getByTestId("request-status")).toHaveText("Pending");
  await expect(page.getByTestId("request-services")).toContainText(
    "Bulk order offer — Amount needed: 400, By train (45–55 days)",
  );
  const requestId = page.url().split("/").pop() as string;

  // Support assigns the demo supplier as producer (its own screen is tested elsewhere: here, the API).
  const supportToken = await apiSignIn(baseUrl(), "support@demo.local", DEMO_PASSWORD);
  const supplierToken = await apiSignIn(baseUrl(), "supplier@demo.local", DEMO_PASSWORD);
  const supplierId = (await trpcClient(baseUrl(), { token: supplierToken }).organisation.get.query()).id;
  await trpcClient(baseUrl(), { token: supportToken }).productRequests.assignProducer.mutate({
    requestId,
    producerOrganisationId: supplierId,
  });

  await page.reload();
  const chats = page.getByTestId("request-chats");
  await chats.getByLabel("Receiver").selectOption({ label: "Shenzhen Packaging Co." });
  await chats.getByLabel("Message").fill("Can you deliver 400 by train?");
  await chats.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/a\/chats\//);
  const chatUrl = new URL(page.url()).pathname;

  const supplier = await pageFor(browser, "supplier@demo.local");
  await supplier.goto(`/a/product-requests/${requestId}`);
  await expect(supplier.getByRole("heading", { name: "Walnut Desk Tidy Pro" })).toBeVisible();
  await supplier.getByTestId("request-chats").getByRole("link", { name: merchant.organisationName }).click();
  const composer = supplier.getByLabel("Message");
  await composer.fill("Yes — 50 days by train, colour boxes included.");
  await composer.press("Enter");

  await page.goto(chatUrl);
  await expect(page.getByTestId("chat-message-body")).toHaveText([
    "Can you deliver 400 by train?",
    "Yes — 50 days by train, colour boxes included.",
  ]);
});

test("linking the shop's item frees the order that needed linking: it leaves the list and is routed", async ({
  page,
}) => {
  const merchant = await merchantWithShop("e2e-rematch");
  const client = trpcClient(baseUrl(), { token: merchant.token });
  const [mugProduct] = (await client.products.list.query({ search: "MUG-BLK" })).items;
  const overview = await client.products.overview.query({ productId: mugProduct?.id as string });
  const support = trpcClient(baseUrl(), { token: await apiSignIn(baseUrl(), "support@demo.local", DEMO_PASSWORD) });
  const shelf = `Shelf ${randomUUID().slice(0, 6)}`;
  const location = await support.locations.create.mutate({
    name: shelf,
    type: "customer",
    status: "active",
    countryCode: "DE",
    organisationId: merchant.organisationId,
  });
  await support.locations.adjustStock.mutate({
    organisationId: merchant.organisationId,
    locationId: location.id,
    variantId: overview.variants.find((v) => v.sku === "MUG-BLK")?.id as string,
    onHand: 5,
  });
  await client.locations.setPriorities.mutate({ country: "*", priorities: [{ locationId: location.id, priority: 1 }] });
  // The shop's Soy Candle, sent as Shopify sends it (with the shop's variant id), which no platform product has.
  const { order } = await fake().createOrder(merchant.shop, {
    lines: [{ sku: "CANDLE-SOY", title: "Soy Candle", quantity: 2, price: "14.50" }],
  });
  const stored = await eventually(async () =>
    (await client.orders.list.query({})).items.find((candidate) => candidate.number === order.name),
  );

  await signedIn(page, merchant.email, merchant.password);
  await page.goto("/a/orders");
  await page.getByLabel("Only orders that need linking").check();
  const row = page.getByTestId("order-row").filter({ hasText: order.name });
  await expect(row).toContainText("Needs linking");

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "Ceramic Coffee Mug" }).click();
  const linking = page.getByTestId("linking-panel");
  await linking.getByLabel("Shop", { exact: true }).selectOption({ index: 1 });
  await linking.getByLabel("Platform variant").selectOption({ label: "Black (MUG-BLK)" });
  await linking.getByLabel("Search the shop's products").fill("Soy Candle");
  await linking.getByRole("button", { name: "Search" }).click();
  await linking.getByTestId("shop-product-hits").getByRole("button", { name: "Link" }).click();
  await expect(linking.getByTestId("link-notice")).toHaveText("Linked. 1 order that needed linking was matched again.");

  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Orders", exact: true })
    .click();
  await page.getByLabel("Only orders that need linking").check();
  await expect(page.getByTestId("order-row").filter({ hasText: order.name })).toHaveCount(0);
  await page.goto(`/a/orders/${stored.id}`);
  await expect(page.getByTestId("order-routing")).toContainText(`${shelf}: priority 1`);
});
