import { randomUUID } from "node:crypto";
import { ShopifyFakeClient } from "@platform/testing";
import { freshSignUp, signedIn, signOut } from "../support/flows";
import { expect, type Page, test } from "../support/test";

// The Shopify library refuses OAuth to bots, and headless Chromium says "HeadlessChrome": browse as a merchant's browser.
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

const shopify = () => new ShopifyFakeClient(process.env.E2E_SHOPIFY_URL as string);
const uniqueShop = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}.myshopify.com`;

/** The merchant opens our app from their Shopify admin and approves the install on Shopify's consent page. */
async function installFromShopify(page: Page, shop: string): Promise<void> {
  await shopify().ensureShop(shop);
  await page.goto(`${process.env.E2E_SHOPIFY_URL}/_fake/shops/${shop}/launch`);
  await expect(page.getByRole("heading", { name: /Install the app on/ })).toBeVisible();
  await page.getByRole("button", { name: "Install app" }).click();
}

test("a merchant connects a shop through /shopify-login, and the shop's orders appear in the orders list", async ({
  page,
}) => {
  const account = await freshSignUp("shops", { approved: true });
  const shop = uniqueShop("e2e-shop");
  await installFromShopify(page, shop);

  // Back from Shopify, not signed in yet: sign in first, then connect.
  await expect(page).toHaveURL(/\/shopify-login\?shop=.*&install=/);
  await expect(page.getByText(`Shop: ${shop}`)).toBeVisible();
  await expect(page.getByText("Sign in or create an account first, then connect the shop.")).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page.getByRole("heading", { name: `Connect ${shop}` })).toBeVisible();
  await expect(page.getByText(account.organisationName)).toBeVisible();
  await page.getByRole("button", { name: "Connect shop" }).click();

  await expect(page).toHaveURL(/\/a\/shops$/);
  const card = page.getByTestId("shop-card").filter({ hasText: shop });
  await expect(card.getByTestId("shop-status")).toHaveText("Connected");
  // No way to create a shop by hand: the screen says how to connect one.
  await expect(page.getByText(/Shops are connected through our Shopify app/)).toBeVisible();
  await expect(page.getByRole("button", { name: /create|add shop/i })).toHaveCount(0);

  // Shop edit: an empty name says the spec's message; a valid edit is saved.
  await card.getByRole("button", { name: /^Edit/ }).click();
  await card.getByLabel("Name").fill("");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByRole("alert")).toHaveText("Please fill all fields with valid data.");
  await card.getByLabel("Name").fill("Erika's Home Store");
  await card.getByLabel("Shipment method").selectOption("dpd");
  await card.getByRole("button", { name: "Save" }).click();
  const saved = page.getByTestId("shop-card").filter({ hasText: "Erika's Home Store" });
  await expect(saved.getByText("DPD")).toBeVisible();

  // The shop sends an order (a signed orders/create webhook): it appears in the orders list.
  const lastName = `Kunde-${randomUUID().slice(0, 6)}`;
  const { order } = await shopify().createOrder(shop, {
    firstName: "Olga",
    lastName,
    lines: [
      { sku: "MUG-WHT", quantity: 2, price: "12.90" },
      { sku: "NOT-LINKED-1", title: "Gift wrap", variantTitle: null, quantity: 1, price: "3.00" },
    ],
  });
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Orders", exact: true })
    .click();
  await expect(page).toHaveURL(/\/a\/orders/);
  const row = page.getByTestId("order-row").filter({ hasText: `Olga ${lastName}` });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(order.name);
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("Not fulfilled");
  await expect(row).toContainText("Erika's Home Store");
  await expect(row).toContainText("Needs linking");
  await expect(row).toContainText("€");
});

test("a shop that grants too few scopes shows the missing-scopes notice with a way back through the app", async ({
  page,
}) => {
  const shop = uniqueShop("e2e-scopes");
  await shopify().ensureShop(shop, { denyScopes: ["write_merchant_managed_fulfillment_orders"] });
  await installFromShopify(page, shop);
  await expect(page).toHaveURL(/\/shopify-login\?error=missing_scopes&shop=/);
  const notice = page.getByRole("alert");
  await expect(notice).toContainText("Missing required scopes.");
  await expect(notice.getByRole("link", { name: "Sign in again through Shopify" })).toBeVisible();

  await page.getByLabel("Language").selectOption("de");
  await expect(page.getByRole("alert")).toContainText("Erforderliche Berechtigungen fehlen.");
});

test("a shop Shopify has not approved for protected customer data: the merchant is told at connect, support sees it listed", async ({
  page,
}) => {
  // Two sign-ins and an install: on a crowded machine more than one default test time.
  test.slow();
  const account = await freshSignUp("shops-pcd", { approved: true });
  const shop = uniqueShop("e2e-unapproved");
  // Shopify has not approved the app (level 1): it refuses the orders/* subscriptions and order reads.
  await shopify().ensureShop(shop);
  await shopify().protectedCustomerData(shop, false, false);
  await installFromShopify(page, shop);
  await expect(page).toHaveURL(/\/shopify-login\?shop=.*&install=/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: `Connect ${shop}` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Connect shop" }).click();

  // At once, not after the first reconciliation: what is missing and what to request.
  await expect(page).toHaveURL(/\/a\/shops$/);
  const notice = page.getByTestId("orders-access-notice");
  await expect(notice).toContainText("Shopify does not share these shops' orders yet");
  await expect(notice).toContainText("Partner Dashboard");
  await expect(notice).toContainText("level 2 with the fields name, email, phone and address");
  await expect(notice).toContainText(shop.replace(".myshopify.com", ""));
  await page.getByLabel("Language").first().selectOption("de");
  await expect(notice).toContainText("Shopify gibt die Bestellungen dieser Shops noch nicht frei");
  await expect(notice).toContainText("Zugriff auf geschützte Kundendaten");
  // The browser keeps the language: back to English for support's sign-in.
  await page.getByLabel("Sprache").first().selectOption("en");
  await expect(notice).toContainText("Shopify does not share these shops' orders yet");
  await signOut(page);

  await signedIn(page, "support@demo.local");
  const listed = page.getByTestId("shops-without-orders-access");
  // The support dashboard loads many sections at once: on a crowded machine it takes its time.
  await expect(listed.getByRole("heading")).toHaveText("Shops whose orders Shopify does not share yet", {
    timeout: 30_000,
  });
  await expect(listed).toContainText("Protected customer data access");
  await expect(listed.getByRole("row").filter({ hasText: shop })).toContainText(account.organisationName, {
    timeout: 30_000,
  });
  await page.getByLabel("Language").first().selectOption("de");
  await expect(listed.getByRole("heading")).toHaveText("Shops, deren Bestellungen Shopify noch nicht freigibt");
  await expect(listed.getByRole("row").filter({ hasText: shop })).toBeVisible();
  // Support's language back as it was, for the specs after this one.
  await page.getByLabel("Sprache").first().selectOption("en");
  await expect(listed.getByRole("heading")).toHaveText("Shops whose orders Shopify does not share yet");
});
