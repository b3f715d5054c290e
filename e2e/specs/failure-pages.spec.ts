// The pages of spec §2 and §8 that stand in for a screen: the main area's 500 page, the full-screen
// spinner, "Unexpected Application Error!" and "An error has occurred" — each made to happen in
// the browser (support/faults.ts) and read in English and German. React logs every error its
// error boundaries catch, so these tests declare the error they cause (expectConsoleError).
import { signIn as apiSignIn, DEMO_PASSWORD, trpcClient } from "@platform/testing";
import type { Page } from "@playwright/test";
import { signIn } from "../support/app";
import { answerProcedure, failProcedure, holdProcedure, missingAsset } from "../support/faults";
import { openFromUserMenu, signedIn } from "../support/flows";
import { expect, expectConsoleError, test } from "../support/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

/** German from now on, without saving it on the shared demo account. */
async function reloadInGerman(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem("platform.language", "de"));
  await page.reload();
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: /^(Main navigation|Hauptnavigation)$/ }).first();

test("the main area's 500 page: the server failing to load the session, in English and German; Try again recovers", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // What the failed load carries (the backend's words for an unexpected failure), as React logs it.
  expectConsoleError(/Something went wrong\.|Etwas ist schiefgelaufen\./);
  await signedIn(page, "customer@demo.local");
  const restore = await failProcedure(page, "session.me");
  await page.reload();
  // The load is tried once more (spec §9) before the page shows.
  await expect(page.getByRole("heading", { name: "Something went wrong on our side" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("500", { exact: true })).toBeVisible();
  await expect(page.getByText("This part of the app could not be shown. Please try again in a moment.")).toBeVisible();

  await reloadInGerman(page);
  await expect(page.getByRole("heading", { name: "Bei uns ist etwas schiefgelaufen" })).toBeVisible({
    timeout: 30_000,
  });
  await restore();
  await page.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
});

test("a screen whose data the server fails to load shows the 500 page inside the shell, in English and German", async ({
  page,
}) => {
  test.setTimeout(120_000);
  expectConsoleError(/Something went wrong\.|Etwas ist schiefgelaufen\./);
  const customer = trpcClient(baseUrl(), { token: await apiSignIn(baseUrl(), "customer@demo.local", DEMO_PASSWORD) });
  const { id } = await customer.organisation.get.query();
  await signedIn(page, "support@demo.local");
  await failProcedure(page, "organisation.byId");
  await page.goto(`/a/organisations/${id}`);
  await expect(page.getByRole("heading", { name: "Something went wrong on our side" })).toBeVisible({
    timeout: 30_000,
  });
  // The sidebar stays: the user can go elsewhere.
  await expect(sidebar(page).getByRole("link", { name: "Organisations" })).toBeVisible();

  await reloadInGerman(page);
  await expect(page.getByRole("heading", { name: "Bei uns ist etwas schiefgelaufen" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/a\/dashboard\/support$/);
});

test("while the main area loads, a full-screen spinner says Loading…, in English and German", async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, "customer@demo.local");
  const spinner = page.getByTestId("full-screen-spinner");

  for (const [language, loading] of [
    ["en", "Loading…"],
    ["de", "Wird geladen…"],
  ] as const) {
    await page.evaluate((chosen) => localStorage.setItem("platform.language", chosen), language);
    const release = await holdProcedure(page, "session.me");
    await page.reload();
    await expect(spinner).toBeVisible();
    await expect(spinner.getByRole("status", { name: loading })).toBeVisible();
    // Full screen: it covers the whole window.
    const box = await spinner.boundingBox();
    const viewport = page.viewportSize();
    expect(box).toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
    release();
    await expect(spinner).toHaveCount(0, { timeout: 30_000 });
    await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  }
});

test("a screen that breaks on an answer it cannot read says 'Unexpected Application Error!' inside the shell, in English and German", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // React logs the TypeError the screen threw.
  expectConsoleError(/orderChatEmail/);
  await signedIn(page, "customer@demo.local");
  // A backend that speaks another version of the API: no settings where the screen expects them.
  await answerProcedure(page, "settings.personal", null);
  await openFromUserMenu(page, "Personal settings");
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await expect(
    page.getByText("This screen could not be shown because of an error in the app. Please try again."),
  ).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toBeVisible();

  await reloadInGerman(page);
  await expect(page.getByRole("heading", { name: "Unerwarteter Anwendungsfehler!" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
});

test("when a part of the app outside the screens cannot load, 'An error has occurred' replaces it, in English and German; Try again reloads", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The toaster's code was replaced by a deploy: the browser's 404 line, and the boundary's log.
  // The app loads it at the user's first key or press (lib/toast.ts).
  expectConsoleError(/Failed to fetch dynamically imported module/);
  const restore = await missingAsset(page, /^toaster-.*\.js$/);
  await signIn(page, "customer@demo.local");
  await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press("Shift");
  await expect(page.getByRole("alert")).toHaveText("An error has occurred", { timeout: 30_000 });

  await reloadInGerman(page);
  await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press("Shift");
  await expect(page.getByRole("alert")).toHaveText("Ein Fehler ist aufgetreten", { timeout: 30_000 });
  await restore();
  await page.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toBeVisible({ timeout: 30_000 });
});
