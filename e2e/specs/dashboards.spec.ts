import { signedIn } from "../support/flows";
import { expect, test } from "../support/test";

const DEMO_DASHBOARDS = [
  { email: "customer@demo.local", role: "customer" },
  { email: "agency@demo.local", role: "agency" },
  { email: "support@demo.local", role: "support" },
  { email: "disabled@demo.local", role: "disabled_customer" },
  { email: "provider@demo.local", role: "service_provider" },
  { email: "supplier@demo.local", role: "supplier" },
];

for (const demo of DEMO_DASHBOARDS) {
  test(`the ${demo.role} dashboard shows its figures and a chart`, async ({ page }) => {
    await signedIn(page, demo.email);
    const dashboard = page.getByTestId(`dashboard-${demo.role}`);
    const values = dashboard.locator('[data-testid^="kpi-"][data-testid$="-value"]');
    await expect(values.first()).toBeVisible();
    expect(await values.count()).toBeGreaterThanOrEqual(2);
    for (const text of await values.allInnerTexts()) expect(text.trim()).toMatch(/\d/);
    // The chart is drawn (lazily loaded) and its figures are also there as a table.
    const chart = dashboard.getByTestId("dashboard-chart").locator("svg[data-chart]").first();
    await expect(chart).toBeVisible();
    await expect(dashboard.locator(".sr-only > table caption").first()).toContainText("the figures as a table");
    // Drawn means marks (bars, an area or a ring's segments), not only the axes, wherever the
    // figures table holds a figure above zero (an organisation without orders this month has none).
    const figures = await dashboard.locator(".sr-only > table").first().locator("tbody td").allInnerTexts();
    const marks = await chart.locator("rect, polygon, circle[stroke-dasharray]").count();
    if (figures.some((figure) => /[1-9]/.test(figure))) expect(marks).toBeGreaterThan(0);
    else expect(await chart.locator("line, circle").count()).toBeGreaterThan(0);
  });
}

test("the waitlist dashboard shows where the application stands and what comes next", async ({ page }) => {
  await signedIn(page, "waitlist@demo.local");
  const stepper = page.getByTestId("waitlist-stepper");
  await expect(stepper.getByRole("listitem")).toHaveCount(4);
  await expect(page.getByTestId("step-applied")).toHaveAttribute("data-state", "done");
  await expect(page.getByTestId("step-review")).toContainText("Review by our team");
  await expect(page.getByTestId("step-start")).toHaveAttribute("data-state", "upcoming");
  await expect(page.getByTestId("kpi-queue-value")).toHaveText(/\d+ of \d+/);
});

test("a figure opens the filtered list behind it: the customer's unpaid invoices", async ({ page }) => {
  await signedIn(page, "customer@demo.local");
  const figure = page.getByTestId("kpi-unpaid-invoices");
  const count = Number(await figure.getByTestId("kpi-unpaid-invoices-value").innerText());
  expect(count).toBeGreaterThan(0);
  await figure.click();
  await expect(page).toHaveURL(/\/a\/invoices\?payment=unpaid$/);
  await expect(page.getByLabel("Payment")).toHaveValue("unpaid");
  await expect(page.getByTestId("invoice-row")).toHaveCount(count);
  for (const status of await page.getByTestId("invoice-status").allInnerTexts()) {
    expect(["Open", "Partially paid", "Payment proof received"]).toContain(status.trim());
  }
});

test("support's pending claims figure opens the claims list filtered to pending", async ({ page }) => {
  await signedIn(page, "support@demo.local");
  await page.getByTestId("kpi-claims-pending").click();
  await expect(page).toHaveURL(/\/a\/claims\?status=pending$/);
});

test("figures follow the language: German number and money formats", async ({ page }) => {
  await signedIn(page, "disabled@demo.local");
  await expect(page.getByTestId("kpi-invoices-paid-value")).toHaveText(/^[\d,.]+\s€|^€[\d,.]+$/);
  await page.getByLabel("Language").first().selectOption("de");
  await expect(page.getByTestId("kpi-invoices-paid-value")).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
});
