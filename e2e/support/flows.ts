import { randomUUID } from "node:crypto";
import {
  signIn as apiSignIn,
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  trpcClient,
  waitForMail,
} from "@platform/testing";
import { expect, type Page } from "@playwright/test";
import { mailDir, signIn, uniqueEmail } from "./app";

const baseUrl = () => process.env.E2E_BASE_URL as string;

export type FreshAccount = { email: string; password: string; organisationName: string; organisationId: string };

/**
 * A new merchant sign-up made through the API (not the thing under test), with its own name so
 * parallel tests never meet. `approved` lets support approve it too, so its owner is a customer.
 */
export async function freshSignUp(prefix: string, { approved = false } = {}): Promise<FreshAccount> {
  const email = uniqueEmail(prefix);
  const password = "a-good-password";
  const organisationName = `E2E ${prefix} ${randomUUID().slice(0, 6)}`;
  const { organisationId } = await trpcClient(baseUrl()).auth.signUp.mutate({
    organisationName,
    firstName: "Erika",
    lastName: "Muster",
    email,
    password,
    confirmPassword: password,
  });
  if (approved) {
    const token = await apiSignIn(baseUrl(), "support@demo.local", DEMO_PASSWORD);
    await trpcClient(baseUrl(), { token }).waitlist.approve.mutate({ organisationId });
  }
  return { email, password, organisationName, organisationId };
}

/** The onboarding link of the newest invitation mailed to this address. */
export async function invitationLinkFor(email: string, since?: number): Promise<string> {
  const mail = await waitForMail(mailDir(), { to: email, subjectIncludes: "nvit", since, timeoutMs: 20_000 });
  const link = mail.text.match(/https?:\/\/\S+\/onboarding\?token=\S+/)?.[0];
  if (!link) throw new Error(`No onboarding link in mail:\n${mail.text}`);
  return link;
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^(Sign out|Abmelden)$/ }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Opens the header's account menu and follows one of its links. */
export async function openFromUserMenu(page: Page, link: "User settings" | "Personal settings"): Promise<void> {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("link", { name: link }).click();
}

/** The labels of the sidebar's areas, in order (its first link is the logo). */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: /^(Main navigation|Hauptnavigation)$/ }).first();
  await expect(nav.getByRole("link").nth(1)).toBeVisible();
  return (await nav.getByRole("link").allInnerTexts()).slice(1).map((text) => text.trim());
}

/** A sonner toast with exactly this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** Signs in through the login page and waits until the app has landed on a dashboard. */
export async function signedIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, email, password);
  // A busy machine's first sign-ins take their time.
  await expect(page).toHaveURL(/\/a\/dashboard\//, { timeout: 30_000 });
}

/**
 * An approved merchant whose shop is connected through the app (the fake Shopify's consent
 * approved over HTTP) and has sent one order: what order screens need, made through the API.
 */
export async function merchantWithOrder(
  prefix: string,
  sku = "MUG-WHT",
  /** Runs before the order arrives (e.g. gives the merchant stock, so the order reserves it). */
  beforeOrder?: (account: FreshAccount & { token: string }) => Promise<void>,
): Promise<FreshAccount & { token: string; shop: string; orderId: string; orderNumber: string }> {
  const account = await freshSignUp(prefix, { approved: true });
  const token = await apiSignIn(baseUrl(), account.email, account.password);
  const client = trpcClient(baseUrl(), { token });
  await beforeOrder?.({ ...account, token });
  const fake = new ShopifyFakeClient(process.env.E2E_SHOPIFY_URL as string);
  const shop = `${prefix}-${randomUUID().slice(0, 8)}.myshopify.com`;
  const install = await installApp(baseUrl(), fake, shop);
  await client.shops.connect.mutate({ installToken: install.installToken as string });
  const { order } = await fake.createOrder(shop, { lines: [{ sku, quantity: 1, price: "12.90" }] });
  const stored = await eventually(async () =>
    (await client.orders.list.query({})).items.find((candidate) => candidate.number === order.name),
  );
  return { ...account, token, shop, orderId: stored.id, orderNumber: stored.number };
}
