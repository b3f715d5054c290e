import { randomUUID } from "node:crypto";
import {
  signIn as apiSignIn,
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  trpcClient,
} from "@platform/testing";
import { freshSignUp, signedIn, signOut, toast } from "../support/flows";
import { expect, test } from "../support/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

/**
 * A merchant with its own location holding one BCB-L, which its shop's order has just reserved:
 * 1 sold in 14 days → the stock hint wants 1 available (3 days of sales), there are 0.
 */
async function merchantBelowHint() {
  const account = await freshSignUp("stock", { approved: true });
  const support = trpcClient(baseUrl(), { token: await apiSignIn(baseUrl(), "support@demo.local", DEMO_PASSWORD) });
  const token = await apiSignIn(baseUrl(), account.email, account.password);
  const client = trpcClient(baseUrl(), { token });
  const location = await support.locations.create.mutate({
    name: `E2E Hall ${randomUUID().slice(0, 6)}`,
    type: "customer",
    status: "active",
    countryCode: "DE",
    organisationId: account.organisationId,
  });
  const variants = await support.locations.variants.query({ search: "BCB-L" });
  const variant = variants.find((v) => v.sku === "BCB-L");
  if (!variant) throw new Error("BCB-L is not a demo variant");
  await support.locations.adjustStock.mutate({
    organisationId: account.organisationId,
    locationId: location.id,
    variantId: variant.id,
    onHand: 1,
  });
  await client.locations.setPriorities.mutate({ country: "*", priorities: [{ locationId: location.id, priority: 1 }] });
  const fake = new ShopifyFakeClient(process.env.E2E_SHOPIFY_URL as string);
  const shop = `stock-${randomUUID().slice(0, 8)}.myshopify.com`;
  const install = await installApp(baseUrl(), fake, shop);
  await client.shops.connect.mutate({ installToken: install.installToken as string });
  await fake.createOrder(shop, { lines: [{ sku: "BCB-L", quantity: 1, price: "19.90" }] });
  await eventually(async () => {
    const list = await client.stocks.list.query({ locationId: location.id });
    return list.items.find((row) => row.variant.sku === "BCB-L" && row.reserved === 1) ?? null;
  });
  return { ...account, locationName: location.name };
}

test("a merchant imports a stock order by train from a CSV file, the supplier ships it, support receives it, Stocks clears the hint", async ({
  page,
}) => {
  // Four sign-ins and a whole stock order's life on a shared 2-core machine.
  test.setTimeout(180_000);
  const merchant = await merchantBelowHint();
  await signedIn(page, merchant.email, merchant.password);
  await expect(page.getByTestId("stock-hint-card")).toContainText("1 variant below the stock hint");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .first()
    .getByRole("link", { name: "Stocks", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Stocks", level: 1 })).toBeVisible();
  const row = page.getByTestId("stock-row").filter({ hasText: "BCB-L" });
  await expect(row.getByTestId("stock-hint")).toHaveText("Below hint: order 1");
  await expect(row.getByTestId("stock-on-hand")).toHaveText("1");

  // A new stock order from a CSV file with a bad row first: named with its line, nothing stored.
  await page.goto("/a/stock-orders");
  await expect(page.getByText("No data found")).toBeVisible();
  await page.getByRole("link", { name: "New stock order" }).click();
  await page.getByLabel("Supplier", { exact: true }).selectOption({ label: "Shenzhen Packaging Co." });
  await page.getByLabel("Target location", { exact: true }).selectOption({ label: merchant.locationName });
  await page.getByLabel("Import method", { exact: true }).selectOption({ label: "By train (45–55 days)" });
  await page.getByTestId("stock-order-file").setInputFiles({
    name: "order.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("sku;quantity;price\nBCB-L;5;4,50\nNOPE;2;1,00\n"),
  });
  await expect(page.getByTestId("row-problems")).toContainText('Line 3: no product variant has the SKU "NOPE"');
  await page.getByRole("button", { name: "Create stock order" }).click();
  await expect(page.getByText("Some item rows are wrong; nothing was stored.")).toBeVisible();
  await page.getByTestId("stock-order-file").setInputFiles({
    name: "order.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("sku;quantity;price\nBCB-L;5;4,50\n"),
  });
  await expect(page.getByTestId("items-ok")).toContainText("1 row ready");
  await page.getByRole("button", { name: "Create stock order" }).click();
  await expect(toast(page, "Stock order created.")).toBeVisible();
  await expect(page.getByTestId("stock-order-status")).toHaveText("Pending");
  await expect(page.getByTestId("expected-arrival")).toBeVisible();
  await expect(page.getByText("Not invoiced")).toBeVisible();
  const number = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/\D/g, "");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .first()
    .getByRole("link", { name: "Stocks", exact: true })
    .click();
  await expect(row.getByTestId("stock-arriving")).toContainText("5");
  await expect(row.getByTestId("stock-hint")).toHaveText("Below hint, enough on its way");
  await signOut(page);

  // The supplier confirms and marks it shipped.
  await signedIn(page, "supplier@demo.local");
  await page.goto("/a/stock-orders");
  await page.getByRole("link", { name: `#${number}` }).click();
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expect(toast(page, "Stock order confirmed.")).toBeVisible();
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(toast(page, "Marked as shipped.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Shipped", { exact: true })).toBeVisible();
  await signOut(page);

  // Support receives everything.
  await signedIn(page, "support@demo.local");
  await page.goto(`/a/stock-orders?search=${number}`);
  await page.getByRole("link", { name: `#${number}` }).click();
  await page.getByRole("button", { name: "Receive everything" }).click();
  await expect(toast(page, "5 units added to the location's stock.")).toBeVisible();
  await expect(page.getByTestId("stock-order-status")).toHaveText("Completed");
  await signOut(page);

  // Stocks: 6 on hand, nothing arriving, the hint cleared.
  await signedIn(page, merchant.email, merchant.password);
  await page.goto("/a/stocks");
  await expect(row.getByTestId("stock-on-hand")).toHaveText("6");
  await expect(row.getByTestId("stock-arriving")).toHaveText("0");
  await expect(row.getByTestId("stock-hint")).toHaveText("Enough");
  await page.getByLabel("Only below the stock hint").check();
  await expect(page).toHaveURL(/belowHint=true/);
  await expect(page.getByText("No data found")).toBeVisible();
  // The refused import stored nothing: one stock order only.
  await page.goto("/a/stock-orders");
  await expect(page.getByTestId("stock-order-row")).toHaveCount(1);
});
