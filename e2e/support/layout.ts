import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./test";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Waits until the screen shows its content: a heading, nothing busy, no spinner; then one frame. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId("full-screen-spinner")).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator("main :is(h1, h2)").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await nextFrames(page);
}

/**
 * Two animation frames: the layout after a resize, and what the shell sets on it (scroll regions).
 * Headless Chromium once stopped giving a page frames altogether (a CI run: the layout walk waited
 * 10 min on the phone-sized Locations screen, whose snapshot was complete); when none comes within
 * 5 s, the tab is brought to the front and asked once more, then the walk goes on and measures.
 */
export async function nextFrames(page: Page): Promise<void> {
  const framed = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((done) => {
          requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
          setTimeout(() => done(false), 5_000);
        }),
    );
  if (await framed()) return;
  await page.bringToFront();
  await framed();
}

/**
 * What does not fit the window as it is now, in words (empty when all fits):
 * - the document scrolls sideways, or a tab list does (its last tabs out of sight);
 * - a control of the header or the screen lies beyond the window's edge where no scrolling
 *   container of its own brings it back (it cannot be reached at all);
 * - a primary action (the screen header's buttons and links, every row's actions, and the named
 *   ones) is not fully in the window without scrolling sideways, or something covers it (a
 *   sticky column, a clipping container).
 * - at a laptop's width (1,024 px and more), a table is wider than its card: a column is cut off
 *   or hidden behind the sticky actions column (issue 34; on a phone, lists are cards).
 * Only the window scrolls vertically to bring an action into view: never a table sideways.
 */
export async function layoutProblems(page: Page, named: readonly string[] = []): Promise<string[]> {
  return page.evaluate((named) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);

    // A tab list that scrolls sideways hides its last tabs (on a phone they must wrap).
    for (const list of Array.from(document.querySelectorAll("main [role='tablist']")))
      if (list.scrollWidth > list.clientWidth + 1)
        problems.push(`the tab list "${list.getAttribute("aria-label") ?? ""}" scrolls sideways`);

    if (innerWidth >= 1024) {
      // A chart's figures as a table for screen readers (sr-only) take no room on the screen.
      for (const table of Array.from(document.querySelectorAll("main table"))) {
        if (table.closest(".sr-only")) continue;
        const container = table.parentElement as HTMLElement;
        const width = table.getBoundingClientRect().width;
        if (width <= container.clientWidth + 1) continue;
        const caption = (table.querySelector("caption")?.textContent ?? "").trim().slice(0, 40);
        const columns = Array.from(table.querySelectorAll("thead th"))
          .map((th) => `${(th.textContent ?? "").trim()} ${Math.round(th.getBoundingClientRect().width)}`)
          .join(", ");
        problems.push(
          `the table "${caption}" is ${Math.round(width)} px wide in its ${container.clientWidth} px card (${columns})`,
        );
      }
    }

    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") || element.textContent || "").trim().slice(0, 40)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Screen-reader-only texts are 1 px boxes.
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== "hidden";
    };
    const scrollsSideways = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if ((overflow === "auto" || overflow === "scroll") && parent.scrollWidth > parent.clientWidth + 1) return true;
      }
      return false;
    };

    const controls = "a[href], button, input, select, textarea, [role='tab']";
    for (const element of Array.from(
      document.querySelectorAll(`#root header :is(${controls}), main :is(${controls})`),
    )) {
      if (!shown(element) || scrollsSideways(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.left < -1 || box.right > innerWidth + 1)
        problems.push(
          `${describe(element)} lies outside the window (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
    }

    const primary = new Set<Element>([
      ...Array.from(document.querySelectorAll("main header :is(a[href], button)")),
      ...Array.from(document.querySelectorAll("main td.data-table-actions :is(a[href], button)")),
    ]);
    const buttonsAndLinks = Array.from(document.querySelectorAll("main :is(a[href], button)"));
    for (const name of named) {
      const found = buttonsAndLinks.filter((element) => (element.textContent ?? "").trim() === name);
      if (found.length === 0) problems.push(`no "${name}" on the screen`);
      for (const element of found) primary.add(element);
    }
    for (const element of primary) {
      if (!shown(element)) continue;
      const before = element.getBoundingClientRect();
      window.scrollBy(0, before.top - innerHeight / 3);
      const box = element.getBoundingClientRect();
      if (box.left < -1 || box.right > innerWidth + 1) {
        problems.push(
          `${describe(element)} is not in the window (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
        continue;
      }
      const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
      if (!hit || !(hit === element || element.contains(hit)))
        problems.push(`${describe(element)} is hidden under ${hit ? describe(hit) : "nothing"}`);
    }
    window.scrollTo(0, 0);
    return problems;
  }, named);
}

/** The window as it is now, attached to the report under this name. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: "image/png" });
}
