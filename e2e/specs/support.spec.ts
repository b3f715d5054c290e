import { ShopifyFakeClient, uniqueShopDomain, waitForMail } from "@platform/testing";
import { mailDir, signUp, uniqueEmail } from "../support/app";
import { freshSignUp, sidebarLinks, signedIn, signOut, toast } from "../support/flows";
import { expect, test } from "../support/test";

test("support approves a fresh sign-up from the waitlist, and its owner then lands on the customer dashboard", async ({
  page,
}) => {
  const email = uniqueEmail("approve");
  await signUp(page, email, "a-good-password");
  await signOut(page);

  await signedIn(page, "support@demo.local");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Waitlist overview" })
    .click();
  await expect(page.getByRole("heading", { name: "Waitlist overview" })).toBeVisible();
  // The search goes into the URL, so this row is found however long the waitlist is.
  await page.getByLabel("Search").fill(email);
  await expect(page).toHaveURL(/\/a\/waitlist\?search=/);
  const row = page.getByTestId("waitlist-row").filter({ hasText: email });
  await expect(row).toContainText("E2E Goods GmbH");
  await row.getByRole("button", { name: "Approve E2E Goods GmbH" }).click();
  await expect(toast(page, "E2E Goods GmbH has been approved.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("Nobody is waiting. New sign-ups appear here.")).toBeVisible();

  const mail = await waitForMail(mailDir(), { to: email, subjectIncludes: "approved" });
  expect(mail.subject).toBe("Your account for E2E Goods GmbH is approved");
  await signOut(page);

  await signedIn(page, email, "a-good-password");
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
  expect(await sidebarLinks(page)).toEqual([
    "Dashboard",
    "Products",
    "Invoices",
    "Shops",
    "Organisation",
    "Locations",
    "Stocks",
    "Packaging overview",
    "Packaging UI",
    "Packaging stocks",
    "Buy packaging",
    "Orders",
    "Retours",
    "Product overview",
    "Stock orders",
    "Chats",
    "Available services",
    "My Bookings",
    "Product request",
    "Audit log",
  ]);
});

test("support declines a sign-up after confirming; the row leaves the waitlist", async ({ page }) => {
  const account = await freshSignUp("decline");
  await signedIn(page, "support@demo.local");
  await page.goto(`/a/waitlist?search=${encodeURIComponent(account.email)}`);
  const row = page.getByTestId("waitlist-row").filter({ hasText: account.organisationName });
  await row.getByRole("button", { name: `Decline ${account.organisationName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Decline ${account.organisationName}?` });
  await expect(dialog.getByRole("heading", { name: `Decline ${account.organisationName}?` })).toBeVisible();
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(toast(page, `${account.organisationName} has been declined.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // In the customer overview it is now "Declined".
  await page.goto(`/a/customers?search=${encodeURIComponent(account.email)}`);
  await expect(page.getByTestId("organisation-row").filter({ hasText: account.organisationName })).toContainText(
    "Declined",
  );
});

test("support disables an organisation from today: its member sees only the disabled dashboard; enabling undoes it", async ({
  page,
  browser,
}) => {
  // Two people in two browsers, each signing in more than once.
  test.setTimeout(120_000);
  const account = await freshSignUp("disable", { approved: true });
  // The member is signed in while support disables the organisation.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signedIn(member, account.email, account.password);
  await expect(member).toHaveURL(/\/a\/dashboard\/customer$/);

  await signedIn(page, "support@demo.local");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Organisations" }).click();
  await page.getByLabel("Search").fill(account.email);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByTestId("organisation-row").filter({ hasText: account.organisationName });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Merchant");
  await row.getByRole("link", { name: account.organisationName }).click();
  await expect(page.getByRole("heading", { name: account.organisationName, level: 1 })).toBeVisible();

  // The date must be today or later; today is the default.
  const date = page.getByLabel("Disable from date");
  const today = await date.inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await date.fill("2020-01-01");
  await page.getByRole("button", { name: "Disable", exact: true }).click();
  await expect(page.getByText("Choose today or a later date.")).toBeVisible();
  await date.fill(today);
  await page.getByRole("button", { name: "Disable", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Disable ${account.organisationName}?` });
  await dialog.getByRole("button", { name: "Disable", exact: true }).click();
  await expect(toast(page, new RegExp(`${account.organisationName} will be disabled from`))).toBeVisible();
  await expect(page.getByTestId("organisation-status").first()).toHaveText("Disabled");

  // The open session follows at its next request: the server refuses, the app shows the disabled
  // dashboard. That request is this click, or the chat badge's 30-second refresh when it comes first.
  await member
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Organisation" })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(member).toHaveURL(/\/a\/dashboard\/disabled$/);
  // Signing in again: only the disabled dashboard, no Organisation link, no settings.
  await signOut(member);
  await signedIn(member, account.email, account.password);
  await expect(member).toHaveURL(/\/a\/dashboard\/disabled$/);
  await expect(member.getByText(/Only your invoices remain available\./)).toBeVisible();
  expect(await sidebarLinks(member)).toEqual(["Dashboard", "Invoices"]);
  await expect(member.getByRole("link", { name: "Organisation" })).toHaveCount(0);
  await member.goto("/a/organisation");
  await expect(member).toHaveURL(/\/a\/dashboard\/disabled$/);

  // Support enables it again; the member is a customer again.
  await page.getByRole("button", { name: "Enable again" }).click();
  await expect(toast(page, `${account.organisationName} is enabled again.`)).toBeVisible();
  await expect(page.getByTestId("organisation-status").first()).toHaveText("Active");
  await member.goto("/a");
  await expect(member).toHaveURL(/\/a\/dashboard\/customer$/);
  await memberContext.close();
});

test("the organisations list keeps its filters and page in the URL", async ({ page }) => {
  await signedIn(page, "support@demo.local");
  await page.goto("/a/organisations");
  await page.getByLabel("Type").selectOption("agency");
  await expect(page).toHaveURL(/type=agency/);
  await expect(page.getByTestId("organisation-row").filter({ hasText: "Brightside Agency" })).toBeVisible();
  await expect(page.getByTestId("organisation-row").filter({ hasText: "Nordlicht Home GmbH" })).toHaveCount(0);

  await page.goto("/a/organisations?status=waitlist&type=merchant&search=Fresh%20Start");
  await expect(page.getByLabel("Status")).toHaveValue("waitlist");
  await expect(page.getByLabel("Type")).toHaveValue("merchant");
  await expect(page.getByTestId("organisation-row").filter({ hasText: "Fresh Start Shop" })).toContainText("Waitlist");

  // Nonsense in the URL is ignored rather than breaking the page.
  await page.goto("/a/organisations?status=bogus&page=-3");
  await expect(page.getByLabel("Status")).toHaveValue("");
  await expect(page.getByTestId("organisation-row").first()).toBeVisible();

  // The customer overview lists merchants only.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Customer overview" })
    .click();
  // The previous screen (with its own search field) stays until the new one has loaded.
  await expect(page.getByRole("heading", { name: "Customer overview" })).toBeVisible();
  await page.getByLabel("Search").fill("Brightside");
  await expect(page).toHaveURL(/search=Brightside/);
  await expect(page.getByText("No customers match these filters.")).toBeVisible();
  await page.getByLabel("Search").fill("Nordlicht");
  await expect(page.getByTestId("organisation-row").filter({ hasText: "Nordlicht Home GmbH" })).toContainText("Active");
});

test("support sees a signed but invalid Shopify delivery with its reason on the dashboard", async ({ page }) => {
  const shopify = new ShopifyFakeClient(process.env.E2E_SHOPIFY_URL as string);
  const domain = uniqueShopDomain("e2e-invalid");
  const delivery = await shopify.sendWebhook(domain, "orders/create", {}, { rawBody: '{"id": 1, "line_items": []}' });
  expect(delivery.status).toBe(200);

  await signedIn(page, "support@demo.local");
  await expect(page).toHaveURL(/\/a\/dashboard\/support$/);
  const section = page.getByTestId("failed-deliveries");
  await expect(section.getByRole("heading", { name: "Order intake: failed Shopify deliveries" })).toBeVisible();
  const row = section.getByRole("row").filter({ hasText: domain });
  await expect(row).toContainText("Invalid order payload: line items: none");
  await expect(row).toContainText("Not retried");
});
