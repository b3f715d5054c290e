import { randomUUID } from "node:crypto";
import { DEMO_PASSWORD, waitForMail } from "@platform/testing";
import { expect, type Page } from "@playwright/test";

export { DEMO_PASSWORD };

export const mailDir = () => process.env.E2E_MAIL_DIR as string;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.local`;
}

/** Signs up through the UI and waits for the waitlist dashboard. */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login?mode=signup");
  await page.getByLabel("Company name").fill("E2E Goods GmbH");
  await page.getByLabel("First name").fill("Erika");
  await page.getByLabel("Last name").fill("Muster");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/a\/dashboard\/waitlist$/);
}

export async function resetLinkFor(email: string): Promise<string> {
  const mail = await waitForMail(mailDir(), { to: email, subjectIncludes: "password", timeoutMs: 20_000 });
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`No reset link in mail:\n${mail.text}`);
  return link;
}
