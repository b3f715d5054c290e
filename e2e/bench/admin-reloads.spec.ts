// `npm run bench:admin-reloads`: Medusa Admin's full page loads one after another as staff (the
// order list and one order, alternating; RELOADS of them, 120 unless set), counting the loads that
// stay on Medusa Admin's spinner. With react-query 4.22 (what Medusa Admin pins) about one load in
// fifteen did on this machine with three busy cores beside it: a query answered between a screen's
// render and its subscription was never shown. The override to 4.36.1 (root package.json) fixed
// it; docs/benchmarks.md "Fourth pass". Runs on the e2e harness (its own database and backend).
import { adminSignIn, DEMO_ADMIN_EMAIL, DEMO_PASSWORD, medusaOrderWithClaimAndEdit } from "@platform/testing";
import { expect, type Request, test } from "@playwright/test";

test("Medusa Admin's full page loads: how many stay on its spinner", async ({ page }) => {
  const loads = Number(process.env.RELOADS || 120);
  const hangAfterMs = Number(process.env.HANG_AFTER_MS || 30_000);
  test.setTimeout((loads + 2) * (hangAfterMs + 15_000));
  const base = process.env.E2E_BASE_URL as string;
  const { orderId } = await medusaOrderWithClaimAndEdit(base, await adminSignIn(base, DEMO_ADMIN_EMAIL, DEMO_PASSWORD));
  await page.goto("/app/login");
  await page.getByPlaceholder("Email").fill(DEMO_ADMIN_EMAIL);
  await page.getByPlaceholder("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/app\/a\/orders/, { timeout: 90_000 });

  const inFlight = new Set<Request>();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  const times: number[] = [];
  const hangs: string[] = [];
  for (let i = 0; i < loads; i++) {
    const one = i % 2 === 1;
    const started = Date.now();
    await page.goto(one ? `/app/a/orders/${orderId}` : "/app/a/orders");
    const shown = one ? page.getByText("Claim Created") : page.getByText("Mara Admin").first();
    try {
      await shown.waitFor({ timeout: hangAfterMs });
      times.push(Date.now() - started);
    } catch {
      const spinner = await page.locator(".animate-ring").count();
      const waiting = [...inFlight].map((request) => new URL(request.url()).pathname).join(", ");
      hangs.push(
        `load ${i + 1} (${one ? "one order" : "order list"}): spinner ${spinner ? "shown" : "not shown"}, in flight: ${waiting || "nothing"}`,
      );
    }
  }
  times.sort((a, b) => a - b);
  console.log(`Medusa Admin, ${loads} full page loads as staff (data shown within ${hangAfterMs / 1000} s):`);
  console.log(`  shown: ${times.length}, median ${times[Math.floor(times.length / 2)] ?? "-"} ms`);
  console.log(`  left on the spinner: ${hangs.length}${hangs.length ? `\n    ${hangs.join("\n    ")}` : ""}`);
});
