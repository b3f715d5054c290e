import { signIn } from "../support/app";
import { expect, test } from "../support/test";

const DEMO_ROLES = [
  { email: "customer@demo.local", path: "customer", role: "customer", badge: "Customer" },
  { email: "agency@demo.local", path: "agency", role: "agency", badge: "Agency" },
  { email: "support@demo.local", path: "support", role: "support", badge: "Support" },
  { email: "waitlist@demo.local", path: "waitlist", role: "waitlist", badge: "Waitlist" },
  { email: "disabled@demo.local", path: "disabled", role: "disabled_customer", badge: "Disabled customer" },
  { email: "provider@demo.local", path: "service-provider", role: "service_provider", badge: "Service provider" },
  { email: "supplier@demo.local", path: "supplier", role: "supplier", badge: "Supplier" },
];

for (const demo of DEMO_ROLES) {
  test(`${demo.role} signs in and lands on the ${demo.path} dashboard`, async ({ page }) => {
    await signIn(page, demo.email);
    await expect(page).toHaveURL(new RegExp(`/a/dashboard/${demo.path}$`));
    const dashboard = page.getByTestId(`dashboard-${demo.role}`);
    await expect(dashboard).toBeVisible();
    await expect(dashboard.getByTestId("role-badge")).toHaveText(demo.badge);
    await expect(page.getByText(demo.email).first()).toBeVisible();
  });
}

test("a user cannot open another role's dashboard", async ({ page }) => {
  await signIn(page, "waitlist@demo.local");
  await expect(page).toHaveURL(/\/a\/dashboard\/waitlist$/);
  await page.goto("/a/dashboard/support");
  await expect(page).toHaveURL(/\/a\/dashboard\/waitlist$/);
});

test("the disabled customer is told since when their account is disabled", async ({ page }) => {
  await signIn(page, "disabled@demo.local");
  await expect(
    page.getByText(/Your account has been disabled since .+\. Only your invoices remain available\./),
  ).toBeVisible();
});

test("signing out returns to login, and the app area then asks to sign in again", async ({ page }) => {
  await signIn(page, "customer@demo.local");
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/a/dashboard/customer");
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
