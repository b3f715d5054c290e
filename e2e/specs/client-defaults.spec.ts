// The browser's toast and data-cache settings of spec §9 (TOAST_OPTIONS, QUERY_DEFAULTS), as a
// user meets them: where toasts appear, how many at once, how long; lists served from the cache
// when coming back to them, not reloaded when the window gets focus, and a failed load tried once
// more before the error shows.
import { QUERY_DEFAULTS, TOAST_OPTIONS } from "@platform/domain";
import type { Page, Request } from "@playwright/test";
import { freshSignUp, openFromUserMenu, signedIn, toast } from "../support/flows";
import { expect, test } from "../support/test";

/** Effects of the last render have run: two animation frames. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

const isOrdersList = (request: Request) =>
  request.url().includes("/store/trpc/") && request.url().includes("orders.list");

test("toasts: bottom right, each gone after about four seconds", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await freshSignUp("toasts", { approved: true });
  await signedIn(page, account.email, account.password);
  await openFromUserMenu(page, "Personal settings");
  // The page notes when each toast comes and goes (its own clock: a busy test runner cannot
  // make a toast look shorter than it was).
  await page.evaluate(() => {
    const times = new Map<Element, { added: number; removed?: number }>();
    (window as unknown as { toastTimes: typeof times }).toastTimes = times;
    new MutationObserver((records) => {
      for (const record of records) {
        // The first toast comes inside its new toaster list, so look into added and removed subtrees.
        const toasts = (node: Node) =>
          node instanceof Element
            ? [
                ...(node.matches("[data-sonner-toast]") ? [node] : []),
                ...Array.from(node.querySelectorAll("[data-sonner-toast]")),
              ]
            : [];
        for (const node of Array.from(record.addedNodes)) {
          for (const item of toasts(node)) if (!times.has(item)) times.set(item, { added: performance.now() });
        }
        for (const node of Array.from(record.removedNodes)) {
          for (const item of toasts(node)) {
            const entry = times.get(item);
            if (entry && entry.removed === undefined) entry.removed = performance.now();
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const save = page.getByRole("button", { name: "Save" });

  await save.click();
  await expect(toast(page, "Saved.").first()).toBeVisible();
  const toaster = page.locator("[data-sonner-toaster]");
  const [y, x] = TOAST_OPTIONS.position.split("-");
  await expect(toaster).toHaveAttribute("data-y-position", y);
  await expect(toaster).toHaveAttribute("data-x-position", x);

  // Left alone, it goes by itself after its duration.
  await page.mouse.move(5, 5);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 30_000 });
  const shownFor = await page.evaluate(() => {
    const entries = [
      ...(window as unknown as { toastTimes: Map<Element, { added: number; removed?: number }> }).toastTimes.values(),
    ];
    const last = entries[entries.length - 1];
    return (last.removed ?? Number.NaN) - last.added;
  });
  expect(shownFor).toBeGreaterThanOrEqual(TOAST_OPTIONS.durationMs);
  // A loaded machine may remove it late, never early.
  expect(shownFor).toBeLessThan(TOAST_OPTIONS.durationMs + 10_000);
});

test("lists come from the cache when coming back and on window focus; a failed load is tried once more", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const loads: Request[] = [];
  page.on("request", (request) => {
    if (isOrdersList(request)) loads.push(request);
  });
  await signedIn(page, "customer@demo.local");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "Orders", exact: true }).click();
  // The dashboard has tables too: first the orders page, then its list (or its empty state).
  await expect(page).toHaveURL(/\/a\/orders(\?|$)/);
  const main = page.getByRole("main");
  const list = main.getByRole("table").or(main.getByText("No orders yet.")).first();
  await expect(list).toBeVisible();
  await expect.poll(() => loads.length).toBeGreaterThanOrEqual(1);
  const afterFirstVisit = loads.length;

  // Focus leaves and comes back: nothing is loaded again.
  await page.evaluate(() => {
    window.dispatchEvent(new Event("blur"));
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await settled(page);
  // Away and back within the stale time (90 s): the list shows at once, from the cache.
  await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page).toHaveURL(/\/a\/dashboard\//);
  await nav.getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page).toHaveURL(/\/a\/orders(\?|$)/);
  await expect(list).toBeVisible();
  await settled(page);
  expect(QUERY_DEFAULTS.refetchOnWindowFocus).toBe(false);
  expect(loads.length).toBe(afterFirstVisit);

  // The server fails: the list is asked for once more, then the error shows with its retry.
  await page.route(
    (url) => url.pathname.startsWith("/store/trpc/") && url.pathname.includes("orders.list"),
    (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" }),
  );
  const beforeFailure = loads.length;
  // A reload starts with an empty cache.
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "This could not be loaded." })).toBeVisible({
    timeout: 30_000,
  });
  expect(loads.length - beforeFailure).toBe(1 + QUERY_DEFAULTS.retry);
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("a screen whose loader fetches its list asks once more, not twice more, when it fails (retours, an order)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const calls = { retours: 0, order: 0 };
  page.on("request", (request) => {
    const url = request.url();
    if (!url.includes("/store/trpc/")) return;
    if (url.includes("retours.list")) calls.retours += 1;
    if (url.includes("orders.get")) calls.order += 1;
  });
  await signedIn(page, "customer@demo.local");
  await page.route(
    (url) =>
      url.pathname.startsWith("/store/trpc/") &&
      (url.pathname.includes("retours.list") || url.pathname.includes("orders.get")),
    (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" }),
  );
  await page.goto("/a/retours");
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  expect(calls.retours).toBe(1 + QUERY_DEFAULTS.retry);
  // "Try again" asks once, and once more on failure.
  await page.getByRole("button", { name: "Try again" }).click();
  await expect.poll(() => calls.retours).toBe(2 * (1 + QUERY_DEFAULTS.retry));
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();

  await page.goto("/a/orders/order_e2e_unknown");
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  expect(calls.order).toBe(1 + QUERY_DEFAULTS.retry);
});
