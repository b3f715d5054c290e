import { randomUUID } from "node:crypto";
import { signIn as apiSignIn, DEMO_PASSWORD, testPng, trpcClient } from "@platform/testing";
import { merchantWithOrder, signedIn, signOut, toast } from "../support/flows";
import { expect, test } from "../support/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

async function support() {
  return trpcClient(baseUrl(), { token: await apiSignIn(baseUrl(), "support@demo.local", DEMO_PASSWORD) });
}

async function supplierOrganisationId(): Promise<string> {
  const token = await apiSignIn(baseUrl(), "supplier@demo.local", DEMO_PASSWORD);
  return (await trpcClient(baseUrl(), { token }).organisation.get.query()).id;
}

test("a merchant buys packaging: the MOQ is enforced and the order arrives in the stocks", async ({ page }) => {
  const merchant = await merchantWithOrder("packaging-buy");
  await signedIn(page, merchant.email, merchant.password);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Buy packaging" }).click();
  await page.getByLabel("Packaging").selectOption({ label: "Recycled paper mailer (A4) · €0.35" });
  await page.getByLabel("Location").selectOption({ label: "Berlin DC" });
  await page.getByLabel("Quantity").fill("100");
  await expect(page.getByText("Order at least 250 pieces.")).toBeVisible();
  await page.getByRole("button", { name: "Order packaging" }).click();
  await expect(
    page.getByText("The quantity is below the minimum order quantity (MOQ) of this packaging."),
  ).toBeVisible();
  await page.getByLabel("Quantity").fill("250");
  await page.getByRole("button", { name: "Order packaging" }).click();
  await expect(toast(page, /^Packaging order PO-\d+ created\.$/)).toBeVisible();
  await expect(page.getByTestId("packaging-order-status")).toHaveText("Open");
  await expect(page.getByText("Not invoiced")).toBeVisible();
  // What is true about its invoice: the invoice run bills it once it is on its way.
  await expect(page.getByTestId("packaging-invoice-hint")).toHaveText(
    "Invoiced with the next invoice run once the order is on its way.",
  );
  // Its history through the audit log's renderer: money as money, the status by its label, the
  // location and the packaging by name; no stored key or raw value.
  const created = page.getByRole("list", { name: "History of this record" }).getByTestId("history-entry").first();
  await expect(created).toContainText("Packaging ordered");
  await expect(created).toContainText("Total: €87.50");
  await expect(created).toContainText("Quantity: 250");
  await expect(created).toContainText("Status: Open");
  await expect(created).toContainText("Location: Berlin DC");
  await expect(created).toContainText("Packaging: Recycled paper mailer");
  await expect(created).toContainText("Packaging order kind: Stock");
  await expect(created).not.toContainText(/8750|packaging_id|location_id|: open\b|: stock\b/);
  await page.getByLabel("Language").selectOption("de");
  const germanCreated = page
    .getByRole("list", { name: "Verlauf dieses Datensatzes" })
    .getByTestId("history-entry")
    .first();
  await expect(germanCreated).toContainText("Verpackung bestellt");
  await expect(germanCreated).toContainText(/Gesamt: 87,50\s€/);
  await expect(germanCreated).toContainText("Status: Offen");
  await expect(germanCreated).toContainText("Standort: Berlin DC");
  await page.getByLabel("Sprache").selectOption("en");
  // One current entry in the sidebar: the packaging orders, not also the packaging overview.
  const current = page.getByRole("navigation", { name: "Main navigation" }).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText("Packaging UI");

  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Packaging stocks" })
    .click();
  const row = page.getByTestId("packaging-stock-row").filter({ hasText: "Recycled paper mailer" });
  await expect(row.getByTestId("packaging-arriving")).toHaveText("250");
  await expect(row.getByTestId("packaging-on-hand")).toHaveText("0");
  await expect(row).toContainText("Berlin DC");
});

