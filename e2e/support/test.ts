import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, test as base, expect, type Page } from "@playwright/test";

export type { Browser, Locator, Page, Request } from "@playwright/test";
export { expect };

/**
 * Every spec imports `test` from here instead of @playwright/test, and so gets two gates without
 * writing anything:
 *
 * 1. Accessibility: every distinct route the test visits (ids in the path become `:id`) is
 *    checked with axe-core (WCAG 2.1 A and AA) once per run, in a page of its own that carries the
 *    test's session at the moment it visited the route: the pages before sign-in in English and in
 *    German, the app's screens (/a/…) in English (the text walks check every demo login's screens
 *    in both). A serious or critical violation fails the test and names the rule, the elements and
 *    the route.
 * 2. No console errors: any console error or uncaught page error fails the test (a missing
 *    translation key is one: lib/i18n.ts reports it so), except a browser's own line for an HTTP
 *    error answer and what a test declares with `expectConsoleError`.
 */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Justified exceptions (rule → reason). Keep this empty unless a finding cannot be fixed in the
 * app; no rule is switched off to make the suite pass.
 */
const AXE_EXCEPTIONS: Record<string, string> = {};

/**
 * Console messages that are not the app's errors. Chromium logs every HTTP 4xx/5xx response as
 * "Failed to load resource" on its own; tests provoke such answers on purpose (a wrong password,
 * a foreign order's id) and assert what the app shows instead, so only that browser line is
 * exempt, never a message the app writes.
 */
const CONSOLE_EXCEPTIONS: RegExp[] = [/^Failed to load resource: the server responded with a status of \d{3}/];

/** What the running test declared with `expectConsoleError` (a worker runs one test at a time). */
let expectedConsoleErrors: RegExp[] = [];

/**
 * For a test whose point is an error the app itself logs: React logs every error one of its error
 * boundaries catches (the 500 page of a failed load, "Unexpected Application Error!", "An error
 * has occurred"). Console errors matching `pattern` are accepted in the calling test only; every
 * other console error still fails it. Call it before making the failure happen.
 */
export function expectConsoleError(pattern: RegExp): void {
  expectedConsoleErrors.push(pattern);
}

const LANGUAGES = ["en", "de"] as const;
const LANGUAGE_KEY = "platform.language";
const TOKEN_KEY = "platform.token";

/** Where the workers note what they checked, so a route is checked once per run and counted at the end. */
export function axeLogDir(): string {
  return path.join(process.env.E2E_MAIL_DIR as string, "..", `platform-e2e-axe-${new URL(baseUrl()).port}`);
}

const baseUrl = () => process.env.E2E_BASE_URL as string;

/** `/a/orders/order_01J…?page=2` → `/a/orders/:id`: one check per screen, not per record. */
export function routePattern(url: string): string {
  const { pathname } = new URL(url);
  return (
    pathname
      .split("/")
      .map((segment) => (/\d/.test(segment) || segment.length > 24 ? ":id" : segment))
      .join("/") || "/"
  );
}

