// Medusa Admin (/app) stays usable under the plugin: platform staff sign in (no usage-analytics
// consent screen), open an order with a claim and an order edit, a product and the customer
// list, and no request answers 5xx and no error shows on screen.
//
// This spec uses Playwright's own `test`, not support/test.ts: that fixture's axe and console
// gates are for the platform's own app; Medusa Admin is Medusa's UI (its markup and its console
// output are not ours to fix). What this spec owns is checked below: 5xx, uncaught errors, errors
// on screen.

import { adminSignIn, DEMO_ADMIN_EMAIL, DEMO_PASSWORD, medusaOrderWithClaimAndEdit } from "@platform/testing";
import { expect, type Page, test } from "@playwright/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

/** What Medusa Admin shows when something failed: its error page, an error toast. */
const ERROR_ON_SCREEN = /An error occurred|Something went wrong|unknown error|Page was not found|^Error$/i;

function watch(page: Page) {
  const serverErrors: string[] = [];
  const uncaught: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 500)
      serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on("pageerror", (error) => uncaught.push(error.message));
  return { serverErrors, uncaught };
}

/** Waits until Medusa Admin has loaded the page's data (no request still running), then looks for errors. */
async function expectNoErrorOnScreen(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(ERROR_ON_SCREEN)).toHaveCount(0);
}

test.describe("Medusa Admin", () => {
  test("staff open an order with its claim and edit, a product and the customers: no 5xx, no error shown", async ({
    page,
  }) => {
    // Medusa Admin is a heavy page: generous on a busy machine.
    test.setTimeout(360_000);
    const { serverErrors, uncaught } = watch(page);
    const token = await adminSignIn(baseUrl(), DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const { orderId, productId } = await medusaOrderWithClaimAndEdit(baseUrl(), token);

    await page.goto("/app/login");
    await page.getByPlaceholder("Email").fill(DEMO_ADMIN_EMAIL);
    await page.getByPlaceholder("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/app\/a\/orders/, { timeout: 90_000 });
    await expectNoErrorOnScreen(page);

    await page.goto(`/app/a/orders/${orderId}`);
    await expect(page.getByText("Claim Created")).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(/Order Edit/).first()).toBeVisible();
    await expectNoErrorOnScreen(page);

    // As staff get there: the sidebar, then the product's row.
    await page.getByRole("link", { name: "Products", exact: true }).click();
    await page.getByText("Ceramic Coffee Mug").first().click();
    await expect(page).toHaveURL(new RegExp(`/app/a/products/${productId}`));
    // The demo catalogue's type, collection and category are on the product.
    await expect(page.getByText("Drinkware").first()).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText("Café Essentials").first()).toBeVisible();
    await expectNoErrorOnScreen(page);

    await page.getByRole("link", { name: "Customers", exact: true }).click();
    await expect(page.getByText("customer@demo.local").first()).toBeVisible({ timeout: 90_000 });
    await expectNoErrorOnScreen(page);
    // Analytics are off (medusa-config.js): no usage-analytics consent screen (Medusa Admin fades
    // it in a second after a page has loaded, so it is looked for last, long after the first page).
    await expect(page.getByText("Help us get better")).toHaveCount(0);

    expect(serverErrors, "responses with a 5xx").toEqual([]);
    expect(uncaught, "uncaught errors").toEqual([]);
  });
});
