import { signIn as apiSignIn, DEMO_PASSWORD, trpcClient } from "@platform/testing";
import { merchantWithOrder, signedIn } from "../support/flows";
import { attachScreenshot, DESKTOP, layoutProblems, nextFrames, PHONE, settled } from "../support/layout";
import { axeViolations, expect, type Page, test } from "../support/test";

// Every list and detail screen of every demo login fits a 1280 × 800 window and a 390 × 844
// phone: nothing scrolls the page sideways, and each screen's primary actions are in the window
// (a wide table scrolls inside its card, its row actions stay in view). One browser per login;
// each screen is opened once and looked at in both sizes; a screen that does not fit is
// photographed for the report.

test.use({ viewport: DESKTOP });
// The logins only read: their walks run side by side.
test.describe.configure({ mode: "parallel" });

const baseUrl = () => process.env.E2E_BASE_URL as string;

/** Actions the issue names, which must be on the screen and in the window (besides every header and row action). */
const NAMED: Record<string, Record<string, string[]>> = {
  "customer@demo.local": {
    "/a/invoices": ["PDF", "Upload payment proof", "Pay by card"],
    "/a/orders": ["New order"],
    "/a/stock-orders": ["New stock order"],
    "/a/product-requests": ["New product request"],
  },
  "disabled@demo.local": { "/a/invoices": ["PDF", "Pay by card"] },
  "support@demo.local": { "/a/invoices": ["Prepare invoices", "PDF", "Record payment"] },
  "agency@demo.local": { "/a/invoices": ["PDF"] },
  "provider@demo.local": { "/a/services": ["Create service"] },
};

/** Each login in English; the two with the most screens in German too (longer words, other widths). */
const WALKS: Array<[string, "en" | "de"]> = [
  ["customer@demo.local", "en"],
  ["customer@demo.local", "de"],
  ["support@demo.local", "en"],
  ["support@demo.local", "de"],
  ["agency@demo.local", "en"],
  ["supplier@demo.local", "en"],
  ["provider@demo.local", "en"],
  ["disabled@demo.local", "en"],
  ["waitlist@demo.local", "en"],
];
const MAIN_NAVIGATION = /^(Main navigation|Hauptnavigation)$/;

/** `/a/orders/order_01J…` → `/a/orders/:id`: one detail screen of each kind. */
const pattern = (path: string) =>
  path
    .split("/")
    .map((segment) => (/\d/.test(segment) || segment.length > 24 ? ":id" : segment))
    .join("/");

/**
 * Screens a walk does not open as a demo login: opening a chat or the notifications marks them
 * read, which other specs' demo logins count on (a merchant of its own opens a chat below).
 */
const MARKS_READ = /^\/a\/(chats\/|notifications)/;

