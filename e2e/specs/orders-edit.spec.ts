import { trpcClient } from "@platform/testing";
import { merchantWithOrder, signedIn, toast } from "../support/flows";
import { expect, type Locator, type Page, test } from "../support/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

const address = {
  firstName: "Edda",
  lastName: "Edit",
  address1: "Brühl 3",
  city: "Leipzig",
  postalCode: "04109",
  countryCode: "DE",
};

/** Money as the app shows it in that language (Intl, like the app's formatter). */
const money = (minor: number, language: "en" | "de") =>
  new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(minor / 100);

/** A merchant with a shop order and a manual order of two lines (mugs and another variant), made through the API. */
async function merchantWithManualOrder(prefix: string) {
  const merchant = await merchantWithOrder(prefix);
  const client = trpcClient(baseUrl(), { token: merchant.token });
  const shops = await client.shops.list.query();
  const variants = await client.orders.variantOptions.query({});
  const mug = variants.find((v) => v.sku === "MUG-WHT") ?? variants[0];
  const [second, third] = variants.filter((v) => v.id !== mug?.id);
  if (!mug || !second || !third) throw new Error("The demo catalogue needs three priced variants");
  const created = await client.orders.create.mutate({
    shopId: shops.items[0]?.id as string,
    shippingAddress: address,
    items: [
      { variantId: mug.id, quantity: 2 },
      { variantId: second.id, quantity: 1 },
    ],
  });
  return { merchant, client, orderId: created.id, mug, second, third };
}

/** The history entry of the newest items edit. */
const itemsEntry = (page: Page, text: string): Locator =>
  page.getByTestId("history-entry").filter({ hasText: text }).last();

test("a merchant edits a manual order's items and sees the new total and the history entry, in English and German", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { merchant, client, orderId, mug, third } = await merchantWithManualOrder("orders-edit");
  const original = await client.orders.get.query({ orderId });

  await signedIn(page, merchant.email, merchant.password);
  await page.goto(`/a/orders/${orderId}`);
  await expect(page.getByTestId("order-total")).toHaveText(money(original.total, "en"));
  await page.getByRole("button", { name: "Edit items" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit items" });
  // The shared schema refuses a quantity of 0 before anything is sent.
  await dialog.getByLabel("Quantity of item 1").fill("0");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter a whole number from 1 to 10,000.")).toBeVisible();
  // More mugs, the second line removed, another variant added.
  await dialog.getByLabel("Quantity of item 1").fill("3");
  await dialog.getByRole("button", { name: "Remove item 2" }).click();
  await dialog.getByRole("button", { name: "Add item" }).click();
  await dialog.getByLabel("Item 2", { exact: true }).selectOption(third.id);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Items saved.")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const edited = await client.orders.get.query({ orderId });
  expect(edited.items.map((item) => [item.variantId, item.quantity])).toEqual([
    [mug.id, 3],
    [third.id, 1],
  ]);
  await expect(page.getByTestId("order-item")).toHaveCount(2);
  await expect(page.getByTestId("order-total")).toHaveText(money(edited.total, "en"));
  // The history says what changed, as people read it: the lines and the totals as money.
  const entry = itemsEntry(page, "Items changed");
  await expect(entry.locator("dt", { hasText: "Total:" })).toBeVisible();
  await expect(entry.locator("del", { hasText: money(original.total, "en") })).toBeVisible();
  await expect(entry.locator("ins", { hasText: money(edited.total, "en") })).toBeVisible();
  await expect(entry.locator("ins", { hasText: `3 × ${mug.product} - ${mug.variant}` })).toBeVisible();
  await expect(entry).not.toContainText(String(edited.total));

  // In German: the same entry, then another edit.
  await page.getByLabel("Language").selectOption("de");
  await expect(page.getByTestId("order-total")).toHaveText(money(edited.total, "de"));
  const german = itemsEntry(page, "Artikel geändert");
  await expect(german.locator("dt", { hasText: "Gesamt:" })).toBeVisible();
  await expect(german.locator("ins", { hasText: money(edited.total, "de") })).toBeVisible();
  await page.getByRole("button", { name: "Artikel bearbeiten" }).click();
  const germanDialog = page.getByRole("dialog", { name: "Artikel bearbeiten" });
  await germanDialog.getByLabel("Menge von Artikel 1").fill("1");
  await germanDialog.getByRole("button", { name: "Speichern" }).click();
  await expect(toast(page, "Artikel gespeichert.")).toBeVisible();
  const again = await client.orders.get.query({ orderId });
  expect(again.items.map((item) => item.quantity)).toEqual([1, 1]);
  await expect(page.getByTestId("order-total")).toHaveText(money(again.total, "de"));
  await expect(page.getByTestId("history-entry").filter({ hasText: "Artikel geändert" })).toHaveCount(2);
  const latest = itemsEntry(page, "Artikel geändert");
  await expect(latest.locator("del", { hasText: money(edited.total, "de") })).toBeVisible();
  await expect(latest.locator("ins", { hasText: money(again.total, "de") })).toBeVisible();
});

test("a refused items edit shows the server's reason: a shop order's items, an order shipped meanwhile", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { merchant, client, orderId } = await merchantWithManualOrder("orders-edit-refused");
  await signedIn(page, merchant.email, merchant.password);

  // A shop order: its address may change, its items not, and the page says why.
  await page.goto(`/a/orders/${merchant.orderId}`);
  await expect(page.getByRole("button", { name: "Edit address" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit items" })).toHaveCount(0);
  await expect(page.getByTestId("items-blocked")).toHaveText(
    "The items of a shop order change in the shop; they follow its latest version.",
  );

  // The manual order is shipped while its items are being edited: the server refuses and says why.
  await page.goto(`/a/orders/${orderId}`);
  await page.getByRole("button", { name: "Edit items" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit items" });
  await dialog.getByLabel("Quantity of item 1").fill("5");
  await client.orders.ship.mutate({ orderId, trackingNumbers: ["00340434161234500001"] });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Only orders that have not been shipped can be edited.");
  expect((await client.orders.get.query({ orderId })).items.map((item) => item.quantity)).toEqual([2, 1]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Edit items" })).toHaveCount(0);
  await expect(page.getByTestId("items-blocked")).toHaveText("Only orders that have not been shipped can be edited.");
  await expect(page.getByTestId("history-entry").filter({ hasText: "Items changed" })).toHaveCount(0);

  // The same reasons in German.
  await page.getByLabel("Language").selectOption("de");
  await expect(page.getByTestId("items-blocked")).toHaveText(
    "Nur Bestellungen, die noch nicht versandt wurden, können bearbeitet werden.",
  );
  await page.goto(`/a/orders/${merchant.orderId}`);
  await expect(page.getByTestId("items-blocked")).toHaveText(
    "Die Artikel einer Shop-Bestellung änderst du im Shop; sie folgen dessen neuester Version.",
  );
});
