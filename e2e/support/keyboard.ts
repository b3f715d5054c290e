import { expect, type Locator, type Page } from "@playwright/test";

/** Describes the focused element and whether a focus indicator (outline or ring) is drawn on it. */
async function focused(page: Page): Promise<{ what: string; visible: boolean }> {
  return await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { what: "body", visible: false };
    const style = getComputedStyle(element);
    const transparent = (color: string) => color === "transparent" || /rgba\(.*,\s*0\)$/.test(color);
    const outline =
      style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    const ring = style.boxShadow !== "none" && !/^(rgba\(0, 0, 0, 0\) 0px 0px 0px 0px(, )?)+$/.test(style.boxShadow);
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
    return {
      what: `<${element.tagName.toLowerCase()} ${element.getAttribute("name") ?? ""}> ${name}`,
      visible: outline || ring,
    };
  });
}

/** The focused element shows a focus indicator (a computed outline or ring). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const state = await focused(page);
  expect(state.visible, `no visible focus indicator on ${state.what}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the
 * focused element shows a focus indicator. Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    // Past the last element the focus leaves the page once (the browser's own controls) and comes back.
    // One reading per stop: a list that re-renders as its data arrives may drop the focus between two.
    const state = await focused(page);
    if (state.what === "body") continue;
    expect(state.visible, `no visible focus indicator on ${state.what}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