/** The links on the screen to other screens of the app (a list's records, its "New …" form). */
async function linksToScreens(page: Page): Promise<string[]> {
  const links = await page
    .locator("main a[href^='/a/']")
    .evaluateAll((links) => links.map((link) => (link.getAttribute("href") ?? "").split(/[?#]/)[0]));
  return links.filter((link) => !MARKS_READ.test(link));
}

/**
 * Lists whose phone layout (rows as cards, the header row kept for screen readers) is also checked
 * with axe at the phone size; the fixture checks every screen at the desktop size.
 */
const AXE_ON_PHONE = new Set(["/a/invoices", "/a/stock-orders", "/a/audit"]);

/** Opens the screen, checks and photographs it at the desktop size and on the phone. */
async function checkScreen(
  page: Page,
  who: string,
  path: string,
  { named = [], language = "en" }: { named?: readonly string[]; language?: "en" | "de" } = {},
): Promise<void> {
  await page.goto(path);
  await settled(page);
  // Support's product edit asks for the password first (the catalogue's admin access).
  const password = page.locator("main input[type='password']");
  if (await password.isVisible()) {
    await password.fill(DEMO_PASSWORD);
    await password.press("Enter");
    await expect(password).toBeHidden({ timeout: 20_000 });
    await settled(page);
  }
  for (const [size, viewport] of [
    ["1280 × 800", DESKTOP],
    ["390 × 844", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await nextFrames(page);
    const where = `${path} as ${who} in ${language} at ${size}`;
    const problems = await layoutProblems(page, named);
    expect.soft(problems, where).toEqual([]);
    if (problems.length > 0) await attachScreenshot(page, test.info(), `${who} ${path} ${language} ${size}`);
    if (viewport === PHONE && AXE_ON_PHONE.has(path))
      expect.soft((await axeViolations(page, where, language)) ?? "", `axe: ${where}`).toBe("");
  }
  await page.setViewportSize(DESKTOP);
}

/** On the phone the sidebar is behind the menu button; its links are all in the window and lead on. */
async function checkPhoneMenu(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  const menuButton = page.getByRole("button", { name: /^(Open menu|Menü öffnen)$/ });
  await expect(menuButton).toBeInViewport();
  await menuButton.click();
  const nav = page.getByRole("navigation", { name: MAIN_NAVIGATION });
  const links = nav.getByRole("link");
  const count = await links.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 1; index < count; index++) {
    await links.nth(index).scrollIntoViewIfNeeded();
    await expect(links.nth(index)).toBeInViewport({ ratio: 1 });
  }
  await attachScreenshot(page, test.info(), "the menu at 390 × 844");
  const last = links.nth(count - 1);
  const target = (await last.getAttribute("href")) as string;
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(nav).toBeHidden();
  await page.setViewportSize(DESKTOP);
}

test.describe("every screen of every demo login", () => {
  // The text walks open these screens as the same logins and check each with axe in English and
  // German; the fixture's check of every visited route would do that work twice.
  test.use({ axeOnVisitedRoutes: false });
  for (const [who, language] of WALKS) {
    test(`every list and detail screen of ${who} fits 1280 × 800 and a 390 px phone, in ${language}`, async ({
      page,
    }) => {
      // Up to ~40 screens, two sizes each, on a busy machine.
      test.setTimeout(600_000);
      await signedIn(page, who);
      if (language === "de") {
        // This browser's choice only: the switch would also store it on the demo account (its mails).
        await page.evaluate(() => localStorage.setItem("platform.language", "de"));
        await page.reload();
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
      }
      // The named actions are English words; the German walk checks every header and row action alike.
      const options = (path: string) => ({ language, named: language === "en" ? NAMED[who]?.[path] : undefined });
      const nav = page.getByRole("navigation", { name: MAIN_NAVIGATION });
      await expect(nav.getByRole("link").nth(1)).toBeVisible();
      const areas = (await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
        .slice(1)
        .filter((href): href is string => !!href);

      // The areas, then one record of each kind their screens link to (a detail, a "New …" form).
      const seen = new Set(areas.map(pattern));
      const details: string[] = [];
      for (const area of areas) {
        await checkScreen(page, who, area, options(area));
        for (const link of await linksToScreens(page)) {
          if (seen.has(pattern(link))) continue;
          seen.add(pattern(link));
          details.push(link);
        }
      }
      for (const detail of details) await checkScreen(page, who, detail, options(detail));
      await checkPhoneMenu(page);
    });
  }
});

test("the organisation page's tabs wrap on a 390 px phone, in English and German", async ({ page }) => {
  test.setTimeout(120_000);
  // An owner sees all five tabs (invitations too); German has the longer words.
  await signedIn(page, "customer@demo.local");
  for (const language of ["en", "de"] as const) {
    if (language === "de") {
      await page.evaluate(() => localStorage.setItem("platform.language", "de"));
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
    }
    await checkScreen(page, "customer@demo.local", "/a/organisation", { language });
    await page.setViewportSize(PHONE);
    const tabs = page.getByRole("tablist").getByRole("tab");
    await expect(tabs).toHaveCount(5);
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    // The last tab opens by a tap, without scrolling anything sideways.
    await tabs.last().click();
    await expect(page.getByTestId("tab-slack")).toBeVisible();
    await page.setViewportSize(DESKTOP);
  }
  await page.evaluate(() => localStorage.removeItem("platform.language"));
});

test("a merchant's orders, order, chats and chat fit 1280 × 800 and a 390 px phone", async ({ page }) => {
  test.setTimeout(180_000);
  // A merchant of its own, whose shop sent an order it chats about with the supplier: the demo
  // merchant has no order, and reading a demo chat would mark it read for other specs.
  const merchant = await merchantWithOrder("layout");
  const supplierToken = await apiSignIn(baseUrl(), "supplier@demo.local", DEMO_PASSWORD);
  const supplier = await trpcClient(baseUrl(), { token: supplierToken }).organisation.get.query();
  const { chatId } = await trpcClient(baseUrl(), { token: merchant.token }).chats.create.mutate({
    subjectType: "order",
    subjectId: merchant.orderId,
    receiverOrganisationId: supplier.id,
    body: "Is the mug in stock?",
  });
  await signedIn(page, merchant.email, merchant.password);
  await checkScreen(page, merchant.email, "/a/orders", { named: ["New order", merchant.orderNumber] });
  await checkScreen(page, merchant.email, `/a/orders/${merchant.orderId}`);
  await checkScreen(page, merchant.email, "/a/chats", { named: [merchant.orderNumber] });
  await checkScreen(page, merchant.email, `/a/chats/${chatId}`);
});
