import { eventually, ShopifyFakeClient, testPng, trpcClient } from "@platform/testing";
import { merchantWithOrder, signedIn, toast } from "../support/flows";
import { expect, type Page, test } from "../support/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

const address = {
  firstName: "Zora",
  lastName: "Zeta",
  address1: "Hauptstraße 5",
  city: "Leipzig",
  postalCode: "04109",
  countryCode: "DE",
};

/** A manual order beside the merchant's shop order, made through the API. */
async function manualOrder(token: string, shopId: string) {
  const client = trpcClient(baseUrl(), { token });
  const [variant] = await client.orders.variantOptions.query({ search: "Mug" });
  return await client.orders.create.mutate({
    shopId,
    shippingAddress: address,
    items: [{ variantId: variant?.id as string, quantity: 2 }],
  });
}

const ordersLink = (page: Page) =>
  page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Orders", exact: true });

test("a merchant filters the orders, opens one and creates a claim, seeing each message first", async ({ page }) => {
  const merchant = await merchantWithOrder("orders-claim");
  const shops = await trpcClient(baseUrl(), { token: merchant.token }).shops.list.query();
  await manualOrder(merchant.token, shops.items[0]?.id as string);

  await signedIn(page, merchant.email, merchant.password);
  await ordersLink(page).click();
  await expect(page.getByTestId("order-row")).toHaveCount(2);

  // Filters live in the URL: searching and a payment status narrow the list, a reload keeps them.
  await page.getByLabel("Search by number or customer").fill("Zeta");
  await page.getByLabel("Search by number or customer").press("Enter");
  await expect(page).toHaveURL(/search=Zeta/);
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await expect(page.getByTestId("order-row")).toContainText("Zora Zeta");
  await page.getByLabel("Search by number or customer").fill("");
  await page.getByLabel("Search by number or customer").press("Enter");
  await page.getByLabel("Payment status").selectOption("captured");
  await expect(page).toHaveURL(/paymentStatus=captured/);
  await page.reload();
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await expect(page.getByLabel("Payment status")).toHaveValue("captured");

  await page.getByRole("link", { name: merchant.orderNumber }).click();
  await expect(page.getByRole("heading", { name: `Order ${merchant.orderNumber}` })).toBeVisible();
  for (const section of ["Order summary", "Shipping information", "Packaging", "Fulfilment", "Claims", "History"]) {
    await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId("order-item")).toContainText("MUG-WHT");
  // Routing explains itself: this new merchant has set no location priorities yet.
  await expect(page.getByTestId("order-routing")).toBeVisible();
  await expect(page.getByTestId("history-entry").first()).toContainText("Order received from");

  // Create Claim: every message of spec §5 before it goes through.
  await page.getByRole("button", { name: "Create claim" }).click();
  const dialog = page.getByRole("dialog", { name: "Create claim" });
  await dialog.getByRole("button", { name: "Create claim" }).click();
  await expect(dialog.getByText("Select a claim type!")).toBeVisible();
  await expect(dialog.getByText("Add a description!")).toBeVisible();
  await expect(dialog.getByText("Add at least one file!")).toBeVisible();
  const images = await Promise.all(Array.from({ length: 6 }, (_, i) => testPng(`photo-${i + 1}.png`, 64)));
  await dialog
    .getByLabel("Files")
    .setInputFiles(images.map((image) => ({ name: image.name, mimeType: image.mimeType, buffer: image.content })));
  await expect(dialog.getByText("You can only upload a maximum of 5 images")).toBeVisible();
  await dialog.getByLabel("Claim type").selectOption("refund");
  await dialog.getByLabel("Description").fill("Two mugs arrived broken.");
  const one = images[0] as (typeof images)[number];
  await dialog.getByLabel("Files").setInputFiles({ name: one.name, mimeType: one.mimeType, buffer: one.content });
  await expect(dialog.getByRole("img", { name: "photo-1.png" })).toBeVisible();
  await dialog.getByRole("button", { name: "Create claim" }).click();
  await expect(toast(page, "Claim created. Support will look at it.")).toBeVisible();
  const claim = page.getByTestId("claim");
  await expect(claim).toContainText("Two mugs arrived broken.");
  await expect(claim).toContainText("Pending");
  await expect(page.getByTestId("history-entry").last()).toContainText("Claim created: Refund");
});

