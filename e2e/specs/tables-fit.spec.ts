import { signedIn } from "../support/flows";
import { DESKTOP, settled } from "../support/layout";
import { expect, type Page, test } from "../support/test";

// Issue 34: at 1,280 × 800 no table is wider than its page or its card, so no column is cut off
// or hidden behind the sticky actions column — on every role's list screens and one detail
// screen of each kind, in English and in German (German words are longer).

test.use({ viewport: DESKTOP });

const ROLES: Array<[string, Array<"en" | "de">]> = [
  ["customer@demo.local", ["en", "de"]],
  ["support@demo.local", ["en", "de"]],
  ["agency@demo.local", ["en", "de"]],
  ["supplier@demo.local", ["en", "de"]],
  ["provider@demo.local", ["en", "de"]],
  ["disabled@demo.local", ["en", "de"]],
  ["waitlist@demo.local", ["en", "de"]],
];

/** Opening a chat or the notifications marks them read, which other specs count on. */
const MARKS_READ = /^\/a\/(chats\/|notifications)/;
const kind = (path: string) =>
  path
    .split("/")
    .map((segment) => (/\d/.test(segment) || segment.length > 24 ? ":id" : segment))
    .join("/");

/** What does not fit, in words: the page scrolling sideways, a table wider than its container. */
async function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > innerWidth)
      problems.push(`the page is ${root.scrollWidth} px wide in a ${innerWidth} px window`);
    // A chart's figures as a table for screen readers (sr-only) take no room on the screen.
    for (const table of Array.from(document.querySelectorAll("main table")).filter(
      (table) => !table.closest(".sr-only"),
    )) {
      const container = table.parentElement as HTMLElement;
      const caption = (table.querySelector("caption")?.textContent ?? "").trim().slice(0, 40);
      if (table.getBoundingClientRect().width > container.clientWidth + 1)
        problems.push(
          `the table "${caption}" is ${Math.round(table.getBoundingClientRect().width)} px wide in ${container.clientWidth} px (${Array.from(
            table.querySelectorAll("thead th"),
          )
            .map((th) => `${(th.textContent ?? "").trim()} ${Math.round(th.getBoundingClientRect().width)}`)
            .join(", ")})`,
        );
    }
    return problems;
  });
}

for (const [who, languages] of ROLES) {
  for (const language of languages) {
    test(`every table of ${who} fits its page at 1280 × 800 in ${language === "de" ? "German" : "English"}`, async ({
      page,
    }) => {
      // Support has some 30 list and detail screens, and the machine may be busy.
      test.setTimeout(900_000);
      await signedIn(page, who);
      if (language === "de") {
        // This browser's choice only (the switch would store it on the demo account).
        await page.evaluate(() => localStorage.setItem("platform.language", "de"));
        await page.reload();
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
      }
      const nav = page.getByRole("navigation", { name: /^(Main navigation|Hauptnavigation)$/ });
      await expect(nav.getByRole("link").nth(1)).toBeVisible();
      const areas = (await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
        .slice(1)
        .filter((href): href is string => !!href);
      const seen = new Set(areas.map(kind));
      const details: string[] = [];
      const check = async (path: string) => {
        await page.goto(path);
        await settled(page);
        expect.soft(await tooWide(page), `${path} in ${language}`).toEqual([]);
      };
      for (const area of areas) {
        await check(area);
        const links = await page
          .locator("main a[href^='/a/']")
          .evaluateAll((links) => links.map((link) => (link.getAttribute("href") ?? "").split(/[?#]/)[0] as string));
        for (const link of links) {
          if (MARKS_READ.test(link) || seen.has(kind(link))) continue;
          seen.add(kind(link));
          details.push(link);
        }
      }
      for (const detail of details) await check(detail);
      if (language === "de") await page.evaluate(() => localStorage.removeItem("platform.language"));
    });
  }
}
