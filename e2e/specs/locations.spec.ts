import { NO_COUNTRY } from "@platform/domain";
import { trpcClient } from "@platform/testing";
import { freshSignUp, merchantWithOrder, signedIn, toast } from "../support/flows";
import { expect, type Page, test } from "../support/test";

function priorityCell(page: Page, location: string) {
  return page.getByTestId("priority-row").filter({ hasText: location }).getByTestId("priority-value");
}

test("locations list → filter in the URL → a warehouse's stocks (on hand, reserved, available)", async ({ page }) => {
  await signedIn(page, "customer@demo.local");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .first()
    .getByRole("link", { name: "Locations" })
    .click();
  await expect(page.getByRole("heading", { name: "Locations", level: 1 })).toBeVisible();
  const rows = page.getByTestId("location-row");
  await expect(rows.filter({ hasText: "Berlin DC" })).toBeVisible();
  await expect(rows.filter({ hasText: "Leipzig Returns" }).getByTestId("location-status")).toHaveText("Inactive");

  await page.getByLabel("Type").selectOption({ label: "China" });
  await expect(page).toHaveURL(/type=china/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Shenzhen");
  await page.getByLabel("Type").selectOption({ label: "All" });
  await expect(rows.filter({ hasText: "Berlin DC" })).toBeVisible();

  await rows.filter({ hasText: "Berlin DC" }).getByRole("link", { name: "Berlin DC" }).click();
  await expect(page.getByRole("heading", { name: "Berlin DC", level: 1 })).toBeVisible();
  await expect(page.getByTestId("location-address")).toContainText("Berlin");
  for (const header of ["On hand", "Reserved", "Available"]) {
    await expect(page.getByRole("cell", { name: header, exact: true })).toBeVisible();
  }
  const mug = page.getByTestId("stock-row").filter({ hasText: "MUG-WHT" });
  await expect(mug).toBeVisible();
  // On hand 60 (seeded); reserved + available always add up to it.
  const cells = await mug.getByRole("cell").allInnerTexts();
  const [onHand, reserved, available] = cells.slice(-3).map((text) => Number(text.replace(/\D/g, "")));
  expect(onHand).toBe(60);
  expect((reserved ?? 0) + (available ?? 0)).toBe(60);

  await page.getByLabel("Search").fill("TOTE");
  await expect(page).toHaveURL(/search=TOTE/);
  await expect(page.getByTestId("stock-row")).toHaveCount(1);
  await expect(page.getByTestId("stock-row").first()).toContainText("TOTE-NAT");
});

test("Locations-Priority: edit mode, unsaved-changes warning when leaving, save persists", async ({ page }) => {
  const account = await freshSignUp("priority", { approved: true });
  await signedIn(page, account.email, account.password);
  await page.goto("/a/locations");
  await page.getByRole("link", { name: "Locations priority" }).click();
  await expect(page.getByRole("heading", { name: "Locations priority" })).toBeVisible();
  await expect(page.getByLabel("Country")).toHaveValue("DE");
  await expect(priorityCell(page, "Berlin DC")).toHaveText("Not used");

  await page.getByRole("button", { name: "Edit priority" }).click();
  await page.getByLabel("Priority of Berlin DC").selectOption("1");
  await page.getByLabel("Priority of Shenzhen").selectOption("3");

  // Leaving with unsaved changes asks first; staying keeps the edits.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .first()
    .getByRole("link", { name: "Orders", exact: true })
    .click();
  const warning = page.getByRole("dialog", { name: "Leave without saving?" });
  const warningTitle = warning.getByRole("heading", { name: "Leave without saving?" });
  await expect(warningTitle).toBeVisible();
  await expect(warning).toContainText("You have unsaved priority changes.");
  await warning.getByRole("button", { name: "Stay" }).click();
  await expect(warningTitle).toBeHidden();
  await expect(page).toHaveURL(/\/a\/locations\/priority/);
  await expect(page.getByLabel("Priority of Berlin DC")).toHaveValue("1");

  // Switching the country would drop the edits too.
  await page.getByLabel("Country").selectOption({ label: "No Country" });
  await expect(warningTitle).toBeVisible();
  await warning.getByRole("button", { name: "Stay" }).click();
  await expect(page.getByLabel("Country")).toHaveValue("DE");

  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Priorities saved.")).toBeVisible();
  await expect(priorityCell(page, "Berlin DC")).toHaveText("1");

  await page.reload();
  await expect(priorityCell(page, "Berlin DC")).toHaveText("1");
  await expect(priorityCell(page, "Shenzhen")).toHaveText("3");
  await expect(priorityCell(page, "Rotterdam Import")).toHaveText("Not used");

  // Priorities are per country: No Country has none yet, and nothing is dirty, so no warning.
  await page.getByLabel("Country").selectOption({ label: "No Country" });
  await expect(page).toHaveURL(/country=/);
  await expect(priorityCell(page, "Berlin DC")).toHaveText("Not used");

  // Leaving after saved changes goes straight on; unsaved changes also guard closing the tab.
  await page.getByRole("button", { name: "Edit priority" }).click();
  await page.getByLabel("Priority of Rotterdam Import").selectOption("2");
  const beforeUnload = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await beforeUnload;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();
});

test("support sees every organisation's stock at a warehouse and sets on hand", async ({ page }) => {
  await signedIn(page, "support@demo.local");
  await page.goto("/a/locations?search=Rotterdam");
  await page.getByRole("link", { name: "Rotterdam Import" }).click();
  await expect(page.getByRole("heading", { name: "Rotterdam Import", level: 1 })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Organisation", exact: true })).toBeVisible();
  const board = page.getByTestId("stock-row").filter({ hasText: "BCB-L" });
  await expect(board).toContainText("Nordlicht");
  await board.getByRole("button", { name: "Set on hand" }).click();
  const dialog = page.getByRole("dialog", { name: /On hand: Bamboo Cutting Board/ });
  const input = dialog.getByLabel("On hand");
  await input.fill("-1");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter a whole number of 0 or more.")).toBeVisible();
  await input.fill("81");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Stock saved.")).toBeVisible();
  await expect(board.getByRole("cell").nth(4)).toHaveText("81");
});

test("support creates a platform warehouse and edits it", async ({ page }) => {
  const name = `E2E Hub ${Date.now().toString(36)}`;
  await signedIn(page, "support@demo.local");
  await page.goto("/a/locations");
  await page.getByRole("button", { name: "New location" }).click();
  const dialog = page.getByRole("dialog", { name: "New platform warehouse" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter the location's name.")).toBeVisible();
  await expect(dialog.getByText("Choose a location type.")).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Type").selectOption({ label: "Import" });
  await dialog.getByLabel("Address 1").fill("Kade 7");
  await dialog.getByLabel("Postal code").fill("3011");
  await dialog.getByLabel("City").fill("Rotterdam");
  await dialog.getByLabel("Country").selectOption({ label: "Netherlands" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Location saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId("location-address")).toContainText("3011 Rotterdam");

  await page.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await edit.getByLabel("Status").selectOption({ label: "Inactive" });
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("location-status")).toHaveText("Inactive");
  await page.goto(`/a/locations?search=${encodeURIComponent(name)}&status=inactive`);
  await expect(page.getByTestId("location-row")).toHaveCount(1);
});

test("support gives a new merchant its own location and first stock; the merchant's waiting order then ships from it", async ({
  page,
  browser,
}) => {
  const merchant = await merchantWithOrder("own-location");
  const name = `Own Store ${Date.now().toString(36)}`;
  await signedIn(page, "support@demo.local");
  await page.goto("/a/locations");
  await page.getByRole("button", { name: "New location" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Belongs to").selectOption({ label: "One organisation (its own location)" });
  await expect(dialog.getByLabel("Type")).toHaveValue("customer");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("City").fill("Hamburg");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Choose an organisation.")).toBeVisible();
  await dialog.getByLabel("Search organisations").fill(merchant.organisationName);
  await dialog.getByLabel("Organisation", { exact: true }).selectOption({ label: merchant.organisationName });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Location saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const locationId = page.url().split("/").pop() as string;

  // Its first goods: the merchant's white mugs.
  await page.getByRole("button", { name: "Add stock" }).click();
  const add = page.getByRole("dialog", { name: "Add stock" });
  await add.getByRole("button", { name: "Add stock" }).click();
  await expect(add.getByText("Choose an organisation.")).toBeVisible();
  await expect(add.getByText("Choose a product variant.")).toBeVisible();
  await add.getByLabel("Search organisations").fill(merchant.organisationName);
  await add.getByLabel("Organisation", { exact: true }).selectOption({ label: merchant.organisationName });
  await add.getByLabel("Search products or SKU").fill("MUG-WHT");
  await add.getByLabel("Product variant").selectOption({ label: "Ceramic Coffee Mug · White (MUG-WHT)" });
  await add.getByLabel("On hand").fill("5");
  await add.getByRole("button", { name: "Add stock" }).click();
  await expect(toast(page, "Stock saved.")).toBeVisible();
  const row = page.getByTestId("stock-row").filter({ hasText: "MUG-WHT" });
  await expect(row).toContainText(merchant.organisationName);
  await expect(row.getByRole("cell").nth(4)).toHaveText("5");

  // The merchant makes it the first choice for every country: the waiting order is routed there.
  await trpcClient(process.env.E2E_BASE_URL as string, { token: merchant.token }).locations.setPriorities.mutate({
    country: NO_COUNTRY,
    priorities: [{ locationId, priority: 1 }],
  });
  const context = await browser.newContext();
  const shop = await context.newPage();
  await signedIn(shop, merchant.email, merchant.password);
  await shop.goto(`/a/orders/${merchant.orderId}`);
  await expect(shop.getByTestId("order-routing")).toContainText(`${name}: priority 1 for No Country`);
  await shop.goto(`/a/locations/${locationId}`);
  const own = shop.getByTestId("stock-row").filter({ hasText: "MUG-WHT" });
  // On hand 5, 1 reserved by the order, 4 available.
  await expect(own.getByRole("cell").nth(3)).toHaveText("5");
  await expect(own.getByRole("cell").nth(4)).toHaveText("1");
  await expect(own.getByRole("cell").nth(5)).toHaveText("4");
  await context.close();
});
