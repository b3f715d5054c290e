import { randomUUID } from "node:crypto";
import {
  signIn as apiSignIn,
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  testPng,
  trpcClient,
  uploadFile,
} from "@platform/testing";
import { signedIn, toast } from "../support/flows";
import { expect, test } from "../support/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

test("the customer is told live when support decides its claim, and the notification opens the claim", async ({
  page,
  browser,
}) => {
  // An order of the demo customer (through a shop of its own, made through the API) and its claim.
  const token = await apiSignIn(baseUrl(), "customer@demo.local", DEMO_PASSWORD);
  const customer = trpcClient(baseUrl(), { token });
  const fake = new ShopifyFakeClient(process.env.E2E_SHOPIFY_URL as string);
  const shop = `notify-${randomUUID().slice(0, 8)}.myshopify.com`;
  const install = await installApp(baseUrl(), fake, shop);
  await customer.shops.connect.mutate({ installToken: install.installToken as string });
  const { order: created } = await fake.createOrder(shop, { lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }] });
  const order = await eventually(async () =>
    (await customer.orders.list.query({})).items.find((candidate) => candidate.number === created.name),
  );
  const photo = await uploadFile(baseUrl(), token, await testPng("notify.png"));
  const claim = await customer.claims.create.mutate({
    orderId: order.id,
    type: "other",
    description: "The parcel was opened.",
    files: [{ id: photo.id }],
  });
  await customer.notifications.markAllRead.mutate();

  // The customer's screen stays open (no reload) while support decides in another browser.
  await signedIn(page, "customer@demo.local");
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications");

  const context = await browser.newContext();
  const support = await context.newPage();
  await signedIn(support, "support@demo.local");
  await support.goto(`/a/claims?status=pending&search=${encodeURIComponent(order.number)}`);
  // Every fake shop numbers its orders from #1001: other specs' claims can share the number. The
  // list is newest first, so this test's claim is the first row.
  const row = support.getByTestId("claim-row").filter({ hasText: order.number }).first();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Decide" }).click();
  const dialog = support.getByRole("dialog");
  await dialog.getByLabel("Decision").selectOption("accepted");
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expect(toast(support, "Decision saved.")).toBeVisible();
  await context.close();

  // Live: the count in the header changes without a reload.
  await expect(bell).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
  await expect(page.getByTestId("notification-count")).toBeVisible();
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications" });
  const entry = panel.getByRole("link", { name: new RegExp(`Your claim on order ${order.number}: Accepted`) });
  await expect(entry).toBeVisible();
  await entry.click();

  // It opens the claim on its order's page, and it is read now.
  await expect(page).toHaveURL(new RegExp(`/a/orders/${order.id}#claim-${claim.id}$`));
  const opened = page.locator(`#claim-${claim.id}`);
  await expect(opened).toBeVisible();
  await expect(opened.getByText("Accepted")).toBeVisible();
  // The bell follows the server's count live. (The demo's working day may tell this shared account
  // about other orders meanwhile, so the count is the server's, not a fixed number.)
  const shown = async () => Number(/(\d+) unread/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1] ?? 0);
  await expect
    .poll(async () => `${await shown()} of ${await customer.notifications.unreadCount.query()}`)
    .toMatch(/^(\d+) of \1$/);

  // The full list shows it, read.
  await bell.click();
  await page.getByRole("link", { name: "See all notifications" }).click();
  await expect(page).toHaveURL(/\/a\/notifications/);
  const listed = page
    .getByRole("list", { name: "Your notifications" })
    .getByTestId("notification")
    .filter({ hasText: `Your claim on order ${order.number}: Accepted` });
  await expect(listed).toHaveAttribute("data-unread", "false");
  // The order number is the shop's, marked as such; the status is the app's label.
  await expect(listed.locator("[data-user-content]")).toHaveText(order.number);

  // In German (this browser's choice only), the status by its German label.
  await page.evaluate(() => localStorage.setItem("platform.language", "de"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    page
      .getByRole("list", { name: "Deine Benachrichtigungen" })
      .getByTestId("notification")
      .filter({ hasText: `Deine Reklamation zur Bestellung ${order.number}: Angenommen.` }),
  ).toBeVisible();
});
