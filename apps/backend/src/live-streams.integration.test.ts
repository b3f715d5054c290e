// The app's live streams in a browser with many tabs (issue 34): Chromium opens at most six
// connections per origin over HTTP/1.1, shared by every tab, Medusa Admin's at /app included. A
// stream per tab (held for 30 minutes) left six tabs of the app with every connection, so Medusa
// Admin stayed loading and a seventh tab too. One tab holds the stream and tells the others.
import { randomUUID } from "node:crypto";
import {
  activeMerchant,
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  signIn,
  testPng,
  trpcClient,
  uniqueShopDomain,
  uploadFile,
} from "@platform/testing";
import { chromium, type Page } from "playwright-core";
import { expect, inject, it } from "vitest";

const url = inject("backendUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

/** A merchant with a connected shop and two claims (on two of its orders) for support to decide. */
async function merchantWithClaims() {
  const supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  const merchant = await activeMerchant(url, supportToken, `Tabs ${randomUUID().slice(0, 6)}`);
  const client = trpcClient(url, { token: merchant.token });
  const domain = uniqueShopDomain("tabs");
  const install = await installApp(url, fake, domain);
  await client.shops.connect.mutate({ installToken: install.installToken as string });
  const claimIds: string[] = [];
  for (const n of [1, 2]) {
    const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
    const stored = await eventually(async () =>
      (await client.orders.list.query({})).items.find((o) => o.number === order.name),
    );
    const photo = await uploadFile(url, merchant.token, await testPng(`tabs-${n}.png`));
    const claim = await client.claims.create.mutate({
      orderId: stored.id,
      type: "other",
      description: "Opened in many tabs",
      files: [{ id: photo.id }],
    });
    claimIds.push(claim.id);
  }
  await client.notifications.markAllRead.mutate();
  return { merchant, supportToken, claimIds };
}

const bell = (page: Page) => page.getByTestId("notification-bell");

it("leaves connections for Medusa Admin and a seventh tab when the app is open in six, and tells every tab live, also after the stream's tab closed", async () => {
  const { merchant, supportToken, claimIds } = await merchantWithClaims();
  const support = trpcClient(url, { token: supportToken });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--disable-quic"],
  });
  try {
    const context = await browser.newContext({ baseURL: url, locale: "en-GB" });
    // Signed in as the app keeps it (every tab of the origin reads the same token).
    await context.addInitScript({
      content: `localStorage.setItem("platform.token", ${JSON.stringify(merchant.token)});`,
    });
    const tabs: Page[] = [];
    for (let n = 1; n <= 6; n++) {
      const tab = await context.newPage();
      await tab.goto("/a/dashboard/customer", { timeout: 60_000 });
      await expect.poll(() => bell(tab).getAttribute("aria-label"), { timeout: 60_000 }).toBe("Notifications");
      tabs.push(tab);
    }

    // Medusa Admin on the same origin: its sign-in opens.
    const admin = await context.newPage();
    await admin.goto("/app/login", { timeout: 60_000 });
    await admin.locator('input[name="email"]').waitFor({ timeout: 60_000 });

    // A notification reaches every tab without a reload, the tabs without a stream too.
    await support.claims.decide.mutate({ claimId: claimIds[0] as string, status: "accepted" });
    for (const tab of tabs)
      await expect
        .poll(() => bell(tab).getAttribute("aria-label"), { timeout: 30_000 })
        .toBe("Notifications, 1 unread");

    // A seventh tab of the app opens.
    const seventh = await context.newPage();
    await seventh.goto("/a/dashboard/customer", { timeout: 60_000 });
    await expect
      .poll(() => bell(seventh).getAttribute("aria-label"), { timeout: 60_000 })
      .toBe("Notifications, 1 unread");

    // The first five tabs close (the stream's among them): another tab takes the stream over.
    for (const tab of tabs.slice(0, 5)) await tab.close();
    await support.claims.decide.mutate({ claimId: claimIds[1] as string, status: "accepted" });
    for (const tab of [tabs[5] as Page, seventh])
      await expect
        .poll(() => bell(tab).getAttribute("aria-label"), { timeout: 30_000 })
        .toBe("Notifications, 2 unread");
  } finally {
    await browser.close();
  }
}, 300_000);
