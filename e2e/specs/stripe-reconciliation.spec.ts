import { signedIn } from "../support/flows";
import { expect, test } from "../support/test";

// Support's reconciliation with Stripe on its dashboard: a round on demand finds the demo (whose
// card payment is at the local Stripe for real) in order, in English and German.
test("support checks Stripe against the invoices: the demo has no difference", async ({ page }) => {
  await signedIn(page, "support@demo.local");
  const section = page.getByTestId("stripe-reconciliation");
  await expect(section.getByRole("heading", { name: "Stripe reconciliation" })).toBeVisible();
  await section.getByRole("button", { name: "Check now" }).click();
  await expect(section.getByText("Stripe and the invoices agree.")).toBeVisible();
  await page.getByLabel("Language").first().selectOption("de");
  await expect(section.getByRole("heading", { name: "Abgleich mit Stripe" })).toBeVisible();
  await expect(section.getByRole("button", { name: "Jetzt prüfen" })).toBeEnabled();
});
