import fs from "node:fs";
import { signIn as apiSignIn, DEMO_PASSWORD } from "@platform/testing";
import { type Browser, expect, type Page, type TestInfo } from "@playwright/test";
import { expectAccessible, routePattern } from "./test";
import { type Language, lineProblems, MONEY_HEADERS, MONEY_TEXT } from "./text-rules";

/**
 * Walks every screen a login reaches (the sidebar, the account menu's pages, the notifications,
 * and the first record and the "new" form behind each list) in one language, with one browser
 * context, and reports what a person should not read there (text-rules.ts). Text inside
 * `[data-user-content]` (what users or shops wrote: names, titles, addresses, chat text) is not
 * the app's wording and is left out, and so is text in `<code>`: an identifier a machine reads
 * (an API scope, a key's hint), shown as it is in both languages. Each screen's first state is
 * also checked with axe (WCAG 2.1 A/AA) as that login sees it.
 */

export type Finding = { login: string; language: Language; route: string; text: string; problem: string };

type Collected = {
  /** The texts inside `[data-user-content]`: data, where they appear inside a sentence too. */
  userTexts: string[];
  lines: string[];
  attributes: string[];
  /** Values where money belongs (a money column or field) that the money formatter did not write. */
  bareMoney: Array<{ where: string; text: string }>;
};

/** What the page shows now, without user content (hidden for the moment of reading). */
function collect(page: Page): Promise<Collected> {
  return page.evaluate(
    ([moneyHeaders, moneyText]) => {
      const moneyLabel = new RegExp(moneyHeaders as string, "i");
      const money = new RegExp(moneyText as string);
      const formatted = (text: string) => {
        const trimmed = text.trim();
        return trimmed === "" || trimmed === "—" || money.test(trimmed);
      };
      const userTexts = Array.from(document.querySelectorAll("[data-user-content]"))
        .map((element) => (element as HTMLElement).innerText.trim())
        .filter((text) => text.length >= 3);
      const style = document.createElement("style");
      style.textContent = "[data-user-content],[data-user-content] *,code{visibility:hidden!important}";
      document.head.append(style);
      try {
        const lines = document.body.innerText
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean);
        const attributes: string[] = [];
        for (const element of Array.from(document.querySelectorAll("[placeholder],[aria-label],[title],img[alt]"))) {
          if (element.closest("[data-user-content],code") || !element.checkVisibility()) continue;
          for (const name of ["placeholder", "aria-label", "title", "alt"]) {
            const value = element.getAttribute(name)?.trim();
            if (value) attributes.push(value);
          }
        }
        const bareMoney: Array<{ where: string; text: string }> = [];
        const check = (where: string, element: Element) => {
          const text = (element as HTMLElement).innerText;
          if (!formatted(text)) bareMoney.push({ where, text: text.trim() });
        };
        for (const element of Array.from(document.querySelectorAll('[data-kind="money"]'))) {
          if (element.checkVisibility()) check("a money value", element);
        }
        for (const table of Array.from(document.querySelectorAll("table"))) {
          const headers = Array.from(table.querySelectorAll("thead th")).map((cell) =>
            (cell as HTMLElement).innerText.trim(),
          );
          headers.forEach((header, index) => {
            if (!moneyLabel.test(header)) return;
            for (const row of Array.from(table.querySelectorAll("tbody tr"))) {
              const cell = row.children[index];
              if (cell) check(`column "${header}"`, cell);
            }
          });
        }
        for (const term of Array.from(document.querySelectorAll("dt"))) {
          const label = (term as HTMLElement).innerText.trim().replace(/:$/, "");
          const value = term.nextElementSibling;
          if (moneyLabel.test(label) && value?.tagName === "DD") check(`field "${label}"`, value);
        }
        return { userTexts, lines, attributes, bareMoney };
      } finally {
        style.remove();
      }
    },
    [MONEY_HEADERS.source, MONEY_TEXT.source],
  );
}

/**
 * What is wrong with the text the page shows now. `userTexts` collects the page's user content and
 * brings what was seen before: a name inside a sentence ("Chat with Brightside Agency") is data.
 */
export async function readScreen(
  page: Page,
  language: Language,
  userTexts: Set<string> = new Set(),
): Promise<Array<{ text: string; problem: string }>> {
  const collected = await collect(page);
  for (const text of collected.userTexts) userTexts.add(text);
  // Longest first, so a title is taken out before a word inside it.
  const data = [...userTexts].sort((a, b) => b.length - a.length);
  const found: Array<{ text: string; problem: string }> = [];
  for (const line of new Set([...collected.lines, ...collected.attributes])) {
    const wording = data.reduce((rest, text) => rest.split(text).join(" … "), line);
    for (const problem of lineProblems(wording, language)) found.push({ text: line, problem });
  }
  for (const bare of collected.bareMoney) {
    found.push({ text: bare.text, problem: `not money as the formatter writes it (${bare.where})` });
  }
  return found;
}

