import { signIn } from "../support/app";
import { freshSignUp, openFromUserMenu, sidebarLinks, signedIn, signOut, toast } from "../support/flows";
import { expect, test } from "../support/test";

test("personal settings are saved, and choosing German switches the interface", async ({ page }) => {
  const account = await freshSignUp("personal", { approved: true });
  await signedIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
  await openFromUserMenu(page, "Personal settings");
  await expect(page).toHaveURL(/\/a\/settings\/personal$/);
  await expect(page.getByRole("heading", { name: "Personal settings" })).toBeVisible();

  const orderChat = page.getByRole("switch", { name: "Email me about new messages in order chats" });
  await expect(orderChat).toBeChecked();
  await orderChat.uncheck();
  await page.getByLabel("Language", { exact: true }).last().selectOption("de");
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page.getByRole("heading", { name: "Persönliche Einstellungen" })).toBeVisible();
  await expect(toast(page, "Gespeichert.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  // Saved on the account: another browser shows the same, and so does the sidebar.
  await page.reload();
  await expect(
    page.getByRole("switch", { name: "Per E-Mail über neue Nachrichten in Bestell-Chats informieren" }),
  ).not.toBeChecked();
  await expect(
    page.getByRole("switch", { name: "Per E-Mail über neue Nachrichten in Produktanfrage-Chats informieren" }),
  ).toBeChecked();
  await expect(page.getByLabel("Sprache", { exact: true }).last()).toHaveValue("de");
  expect(await sidebarLinks(page)).toEqual([
    "Dashboard",
    "Produkte",
    "Rechnungen",
    "Shops",
    "Organisation",
    "Standorte",
    "Bestände",
    "Verpackungsübersicht",
    "Verpackungs-UI",
    "Verpackungsbestände",
    "Verpackung kaufen",
    "Bestellungen",
    "Retouren",
    "Produktübersicht",
    "Lagerbestellungen",
    "Chats",
    "Verfügbare Services",
    "Meine Buchungen",
    "Produktanfrage",
    "Änderungsprotokoll",
  ]);
});

test("change password: the spec's messages, the server's wrong-password error, then success", async ({ page }) => {
  const account = await freshSignUp("password");
  await signedIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/a\/dashboard\/waitlist$/);
  await openFromUserMenu(page, "User settings");
  await expect(page.getByRole("heading", { name: "User settings" })).toBeVisible();
  const form = page.getByRole("form", { name: "Change password" });

  await form.getByLabel("Current password").fill(account.password);
  await form.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("You must confirm your password")).toBeVisible();

  await form.getByLabel("Confirm new password").fill("a-brand-new-passwort");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Passwords do not match.")).toBeVisible();
  await expect(form.getByRole("alert")).toHaveText(
    "Please check that all fields are filled in correctly and try again.",
  );

  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("Confirm new password").fill("a-brand-new-password");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("The current password is not correct.")).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

  // The same in German.
  await page.getByLabel("Language").first().selectOption("de");
  const formDe = page.getByRole("form", { name: "Passwort ändern" });
  await formDe.getByLabel("Aktuelles Passwort").fill(account.password);
  await formDe.getByLabel("Neues Passwort", { exact: true }).fill("a-brand-new-password");
  await formDe.getByLabel("Neues Passwort bestätigen").fill("something-else");
  await formDe.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(formDe.getByText("Die Passwörter stimmen nicht überein.")).toBeVisible();
  await expect(formDe.getByRole("alert")).toHaveText(
    "Bitte prüfe, ob alle Felder korrekt ausgefüllt sind, und versuche es erneut.",
  );
  await page.getByLabel("Sprache").first().selectOption("en");

  await form.getByLabel("Current password").fill(account.password);
  await form.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
  await form.getByLabel("Confirm new password").fill("a-brand-new-password");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page, "Your password has been changed.")).toBeVisible();
  await signOut(page);

  await signIn(page, account.email, account.password);
  await expect(page.getByRole("alert")).toHaveText("These credentials do not match our records.");
  await signedIn(page, account.email, "a-brand-new-password");
  await expect(page).toHaveURL(/\/a\/dashboard\/waitlist$/);
});

