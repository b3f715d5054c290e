import { freshSignUp, signedIn, signOut, toast } from "../support/flows";
import { expect, test } from "../support/test";

test("an owner edits the organisation's address and finds the change in the audit log; support finds it too", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await freshSignUp("audit", { approved: true });
  await signedIn(page, account.email, account.password);
  const nav = page.getByRole("navigation", { name: "Main navigation" });

  // Organisation → Details: an address, then a corrected street.
  await nav.getByRole("link", { name: "Organisation" }).click();
  await page.getByLabel("Street and house number").fill("Prüfweg 1");
  await page.getByLabel("ZIP code").fill("10115");
  await page.getByLabel("City").fill("Berlin");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(toast(page, "Organisation details saved.")).toBeVisible();
  await page.getByLabel("Street and house number").fill("Prüfweg 22");
  // The first save's toast is still up, so wait for this save's own answer before leaving.
  const secondSave = page.waitForResponse((r) => r.url().includes("organisation.update") && r.ok());
  await page.getByRole("button", { name: "Save details" }).click();
  await secondSave;

  // The audit log, newest first: who, what, the record and before → after.
  await nav.getByRole("link", { name: "Audit log" }).click();
  await expect(page).toHaveURL(/\/a\/audit$/);
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const newest = page.getByTestId("audit-row").first();
  await expect(newest).toContainText("Organisation details changed");
  await expect(newest).toContainText(account.email);
  await expect(newest).toContainText(account.organisationName);
  const change = newest.getByTestId("audit-change");
  await expect(change).toContainText("Street");
  await expect(change.locator("del")).toHaveText("Prüfweg 1");
  await expect(change.locator("ins")).toHaveText("Prüfweg 22");
  // The earlier save set the whole address (from empty).
  await expect(page.getByTestId("audit-row").nth(1)).toContainText("Organisation details changed");
  await expect(page.getByTestId("audit-row").nth(1)).toContainText("Berlin");

  // Filters live in the URL: the organisation's records only, then a search that finds nothing.
  await page.getByLabel("Record type").selectOption("member");
  await expect(page).toHaveURL(/subjectType=member/);
  await expect(page.getByTestId("audit-row").first()).toContainText("Member added");
  await page.getByLabel("Record type").selectOption("");
  await page.getByLabel("Search who, what or which record").fill("Prüfweg 22");
  await page.getByLabel("Search who, what or which record").press("Enter");
  await expect(page.getByTestId("audit-row")).toHaveCount(1);

  // In German: the action's label and the date in German.
  await page.getByLabel("Language").selectOption("de");
  await expect(page.getByRole("heading", { name: "Änderungsprotokoll", level: 1 })).toBeVisible();
  await expect(page.getByTestId("audit-row").first()).toContainText("Organisationsdaten geändert");
  await expect(page.getByTestId("audit-row").first().locator("time")).toHaveText(/\d{2}\.\d{2}\.\d{4}/);
  await page.getByLabel("Sprache").selectOption("en");
  await signOut(page);

  // Support reads every organisation's log, and narrows it to this one.
  await signedIn(page, "support@demo.local");
  await nav.getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Search who, what or which record").fill(account.organisationName);
  await page.getByLabel("Search who, what or which record").press("Enter");
  const row = page.getByTestId("audit-row").filter({ hasText: "Prüfweg 22" });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: account.organisationName }).click();
  await expect(page).toHaveURL(/organisationId=/);
  await expect(page.getByTestId("audit-row").first()).toContainText(account.organisationName);
});

test("an invoice's and a booking's details show their history", async ({ page }) => {
  await signedIn(page, "customer@demo.local");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "Invoices" }).click();
  const paid = page
    .getByTestId("invoice-row")
    .filter({ has: page.getByTestId("invoice-status").getByText("Paid", { exact: true }) })
    .first();
  await paid.getByRole("link", { name: /^INV-/ }).click();
  await expect(page).toHaveURL(/\/a\/invoices\/inv_/);
  const history = page.getByRole("list", { name: "History of this record" });
  await expect(history.getByTestId("history-entry").first()).toContainText("Invoice issued");
  await expect(history).toContainText("Payment recorded");
  await expect(history).toContainText("support@demo.local");
  await expect(page.getByTestId("invoice-line").first()).toBeVisible();
  // Values as people read them: money, the due day, enums by their labels; no stored key on screen.
  const issued = history.getByTestId("history-entry").first();
  await expect(issued).toContainText(/Total:\s*€\d[\d,]*\.\d{2}/);
  await expect(issued).toContainText(/Due on:\s*[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(issued).toContainText("Currency: EUR");
  await expect(issued).toContainText("Invoice type: Invoice");
  const payment = history.getByTestId("history-entry").filter({ hasText: "Payment recorded" }).first();
  await expect(payment).toContainText(
    /Payment:\s*\w*?empty\s*→\s*\w*?Amount: €\d[\d,]*\.\d{2}, Payment method: (Bank transfer|Card)/,
  );
  await expect(history).not.toContainText(/due_on|currency_code|amount_paid|unit_price|: \d{4,}\b/);
  await page.getByLabel("Language").selectOption("de");
  const germanHistory = page.getByRole("list", { name: "Verlauf dieses Datensatzes" });
  const germanIssued = germanHistory.getByTestId("history-entry").first();
  const germanPayment = germanHistory.getByTestId("history-entry").filter({ hasText: "Zahlung verbucht" }).first();
  await expect(germanIssued).toContainText(/Gesamt:\s*\d[\d.]*,\d{2}\s€/);
  await expect(germanIssued).toContainText(/Fällig am:\s*\d{2}\.\d{2}\.\d{4}/);
  await expect(germanPayment).toContainText(
    /Zahlung:\s*\w*?leer\s*→\s*\w*?Betrag: \d[\d.]*,\d{2}\s€, Zahlungsart: (Überweisung|Karte)/,
  );
  await page.getByLabel("Sprache").selectOption("en");

  await nav.getByRole("link", { name: "My Bookings" }).click();
  await page.getByTestId("booking-row").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/a\/bookings\/bkg_/);
  await expect(
    page.getByRole("list", { name: "History of this record" }).getByTestId("history-entry").first(),
  ).toContainText("Service booked");
});
