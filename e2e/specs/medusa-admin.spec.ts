// Medusa Admin (/app) stays usable under the plugin: platform staff sign in (no usage-analytics
// consent screen), open an order with a claim and an order edit, a product and the customer
// list, and no request answers 5xx and no error shows on screen.
//
// This spec uses Playwright's own `test`, not support/test.ts: that fixture's axe and console
// gates are for the platform's own app; Medusa Admin is Medusa's UI (its markup and its console
// output are not ours to fix). What this spec owns is checked below: 5xx, uncaught errors, errors
// on screen.

import fs from "node:fs";
import { adminSignIn, DEMO_ADMIN_EMAIL, DEMO_PASSWORD, medusaOrderWithClaimAndEdit } from "@platform/testing";
import { expect, type Page, type Request, test } from "@playwright/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

/** What Medusa Admin shows when something failed: its error page, an error toast. */
const ERROR_ON_SCREEN = /An error occurred|Something went wrong|unknown error|Page was not found|^Error$/i;

/** The backend's last answers to Medusa Admin's API (its access log), newest last. */
function lastAdminAnswers(count: number): string {
  const file = process.env.E2E_BACKEND_LOG;
  if (!file || !fs.existsSync(file)) return "(no backend log)";
  const answers = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.includes('"path":"/admin'))
    .slice(-count)
    .map((line) => {
      try {
        const entry = JSON.parse(line) as {
          time?: string;
          method?: string;
          path?: string;
          status?: number;
          ms?: number;
        };
        return `${entry.time?.slice(11, 23)} ${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms`;
      } catch {
        return line.slice(0, 200);
      }
    });
  return answers.join("\n  ") || "none";
}

function watch(page: Page) {
  const serverErrors: string[] = [];
  const uncaught: string[] = [];
  // For a failure's message: what the page still waits for and what did not succeed.
  const pending = new Map<Request, number>();
  const unsuccessful: string[] = [];
  const name = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  page.on("request", (request) => pending.set(request, Date.now()));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => {
    pending.delete(request);
    unsuccessful.push(`${name(request)}: ${request.failure()?.errorText}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) unsuccessful.push(`${name(response.request())}: ${response.status()}`);
    if (response.status() >= 500)
      serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on("pageerror", (error) => uncaught.push(error.message));
  /** Waits for `check`; when it fails, says what the page showed and what its requests did. */
  const explained = async (check: () => Promise<void>) => {
    try {
      await check();
    } catch (error) {
      const text = await page.evaluate(() => document.body.innerText).catch(() => "(unreadable)");
      const now = Date.now();
      const waiting = [...pending].map(([request, since]) => `${name(request)} (${now - since} ms)`);
      (error as Error).message += [
        `\n\nThe page: ${page.url()}`,
        `It showed: ${text.replace(/\s+/g, " ").slice(0, 600)}`,
        `Requests still open: ${waiting.join(", ") || "none"}`,
        `Requests that did not succeed: ${unsuccessful.join(", ") || "none"}`,
        `Uncaught errors: ${uncaught.join(" | ") || "none"}`,
        `The backend's last answers to /admin:\n  ${lastAdminAnswers(25)}`,
      ].join("\n");
      throw error;
    }
  };
  return { serverErrors, uncaught, explained };
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
    const { serverErrors, uncaught, explained } = watch(page);
    const token = await adminSignIn(baseUrl(), DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const { orderId, productId } = await medusaOrderWithClaimAndEdit(baseUrl(), token);

    await page.goto("/app/login");
    await page.getByPlaceholder("Email").fill(DEMO_ADMIN_EMAIL);
    await page.getByPlaceholder("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await explained(() => expect(page).toHaveURL(/\/app\/a\/orders/, { timeout: 90_000 }));
    await expectNoErrorOnScreen(page);

    await page.goto(`/app/a/orders/${orderId}`);
    await explained(() => expect(page.getByText("Claim Created")).toBeVisible({ timeout: 90_000 }));
    await expect(page.getByText(/Order Edit/).first()).toBeVisible();
    await expectNoErrorOnScreen(page);

    // As staff get there: the sidebar, then the product's row.
    await page.getByRole("link", { name: "Products", exact: true }).click();
    await page.getByText("Ceramic Coffee Mug").first().click();
    await expect(page).toHaveURL(new RegExp(`/app/a/products/${productId}`));
    // The demo catalogue's type, collection and category are on the product.
    await explained(() => expect(page.getByText("Drinkware").first()).toBeVisible({ timeout: 90_000 }));
    await expect(page.getByText("Café Essentials").first()).toBeVisible();
    await expectNoErrorOnScreen(page);

    await page.getByRole("link", { name: "Customers", exact: true }).click();
    await explained(() => expect(page.getByText("customer@demo.local").first()).toBeVisible({ timeout: 90_000 }));
    await expectNoErrorOnScreen(page);
    // Analytics are off (medusa-config.js): no usage-analytics consent screen (Medusa Admin fades
    // it in a second after a page has loaded, so it is looked for last, long after the first page).
    await expect(page.getByText("Help us get better")).toHaveCount(0);

    expect(serverErrors, "responses with a 5xx").toEqual([]);
    expect(uncaught, "uncaught errors").toEqual([]);
  });
});
