import { signIn } from "../support/app";
import { expect, test } from "../support/test";

test("an unknown route shows the not-found page and redirects to login", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the index redirects a signed-in user into the app", async ({ page }) => {
  await signIn(page, "agency@demo.local");
  await expect(page).toHaveURL(/\/a\/dashboard\/agency$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/a\/dashboard\/agency$/);
});

test("the app area is guarded", async ({ page }) => {
  await page.goto("/a");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel("Email").fill("support@demo.local");
  await page.getByLabel("Password", { exact: true }).fill("demo-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/a\/dashboard\/support$/);
});

test("the Shopify login shows the missing-scopes notice", async ({ page }) => {
  await page.goto("/shopify-login?shop=demo-shop.myshopify.com&error=missing_scopes");
  await expect(page.getByText("Missing required scopes.")).toBeVisible();
  await expect(page.getByText("Shop: demo-shop.myshopify.com")).toBeVisible();
  await page.getByLabel("Language").selectOption("de");
  await expect(page.getByText("Erforderliche Berechtigungen fehlen.")).toBeVisible();
});

test("an invitation link without a valid invitation says so", async ({ page }) => {
  await page.goto("/onboarding?token=unknown");
  await expect(page.getByRole("alert")).toHaveText("Invalid Invitation");
});

test("a reset link without its token says it is incomplete", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("alert")).toHaveText("This reset link is incomplete. Please request a new one.");
});

test("an unknown id in a detail page says it is not there, in English and German, with no error in the console", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "customer@demo.local");
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
  const details = [
    "/a/orders/order_bogus",
    "/a/invoices/inv_bogus",
    "/a/bookings/book_bogus",
    "/a/packaging/orders/porder_bogus",
    "/a/packaging/pack_bogus",
    "/a/stock-orders/so_bogus",
    "/a/product-requests/pr_bogus",
  ];
  for (const path of details) {
    await page.goto(path);
    await expect(page.getByRole("alert"), path).toContainText("It may have been removed, or it is not yours to see.");
    await expect(page.getByRole("link", { name: "Back to start" })).toBeVisible();
  }
  await page.evaluate(() => localStorage.setItem("platform.language", "de"));
  await page.goto(details[0]);
  await expect(page.getByRole("alert")).toContainText("Vielleicht wurde es entfernt, oder du darfst es nicht sehen.");
  await page.getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
});