test("organisation details: field errors and the spec's toast, in English and German, then saved", async ({ page }) => {
  const account = await freshSignUp("details", { approved: true });
  await signedIn(page, account.email, account.password);
  await page.goto("/a/organisation");
  await expect(page.getByRole("tab", { name: "Details", selected: true })).toBeVisible();

  await page.getByLabel("IBAN").fill("DE00 1234");
  await page.getByLabel("Phone").fill("030 123");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(toast(page, "Could not update organization details")).toBeVisible();
  await expect(page.getByText("This is not a valid IBAN.")).toBeVisible();
  await expect(page.getByText("Enter the number in international format, e.g. +49 30 1234567.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Please check that all fields" })).toBeVisible();
  await expect(page.getByLabel("IBAN")).toBeFocused();

  await page.getByLabel("Language").first().selectOption("de");
  await page.getByRole("button", { name: "Details speichern" }).click();
  await expect(toast(page, "Organisationsdetails konnten nicht aktualisiert werden")).toBeVisible();
  await expect(page.getByText("Dies ist keine gültige IBAN.")).toBeVisible();
  await page.getByLabel("Sprache").first().selectOption("en");

  await page.getByLabel("Organisation name").fill(`${account.organisationName} Renamed`);
  await page.getByLabel("IBAN").fill("de89 3704 0044 0532 0130 00");
  await page.getByLabel("Phone").fill("+49 30 1234567");
  await page.getByLabel("Country").selectOption("DE");
  await page.getByLabel("VAT ID").fill("DE136695976");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(toast(page, "Organisation details saved.")).toBeVisible();
  // The header follows the new name; a reload shows what the server stored.
  await expect(page.getByRole("banner").getByText(`${account.organisationName} Renamed`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("IBAN")).toHaveValue("DE89 3704 0044 0532 0130 00");
  await expect(page.getByLabel("Phone")).toHaveValue("+49301234567");
});

