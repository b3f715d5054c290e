import { randomUUID } from "node:crypto";
import { signIn as apiSignIn, DEMO_PASSWORD, platformToday, trpcClient } from "@platform/testing";
import { merchantWithOrder, signedIn, signOut, toast } from "../support/flows";
import { expect, type Page, test } from "../support/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

async function openRetours(page: Page) {
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .first()
    .getByRole("link", { name: "Retours" })
    .click();
  await expect(page.getByRole("heading", { name: "Retours", level: 1 })).toBeVisible();
}

test("support records a retour of a merchant's shipped order; it is in the table within its date filter, and the merchant sees it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A merchant's shipped shop order (one white mug) and an active retour location.
  const merchant = await merchantWithOrder("retours");
  await trpcClient(baseUrl(), { token: merchant.token }).orders.ship.mutate({
    orderId: merchant.orderId,
    trackingNumbers: [`RET-${randomUUID().slice(0, 8)}`],
  });
  const supportClient = trpcClient(baseUrl(), {
    token: await apiSignIn(baseUrl(), "support@demo.local", DEMO_PASSWORD),
  });
  const locationName = `E2E Returns ${randomUUID().slice(0, 6)}`;
  await supportClient.locations.create.mutate({
    name: locationName,
    type: "retour",
    status: "active",
    countryCode: "DE",
    organisationId: null,
  });
  const today = platformToday();
  const tomorrow = platformToday(1);

  // Support records it: the order found by its number, the retour location, one mug in grade A.
  await signedIn(page, "support@demo.local");
  await openRetours(page);
  await page.getByRole("button", { name: "Record retour" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Record retour" })).toBeVisible();
  // Nothing chosen: the form says what is missing and sends nothing.
  await dialog.getByRole("button", { name: "Record retour" }).click();
  await expect(dialog.getByText("Choose the order the items came back from.")).toBeVisible();
  await expect(dialog.getByText("Choose a retour location.")).toBeVisible();

  await dialog.getByLabel("Search order by number").fill(merchant.orderNumber);
  const option = `${merchant.orderNumber} · ${merchant.organisationName}`;
  await expect(dialog.getByLabel("Order", { exact: true }).locator("option", { hasText: option })).toHaveCount(1);
  await dialog.getByLabel("Order", { exact: true }).selectOption({ label: option });
  await dialog.getByLabel("Retour location").selectOption({ label: locationName });
  await expect(dialog.getByText("Shipped 1, returned before 0")).toBeVisible();
  // More than was shipped is refused by the server, with its message at the line.
  await dialog.getByTestId("grade-a-0").fill("2");
  await expect(dialog.getByTestId("retour-form-total")).toHaveText("Total items: 2");
  await dialog.getByRole("button", { name: "Record retour" }).click();
  await expect(
    dialog.getByText("More items than were shipped for this line (earlier retours included)."),
  ).toBeVisible();
  await dialog.getByTestId("grade-a-0").fill("1");
  await dialog.getByLabel("Note").fill("Returned unopened");
  await dialog.getByRole("button", { name: "Record retour" }).click();
  await expect(toast(page, `Retour recorded for order ${merchant.orderNumber}.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // In the table, found by the merchant's name, within today's dates; not from tomorrow on.
  await page.getByLabel("Order number or merchant").fill(merchant.organisationName);
  await page.getByLabel("Order number or merchant").press("Enter");
  await page.getByLabel("Created from").fill(today);
  await page.getByLabel("Created to").fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}|to=${today}.*from=${today}`));
  const row = page.getByTestId("retour-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("retour-order")).toHaveText(merchant.orderNumber);
  await expect(row.getByTestId("retour-total")).toHaveText("1");
  await expect(row).toContainText("Returned unopened");
  await expect(row).toContainText(locationName);
  await page.getByLabel("Created to").fill("");
  // As a person does: the cleared date is in the address before the next one is typed.
  await expect(page).not.toHaveURL(/[?&]to=/);
  await page.getByLabel("Created from").fill(tomorrow);
  await expect(page.getByText("No data found")).toBeVisible();
  await expect(row).toHaveCount(0);

  // The merchant sees its retour in its own Retour table, not invoiced yet.
  await signOut(page);
  await signedIn(page, merchant.email, merchant.password);
  await openRetours(page);
  const own = page.getByTestId("retour-row");
  await expect(own).toHaveCount(1);
  await expect(own.getByTestId("retour-order")).toHaveText(merchant.orderNumber);
  await expect(own).toContainText("A 1 · B 0 · C 0");
  await expect(own).toContainText("Not invoiced");
  await page.getByLabel("Created from").fill(today);
  await expect(own).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Record retour" })).toHaveCount(0);
});