test("order-unique packaging with 5 images; the producer adds a print file; support overrides dimensions", async ({
  page,
}) => {
  test.slow();
  const merchant = await merchantWithOrder("packaging-unique");
  await signedIn(page, merchant.email, merchant.password);
  await page.goto("/a/packaging/orders");
  await page.getByRole("link", { name: "Order-unique packaging" }).click();
  await page.getByLabel("Order number").fill(merchant.orderNumber);
  await page.getByLabel("Search products").fill("mug");
  await page.getByLabel("Product and variant").selectOption({ index: 1 });
  await page.getByLabel("Size").selectOption({ index: 1 });
  const images = await Promise.all([1, 2, 3, 4, 5].map((i) => testPng(`logo-${i}.png`, 64)));
  await page
    .getByLabel("Print files and images")
    .setInputFiles(images.map((image) => ({ name: image.name, mimeType: image.mimeType, buffer: image.content })));
  await expect(page.getByRole("img", { name: "logo-5.png" })).toBeVisible();
  await page.getByRole("button", { name: "Create packaging order" }).click();
  await expect(toast(page, /^Packaging order PO-\d+ created\.$/)).toBeVisible();
  const customerFiles = page.getByTestId("customer-files");
  for (const i of [1, 2, 3, 4, 5]) {
    const thumb = customerFiles.getByRole("img", { name: `logo-${i}.png` });
    await expect(thumb).toBeVisible();
    await expect(thumb).toHaveJSProperty("complete", true);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  const packagingOrderId = page.url().split("/").pop() as string;

  // Support assigns the demo supplier as the producer, who uploads the print file.
  await (await support()).packaging.assignProducer.mutate({
    packagingOrderId,
    producerOrganisationId: await supplierOrganisationId(),
  });
  await signOut(page);
  await signedIn(page, "supplier@demo.local");
  await page.goto(`/a/packaging/orders/${packagingOrderId}`);
  await page.getByLabel("Upload print files").setInputFiles({
    name: "print-file.png",
    mimeType: "image/png",
    buffer: (await testPng("print-file.png")).content,
  });
  await page.getByRole("button", { name: "Add files" }).click();
  await expect(toast(page, "Files added.")).toBeVisible();
  await expect(page.getByTestId("producer-files").getByRole("img", { name: "print-file.png" })).toBeVisible();
  await page.getByRole("button", { name: "Mark as In progress" }).click();
  await expect(page.getByTestId("packaging-order-status")).toHaveText("In progress");
  // The producer's owner reads the order's history: the producer by name, the status by its label.
  const history = page.getByRole("list", { name: "History of this record" });
  const producer = (
    await trpcClient(baseUrl(), {
      token: await apiSignIn(baseUrl(), "supplier@demo.local", DEMO_PASSWORD),
    }).organisation.get.query()
  ).name;
  const assigned = history.getByTestId("history-entry").filter({ hasText: "Packaging producer assigned" });
  await expect(assigned.locator("ins")).toHaveText(producer);
  const moved = history.getByTestId("history-entry").filter({ hasText: "Packaging order status changed" });
  await expect(moved.locator("del")).toHaveText("Open");
  await expect(moved.locator("ins")).toHaveText("In progress");

  await signOut(page);
  await signedIn(page, "support@demo.local");
  await page.goto(`/a/packaging/orders/${packagingOrderId}`);
  await expect(page.getByLabel("Length (mm)")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Length (mm)").fill("310");
  await page.getByLabel("Width (mm)").fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a whole number of millimetres from 1 to 5000.")).toBeVisible();
  await page.getByLabel("Width (mm)").fill("205");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("packaging-dimensions")).toContainText(/310 × 205 × \d+ mm/);
  await expect(page.getByTestId("packaging-dimensions")).toContainText("(overridden)");
});

test("shipping an order draws its packaging, shown on the order's packaging details", async ({ page }) => {
  test.slow();
  const merchant = await merchantWithOrder("packaging-ship");
  const client = trpcClient(baseUrl(), { token: merchant.token });
  const supportClient = await support();
  const berlin = (await client.locations.list.query({ search: "Berlin DC" })).items.find((l) => l.name === "Berlin DC");
  const mug = (await client.orders.variantOptions.query({ search: "MUG-WHT" })).find((v) => v.sku === "MUG-WHT");
  const box = (await client.packaging.list.query({ search: "Branded mailer box" })).items.find((p) => p.size === "S");
  // The mug ships from Berlin DC in the S mailer box, of which the merchant has 100.
  await supportClient.locations.adjustStock.mutate({
    organisationId: merchant.organisationId,
    locationId: berlin?.id as string,
    variantId: mug?.id as string,
    onHand: 5,
  });
  await client.locations.setPriorities.mutate({
    country: "*",
    priorities: [{ locationId: berlin?.id as string, priority: 1 }],
  });
  await supportClient.locations.routeOrder.mutate({ orderId: merchant.orderId });
  await client.packaging.setVariantDefault.mutate({ variantId: mug?.id as string, packagingId: box?.id as string });

  await signedIn(page, merchant.email, merchant.password);
  await page.goto(`/a/orders/${merchant.orderId}`);
  await expect(page.getByTestId("packaging-lacking")).toContainText("Berlin DC lacks packaging for this order", {
    timeout: 30_000,
  });

  const bought = await client.packaging.buy.mutate({
    packagingId: box?.id as string,
    locationId: berlin?.id as string,
    quantity: 100,
  });
  await supportClient.packaging.setOrderStatus.mutate({ packagingOrderId: bought.id, status: "arrived" });
  await page.reload();
  await expect(page.getByTestId("packaging-lacking")).toHaveCount(0);
  await expect(page.getByTestId("order-packaging")).toContainText("No packaging stock change yet");

  await page.getByRole("button", { name: "Ship", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ship items" });
  await dialog.getByLabel("Tracking number").fill(`PKG-${randomUUID().slice(0, 8)}`);
  await dialog.getByRole("button", { name: "Ship" }).click();
  await expect(toast(page, "Shipment recorded.").last()).toBeVisible();
  await expect(page.getByTestId("packaging-stock-changes")).toContainText(
    "Branded mailer box (S) at Berlin DC: -1, 99 left",
  );
});

test("support adds a catalogue packaging: the form names what is wrong, then the packaging has its own page", async ({
  page,
}) => {
  const name = `E2E mailer ${randomUUID().slice(0, 6)}`;
  await signedIn(page, "support@demo.local");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Packaging overview" })
    .click();
  await page.getByRole("button", { name: "New packaging" }).click();
  const dialog = page.getByRole("dialog", { name: "New catalogue packaging" });
  await dialog.getByRole("button", { name: "Add packaging" }).click();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Type").selectOption({ label: "Mailer" });
  await dialog.getByLabel("Size", { exact: true }).fill("A5");
  await dialog.getByLabel("Price per piece (EUR, net)").fill("0,42");
  await dialog.getByLabel("Length (mm)").fill("250");
  await dialog.getByLabel("Width (mm)").fill("180");
  await dialog.getByLabel("Height (mm)").fill("20");
  await dialog.getByLabel("Weight (g)").fill("35");
  await dialog.getByLabel("MOQ").fill("200");
  await dialog.getByLabel("Production from (days)").fill("12");
  await dialog.getByLabel("Production to (days)").fill("10");
  await dialog.getByRole("button", { name: "Add packaging" }).click();
  await expect(dialog.getByText("The maximum production time cannot be shorter than the minimum.")).toBeVisible();
  await dialog.getByLabel("Production to (days)").fill("16");
  await dialog.getByRole("button", { name: "Add packaging" }).click();

  await expect(toast(page, "Packaging added to the catalogue.")).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("€0.42")).toBeVisible();
  // Measures with their units, in either language.
  await expect(page.getByText("250 × 180 × 20 mm")).toBeVisible();
  await expect(page.getByText("35 g", { exact: true })).toBeVisible();
  await page.getByLabel("Language").selectOption("de");
  await expect(page.getByText("0,42 €")).toBeVisible();
  await expect(page.getByText("250 × 180 × 20 mm")).toBeVisible();
  await expect(page.getByText("35 g", { exact: true })).toBeVisible();
  await page.getByLabel("Sprache").selectOption("en");
  await page.goto(`/a/packaging?search=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("packaging-row")).toHaveCount(1);
});