test("Container and Slack sections validate and save", async ({ page }) => {
  const account = await freshSignUp("container", { approved: true });
  await signedIn(page, account.email, account.password);
  await page.goto("/a/organisation?tab=container");
  await expect(page.getByRole("heading", { name: "Container", exact: true })).toBeVisible();
  await page.getByLabel("Default import method").selectOption({ label: "Train (45–55 days)" });
  await page.getByLabel("Container load").selectOption({ label: "FCL 40' HC" });
  await page.getByLabel("EORI number").fill("not valid!");
  await page.getByRole("button", { name: "Save container settings" }).click();
  await expect(
    page.getByText("This is not a valid EORI number (country code and up to 15 letters or digits)."),
  ).toBeVisible();
  await page.getByLabel("EORI number").fill("de123456789012345");
  await page.getByLabel("Customs broker email").fill("broker@example.com");
  await page.getByRole("button", { name: "Save container settings" }).click();
  await expect(toast(page, "Container settings saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("EORI number")).toHaveValue("DE123456789012345");
  await expect(page.getByLabel("Default import method")).toHaveValue("train");
  await expect(page.getByLabel("Container load")).toHaveValue("fcl_40hc");

  await page.getByRole("tab", { name: "Slack" }).click();
  await expect(page).toHaveURL(/tab=slack/);
  await expect(page.getByRole("button", { name: "Send test message" })).toBeDisabled();
  await page.getByLabel("Webhook URL").fill("https://example.com/not-slack");
  await page.getByRole("button", { name: "Save webhook" }).click();
  await expect(
    page.getByText("Enter a Slack incoming-webhook URL (https://hooks.slack.com/services/…)."),
  ).toBeVisible();
  await page.getByLabel("Webhook URL").fill("https://hooks.slack.com/services/T000/B000/XXXX");
  await page.getByRole("button", { name: "Save webhook" }).click();
  await expect(toast(page, "Slack webhook saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send test message" })).toBeEnabled();
});

test("an owner disables their own account after typing the organisation's name", async ({ page }) => {
  const account = await freshSignUp("selfdisable", { approved: true });
  await signedIn(page, account.email, account.password);
  await openFromUserMenu(page, "User settings");
  await page.getByRole("button", { name: "Disable account" }).click();
  const dialog = page.getByRole("dialog", { name: `Disable ${account.organisationName}?` });
  await dialog.getByLabel("Type your organisation's name to confirm").fill("Something else");
  await dialog.getByRole("button", { name: "Disable account" }).click();
  await expect(dialog.getByText("Type the organisation's name exactly to confirm.")).toBeVisible();
  await dialog.getByLabel("Type your organisation's name to confirm").fill(account.organisationName);
  await dialog.getByRole("button", { name: "Disable account" }).click();

  await expect(page).toHaveURL(/\/a\/dashboard\/disabled$/);
  await expect(page.getByText(/Only your invoices remain available\./)).toBeVisible();
  expect(await sidebarLinks(page)).toEqual(["Dashboard", "Invoices"]);
  await expect(page.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
});

test("API keys: an admin creates one (shown once), the REST API takes it, and a revoked key stops at once", async ({
  page,
}) => {
  const account = await freshSignUp("apikeys", { approved: true });
  await signedIn(page, account.email, account.password);
  await openFromUserMenu(page, "User settings");
  const form = page.getByRole("form", { name: "Create API key" });
  await form.getByLabel("Name").fill("Warehouse ERP");
  await form.getByRole("checkbox", { name: /Create and cancel orders/ }).check();
  await form.getByRole("button", { name: "Create API key" }).click();

  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^plat_[0-9a-f]{20}_/);
  const key = (await shown.textContent()) as string;
  const orders = async () =>
    (await page.request.get("/api/v1/orders", { headers: { authorization: `Bearer ${key}` } })).status();
  expect(await orders()).toBe(200);

  await page.getByRole("button", { name: "Done" }).click();
  await expect(shown).toHaveCount(0);
  const row = page.getByTestId("api-key-row").filter({ hasText: "Warehouse ERP" });
  await expect(row).toContainText("Read orders and shipments, Create and cancel orders");
  await expect(row).toContainText("Active");
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(toast(page, "The key has been revoked.")).toBeVisible();
  await expect(row).toContainText("Revoked");
  expect(await orders()).toBe(401);

  // The reference, drawn from the OpenAPI document the backend serves.
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page.getByRole("heading", { name: "API reference", level: 1 })).toBeVisible();
  const claims = page.getByTestId("api-operation").filter({ hasText: "Create a claim" });
  await expect(claims).toContainText("POST");
  await expect(claims).toContainText("multipart/form-data");
});

test("webhooks: a private address is refused, an endpoint is added (secret shown once), paused, resumed and deleted", async ({
  page,
}) => {
  const account = await freshSignUp("webhooks", { approved: true });
  await signedIn(page, account.email, account.password);
  await openFromUserMenu(page, "User settings");
  const form = page.getByRole("form", { name: "Add endpoint" });
  await form.getByLabel("URL").fill("https://10.0.0.1/hook");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByText("This address is private or local: we only send to public addresses.")).toBeVisible();

  await form.getByLabel("URL").fill("http://127.0.0.1:9/erp-hook");
  await form.getByLabel("Description").fill("Our ERP");
  await form.getByRole("checkbox", { name: /Invoice paid/ }).check();
  await form.getByRole("button", { name: "Add endpoint" }).click();
  const shown = page.getByTestId("new-webhook-secret");
  await expect(shown).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const secret = (await shown.textContent()) as string;
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = page.getByTestId("webhook-row").filter({ hasText: "Our ERP" });
  await expect(row).toContainText("Invoice paid, Order created, Order shipped");
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: "Pause" }).click();
  await expect(row).toContainText("Paused");
  await row.getByRole("button", { name: "Resume" }).click();
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: "Delivery log" }).click();
  await expect(page.getByText("Nothing sent yet.")).toBeVisible();
  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete endpoint" }).click();
  await expect(row).toHaveCount(0);
});