/** True the first time any worker of this run claims this key (an exclusive file create). */
function claim(key: string, note: string): boolean {
  fs.mkdirSync(axeLogDir(), { recursive: true });
  const file = path.join(axeLogDir(), `${createHash("sha1").update(key).digest("hex").slice(0, 16)}.txt`);
  try {
    fs.writeFileSync(file, `${note}\n`, { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

/** Waits until the app shows content: no full-screen spinner, nothing busy, animations over. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect(page.getByTestId("full-screen-spinner")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"), null, {
      timeout: 5_000,
    })
    .catch(() => undefined); // an endless animation (a spinner) does not change colours: scan anyway
}

function describe(
  route: string,
  language: string,
  violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"],
) {
  return violations
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id} (${violation.help}) on ${route} in ${language}:\n` +
        violation.nodes
          .slice(0, 8)
          .map((node) => `    ${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1).join(" ").trim()}`)
          .join("\n"),
    )
    .join("\n");
}

/** The serious and critical WCAG 2.1 A/AA violations of the page as it is now, described. */
export async function axeViolations(page: Page, route: string, language: string): Promise<string | null> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const failing = result.violations.filter(
    (violation) => FAILING_IMPACTS.has(violation.impact ?? "") && !(violation.id in AXE_EXCEPTIONS),
  );
  return failing.length > 0 ? describe(route, language, failing) : null;
}

/**
 * Checks the page as it is now (once per run and `who`), for specs that walk screens whose
 * content depends on the user: the route pattern alone would check only the first user's view.
 */
export async function expectAccessible(page: Page, who: string): Promise<void> {
  const language = (await page.locator("html").getAttribute("lang")) ?? "en";
  const pattern = routePattern(page.url());
  if (!claim(`${who} ${pattern} ${language}`, `${pattern} ${language} as ${who}`)) return;
  // The route counts as checked in this language: the fixture need not visit it again.
  claim(`${pattern} ${language}`, `${pattern} ${language} (see as ${who})`);
  await settled(page);
  expect.soft((await axeViolations(page, `${pattern} as ${who}`, language)) ?? "").toBe("");
}

type Visit = { url: string; pattern: string; token: string | null };

/** Checks one visited route in a fresh page of its own with the session it had, in each language. */
async function checkVisit(browser: Browser, visit: Visit): Promise<string[]> {
  const failures: string[] = [];
  // A test that ended its session (signed out, password changed) cannot lend it to the check; the
  // route stays unclaimed for a later visit.
  if (visit.token && (await sessionEnded(visit.token))) return failures;
  // The app's own screens (/a/…) are read in German by the text walks, every demo login's with axe:
  // here they are checked in English; the pages before sign-in in both languages.
  for (const language of visit.pattern.startsWith("/a/") ? LANGUAGES.slice(0, 1) : LANGUAGES) {
    if (!claim(`${visit.pattern} ${language}`, `${visit.pattern} ${language} ${visit.url}`)) continue;
    const context = await browser.newContext({ baseURL: baseUrl(), locale: "en-GB" });
    try {
      await context.addInitScript(
        ([languageKey, language, tokenKey, token]) => {
          localStorage.setItem(languageKey as string, language as string);
          if (token) localStorage.setItem(tokenKey as string, token);
        },
        [LANGUAGE_KEY, language, TOKEN_KEY, visit.token],
      );
      const probe = await context.newPage();
      await probe.goto(visit.url);
      await settled(probe);
      const found = await axeViolations(probe, `${visit.pattern} (${visit.url})`, language);
      if (found) failures.push(found);
    } finally {
      await context.close();
    }
  }
  return failures;
}

async function sessionEnded(token: string): Promise<boolean> {
  const response = await fetch(`${baseUrl()}/store/trpc/session.me`, { headers: { authorization: `Bearer ${token}` } });
  return response.status === 401;
}

/** What one test's pages did: console errors and the routes they arrived at. */
class Watch {
  readonly consoleErrors: string[] = [];
  readonly visits = new Map<string, Visit>();

  page(page: Page): void {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if ([...CONSOLE_EXCEPTIONS, ...expectedConsoleErrors].some((pattern) => pattern.test(text))) return;
      this.consoleErrors.push(`${text} (at ${page.url()})`);
    });
    page.on("pageerror", (error) => this.consoleErrors.push(`uncaught: ${error.message} (at ${page.url()})`));
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = frame.url();
      if (!url.startsWith(baseUrl())) return;
      const pattern = routePattern(url);
      if (this.visits.has(pattern)) return;
      const visit: Visit = { url, pattern, token: null };
      this.visits.set(pattern, visit);
      // The session as it is on arrival (a later sign-out must not turn the check into /login).
      page
        .evaluate((key) => localStorage.getItem(key), TOKEN_KEY)
        .then((token) => {
          visit.token = token;
        })
        .catch(() => undefined);
    });
  }
}

export const test = base.extend<{ a11yGate: undefined; axeOnVisitedRoutes: boolean }>({
  /**
   * Off only where another spec already opens the same screens as the same logins and checks them
   * with axe in both languages (the text walks): the check is the run's most expensive step.
   */
  axeOnVisitedRoutes: [true, { option: true }],
  a11yGate: [
    async ({ page, browser, axeOnVisitedRoutes }, use, testInfo) => {
      expectedConsoleErrors = [];
      const watch = new Watch();
      watch.page(page);
      // Pages of contexts a test opens itself (a second user's browser) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const context = await newContext(...args);
        context.on("page", (opened) => watch.page(opened));
        return context;
      };

      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }

      if (testInfo.status !== testInfo.expectedStatus) return; // the test's own failure says more
      // The checks need their own time on top of the test's (a busy machine: ~10 s per page).
      testInfo.setTimeout(testInfo.timeout + 60_000 + 30_000 * watch.visits.size);
      const failures: string[] = [];
      if (axeOnVisitedRoutes)
        for (const visit of watch.visits.values()) failures.push(...(await checkVisit(browser, visit)));
      expect(watch.consoleErrors, "console errors").toEqual([]);
      expect(failures.join("\n"), "axe: serious or critical WCAG 2.1 A/AA violations").toBe("");
    },
    { auto: true },
  ],
});
