import { sidebarLinks, signedIn } from "../support/flows";
import { expect, expectAccessible, test } from "../support/test";

// Every sidebar area of every demo login, in English and in German (each user sees other data,
// so these are checked per user; the shared fixture checks every other route the suite visits).
const DEMO_LOGINS = [
  "customer@demo.local",
  "agency@demo.local",
  "support@demo.local",
  "waitlist@demo.local",
  "disabled@demo.local",
  "provider@demo.local",
  "supplier@demo.local",
];

for (const email of DEMO_LOGINS) {
  test(`every area of ${email} passes axe (WCAG 2.1 A/AA) in English and German`, async ({ page }) => {
    // Up to 18 areas, twice each, with axe on every page: the budget grows with the sidebar.
    test.setTimeout(600_000);
    await signedIn(page, email);
    for (const language of ["en", "de"] as const) {
      if (language === "de") {
        await page.getByLabel("Language").selectOption("de");
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
      }
      const nav = page.getByRole("navigation", { name: /^(Main navigation|Hauptnavigation)$/ }).first();
      const areas = await sidebarLinks(page);
      for (const [index, area] of areas.entries()) {
        await nav
          .getByRole("link")
          .nth(index + 1)
          .click();
        await expect(nav.getByRole("link", { name: area, exact: true })).toHaveAttribute("aria-current", "page");
        await expectAccessible(page, email);
      }
    }
  });
}