/** Waits until the screen shows its content: no spinner, nothing loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect(page.getByTestId("full-screen-spinner")).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator("main")).not.toBeEmpty({ timeout: 20_000 });
}

const LANGUAGE_KEY = "platform.language";
const TOKEN_KEY = "platform.token";

/** The paths of the app's own links inside `scope` (a CSS selector), in document order. */
async function linksIn(page: Page, scope: string): Promise<string[]> {
  return page.locator(`${scope} a[href^="/a/"]`).evaluateAll((links) =>
    links.map((link) => {
      const url = new URL((link as HTMLAnchorElement).href);
      return url.pathname + url.search;
    }),
  );
}

/** Everything `login` can reach, in `language`, with the problems found on each screen. */
export type Walker = {
  login: string;
  password?: string;
  /** Walk only these areas (and what lies behind them) instead of the whole sidebar. */
  areas?: string[];
};

export async function walk(
  browser: Browser,
  { login, password = DEMO_PASSWORD, areas: only }: Walker,
  language: Language,
  /** User content seen so far (shared by a login's walks: a name read in English is data in German too). */
  userTexts: Set<string> = new Set(),
): Promise<{ findings: Finding[]; routes: string[] }> {
  const baseURL = process.env.E2E_BASE_URL as string;
  const token = await apiSignIn(baseURL, login, password);
  const context = await browser.newContext({ baseURL, locale: language === "de" ? "de-DE" : "en-GB" });
  const findings: Finding[] = [];
  const routes: string[] = [];
  try {
    await context.addInitScript(
      ([languageKey, chosen, tokenKey, session]) => {
        if (location.origin === "null") return; // about:blank has no storage
        localStorage.setItem(languageKey as string, chosen as string);
        localStorage.setItem(tokenKey as string, session as string);
      },
      [LANGUAGE_KEY, language, TOKEN_KEY, token],
    );
    const page = await context.newPage();
    await page.goto("/a");
    await expect(page).toHaveURL(/\/a\/dashboard\//, { timeout: 30_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await settled(page);

    const seen = new Set<string>();
    const nav = only ?? (await linksIn(page, "nav"));
    const queue: string[] = only ? [...only] : [new URL(page.url()).pathname, ...nav, "/a/notifications"];
    // The account menu's pages (a disabled organisation has none).
    if (!only && !/\/disabled$/.test(page.url())) queue.push("/a/settings/user", "/a/settings/personal");
    const areas = new Set(nav.map((link) => link.split("?")[0]));

    while (queue.length > 0) {
      const target = queue.shift() as string;
      const pattern = routePattern(new URL(target, baseURL).href) + (target.includes("?") ? "?" : "");
      if (seen.has(pattern)) continue;
      seen.add(pattern);
      await page.goto(target);
      await settled(page);
      const route = new URL(page.url()).pathname + new URL(page.url()).search;
      // Behind a sidebar area: its first record and its forms (one of each route), from every tab.
      const base = target.split("?")[0] as string;
      const follow = async () => {
        if (!areas.has(base)) return;
        for (const link of await linksIn(page, "main")) if (link.startsWith(`${base}/`)) queue.push(link);
      };
      await check(page, route);
      // The same screen with axe (once per login, route and language): the walk reaches every
      // area, record and form of the login, so no separate accessibility walk opens them again.
      await expectAccessible(page, login);
      await follow();
      // Each tab of the screen (its text is only there while it is open).
      const tabs = page.locator('main [role="tab"]');
      for (let index = 1; index < (await tabs.count()); index++) {
        await tabs.nth(index).click();
        await settled(page);
        await check(page, `${route} (tab ${(await tabs.nth(index).innerText()).trim()})`);
        await follow();
      }
    }

    async function check(page: Page, route: string): Promise<void> {
      routes.push(route);
      for (const found of await readScreen(page, language, userTexts))
        findings.push({ login, language, route, ...found });
    }
  } finally {
    await context.close();
  }
  return { findings, routes };
}

/** One finding per line, grouped so the same text on many screens reads once with its routes. */
export function report(findings: Finding[]): string {
  const grouped = new Map<string, Set<string>>();
  for (const finding of findings) {
    const key = `${finding.problem} — "${finding.text.slice(0, 160)}"`;
    const where = `${finding.login} ${finding.language} ${finding.route}`;
    grouped.set(key, (grouped.get(key) ?? new Set()).add(where));
  }
  return [...grouped.entries()]
    .map(
      ([key, wheres]) =>
        `${key}\n    at ${[...wheres].slice(0, 4).join("\n    at ")}${wheres.size > 4 ? `\n    … and ${wheres.size - 4} more` : ""}`,
    )
    .join("\n");
}

/** Walks as `walker` in English, then in German, and fails the test with what was found; returns the routes read. */
export async function expectAppWording(browser: Browser, walker: Walker, testInfo: TestInfo): Promise<string[]> {
  const userTexts = new Set<string>();
  const english = await walk(browser, walker, "en", userTexts);
  const german = await walk(browser, walker, "de", userTexts);
  // What was read, for a person checking the walk's reach.
  fs.writeFileSync(testInfo.outputPath("routes.txt"), [...english.routes, ...german.routes].join("\n"));
  expect(report([...english.findings, ...german.findings]), "texts a person should not read").toBe("");
  return [...english.routes, ...german.routes];
}