test("a merchant ships an order in two parts with tracking and sees it on the detail", async ({ page }) => {
  const merchant = await merchantWithOrder("orders-ship");
  const shops = await trpcClient(baseUrl(), { token: merchant.token }).shops.list.query();
  const created = await manualOrder(merchant.token, shops.items[0]?.id as string);

  await signedIn(page, merchant.email, merchant.password);
  await page.goto(`/a/orders/${created.id}`);
  await expect(page.getByRole("heading", { name: /^Order #/ })).toBeVisible();
  await expect(page.getByTestId("fulfillment-status").first()).toHaveText("Not fulfilled");

  await page.getByRole("button", { name: "Ship", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ship items" });
  await dialog.getByRole("button", { name: "Ship" }).click();
  await expect(dialog.getByText("Enter at least one tracking number.")).toBeVisible();
  await dialog.getByLabel(/^Quantity of/).fill("1");
  await dialog.getByLabel("Tracking number").fill("00340434161234567890");
  await dialog.getByLabel("Tracking link (optional)").fill("ftp://not-a-tracking-link");
  await dialog.getByRole("button", { name: "Ship" }).click();
  await expect(dialog.getByText("Enter a valid tracking link (http or https).")).toBeVisible();
  await dialog
    .getByLabel("Tracking link (optional)")
    .fill("https://www.dhl.de/de/privatkunden.html?piececode=00340434161234567890");
  await dialog.getByRole("button", { name: "Ship" }).click();
  await expect(toast(page, "Shipment recorded.").last()).toBeVisible();

  await expect(page.getByTestId("fulfillment-status").first()).toHaveText("Partially shipped");
  const shipment = page.getByTestId("shipment");
  await expect(shipment).toHaveCount(1);
  await expect(shipment.getByRole("link", { name: "00340434161234567890" })).toHaveAttribute(
    "href",
    /piececode=00340434161234567890/,
  );
  await expect(page.getByTestId("history-entry").filter({ hasText: "1 item shipped" })).toBeVisible();
  // Shipped items cannot be deleted, and the page says why.
  await expect(page.getByRole("button", { name: "Delete" })).toBeDisabled();
  await expect(page.getByTestId("delete-blocked")).toHaveText(
    "This order cannot be deleted because items of it have already been shipped.",
  );

  await page.getByRole("button", { name: "Ship", exact: true }).click();
  await dialog.getByLabel("Tracking number").fill("00340434161234567891");
  await dialog.getByRole("button", { name: "Ship" }).click();
  await expect(toast(page, "Shipment recorded.").last()).toBeVisible();
  await expect(page.getByTestId("fulfillment-status").first()).toHaveText("Shipped");
  await expect(page.getByTestId("shipment")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Ship", exact: true })).toHaveCount(0);
});

test("a merchant creates a manual order, corrects its address and deletes it", async ({ page }) => {
  const merchant = await merchantWithOrder("orders-manual");
  await signedIn(page, merchant.email, merchant.password);
  await ordersLink(page).click();
  await page.getByRole("link", { name: "New order" }).click();
  await page.getByRole("button", { name: "Create order" }).click();
  await expect(page.getByText("Choose a shop.")).toBeVisible();
  await expect(page.getByText("Add at least one item.")).toBeVisible();

  await page.getByLabel("Shop", { exact: true }).selectOption({ index: 1 });
  for (const [label, value] of [
    ["First name", "Paul"],
    ["Last name", "Probe"],
    ["Address 1", "Marktplatz 1"],
    ["Postal code", "04109"],
    ["City", "Leipzig"],
  ]) {
    await page.getByLabel(label as string, { exact: true }).fill(value as string);
  }
  await page.getByLabel("Item 1", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Quantity of item 1").fill("2");
  await page.getByRole("button", { name: "Create order" }).click();
  await expect(toast(page, "Order created.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Order #/ })).toBeVisible();
  await expect(page.getByTestId("shipping-address")).toContainText("Paul Probe");

  await page.getByRole("button", { name: "Edit address" }).click();
  const edit = page.getByRole("dialog", { name: "Edit shipping address" });
  await edit.getByLabel("City").fill("");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("This field is required.")).toBeVisible();
  await edit.getByLabel("City").fill("Halle");
  await edit.getByLabel("Postal code").fill("06108");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Address saved.")).toBeVisible();
  await expect(page.getByTestId("shipping-address")).toContainText("06108 Halle");
  await expect(page.getByTestId("history-entry").last()).toContainText("Shipping address changed");

  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete order" }).click();
  await expect(toast(page, /Order #\d+ deleted\./)).toBeVisible();
  await expect(page).toHaveURL(/\/a\/orders$/);
  await expect(page.getByTestId("order-row")).toHaveCount(1);
});

test("a shipment Shopify refuses shows Shopify's reason on the order and is sent again from there", async ({
  page,
}) => {
  const merchant = await merchantWithOrder("orders-refused");
  const fake = new ShopifyFakeClient(process.env.E2E_SHOPIFY_URL as string);
  await fake.rejectFulfilments(merchant.shop, "Fulfillment order is on hold.");
  const client = trpcClient(baseUrl(), { token: merchant.token });
  await client.orders.ship.mutate({ orderId: merchant.orderId, trackingNumbers: ["00340434161234567899"] });
  await eventually(async () => {
    const order = await client.orders.get.query({ orderId: merchant.orderId });
    return order.shipments[0]?.pushStatus === "failed";
  }, 30_000);

  await signedIn(page, merchant.email, merchant.password);
  await page.goto(`/a/orders/${merchant.orderId}`);
  const shipment = page.getByTestId("shipment");
  await expect(shipment.getByText("Shop not updated")).toBeVisible();
  const refusal = shipment.getByTestId("shipment-push-error");
  await expect(refusal).toContainText("Shopify refused the shipment:");
  await expect(refusal).toContainText("Fulfillment order is on hold.");

  // The merchant released the hold in Shopify and sends it again.
  await fake.rejectFulfilments(merchant.shop, null);
  await shipment.getByRole("button", { name: "Send to shop again" }).click();
  await expect(toast(page, "The shipment is being sent to the shop again.")).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("shipment").getByText("Reported to shop")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("shipment-push-error")).toHaveCount(0);
});
