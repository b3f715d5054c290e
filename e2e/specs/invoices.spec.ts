import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { signIn as apiSignIn, DEMO_PASSWORD, testPdf, trpcClient } from "@platform/testing";
import { merchantWithOrder, signedIn, signOut, toast } from "../support/flows";
import { expect, test } from "../support/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

test("the disabled demo login opens its invoices and downloads one as a PDF", async ({ page }) => {
  await signedIn(page, "disabled@demo.local");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Invoices" }).click();
  await expect(page).toHaveURL(/\/a\/invoices$/);
  const rows = page.getByTestId("invoice-row");
  // The demo invoices in every status, and a credit note.
  for (const status of ["Open", "Paid", "Partially paid", "Cancelled", "Payment proof received", "No payment due"]) {
    await expect(
      rows
        .getByTestId("invoice-status")
        .filter({ hasText: new RegExp(`^${status}$`) })
        .first(),
    ).toBeVisible();
  }
  await expect(rows.filter({ hasText: "Credit note" })).toHaveCount(1);

  const open = rows.filter({ has: page.getByTestId("invoice-status").getByText("Open", { exact: true }) }).first();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    open.getByRole("button", { name: "PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("support prepares a shipped order's invoice, the merchant proves the transfer, support marks it paid", async ({
  page,
}) => {
  // Three sign-ins and three roles' screens: longer than one screen's default on a busy machine.
  test.setTimeout(180_000);
  const merchant = await merchantWithOrder("invoices");
  await trpcClient(baseUrl(), { token: merchant.token }).orders.ship.mutate({
    orderId: merchant.orderId,
    trackingNumbers: ["E2E-INVOICE-1"],
  });

  await signedIn(page, "support@demo.local");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Invoices" }).click();
  await page.getByRole("button", { name: "Prepare invoices" }).click();
  await expect(page.getByText(/invoices? prepared\./)).toBeVisible();
  await page.getByLabel("Search by number or organisation").fill(merchant.organisationName);
  await page.getByLabel("Search by number or organisation").press("Enter");
  const row = page.getByTestId("invoice-row").filter({ hasText: merchant.organisationName });
  await expect(row.getByTestId("invoice-status")).toHaveText("Open");
  await signOut(page);

  await signedIn(page, merchant.email, merchant.password);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Invoices" }).click();
  const mine = page.getByTestId("invoice-row");
  await expect(mine).toHaveCount(1);
  await mine.getByRole("button", { name: "Upload payment proof" }).click();
  const proof = page.getByRole("dialog");
  await proof.getByRole("button", { name: "Send proof" }).click();
  await expect(proof.getByText("Add one to three files as proof of your bank transfer.")).toBeVisible();
  const statement = testPdf("transfer.pdf");
  await proof.getByLabel("Bank transfer proof").setInputFiles({
    name: statement.name,
    mimeType: statement.mimeType,
    buffer: statement.content,
  });
  await expect(proof.getByText("transfer.pdf")).toBeVisible();
  await proof.getByRole("button", { name: "Send proof" }).click();
  await expect(toast(page, "Thank you, your payment proof was received.")).toBeVisible();
  await expect(mine.getByTestId("invoice-status")).toHaveText("Payment proof received");
  await signOut(page);

  await signedIn(page, "support@demo.local");
  await page.goto(`/a/invoices?search=${encodeURIComponent(merchant.organisationName)}`);
  await row.getByRole("button", { name: "Record payment" }).click();
  const payment = page.getByRole("dialog");
  await expect(payment.getByText("transfer.pdf")).toBeVisible();
  await payment.getByLabel("Payment").selectOption("partial");
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(payment.getByText("Enter the amount received.")).toBeVisible();
  await payment.getByLabel("Payment").selectOption("full");
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, "Payment recorded.")).toBeVisible();
  await expect(row.getByTestId("invoice-status")).toHaveText("Paid");
});

test("a merchant pays an invoice by card on the fake Stripe's hosted page: a decline, a failed and a completed 3-D Secure; paid by the webhook, stock drawn", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A merchant with stock at its own warehouse, so its shop order reserves stock; shipped and invoiced.
  const support = trpcClient(baseUrl(), { token: await apiSignIn(baseUrl(), "support@demo.local", DEMO_PASSWORD) });
  const account = await merchantWithOrder("card-pay", "MUG-WHT", async ({ organisationId, token }) => {
    const location = await support.locations.create.mutate({
      name: `Card warehouse ${randomUUID().slice(0, 6)}`,
      type: "customer",
      status: "active",
      countryCode: "DE",
      organisationId,
    });
    const mug = (await support.locations.variants.query({ search: "MUG-WHT" })).find((v) => v.sku === "MUG-WHT");
    await support.locations.adjustStock.mutate({
      organisationId,
      locationId: location.id,
      variantId: mug?.id as string,
      onHand: 10,
    });
    await trpcClient(baseUrl(), { token }).locations.setPriorities.mutate({
      country: "*",
      priorities: [{ locationId: location.id, priority: 1 }],
    });
  });
  const merchant = trpcClient(baseUrl(), { token: account.token });
  await merchant.orders.ship.mutate({ orderId: account.orderId, trackingNumbers: ["E2E-CARD-1"] });
  expect((await merchant.locations.routingForOrder.query({ orderId: account.orderId })).stock).toBe("awaiting_payment");
  await support.invoices.run.mutate({ organisationId: account.organisationId });

  await signedIn(page, account.email, account.password);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Invoices" }).click();
  const row = page.getByTestId("invoice-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("invoice-status")).toHaveText("Open");

  await row.getByRole("button", { name: "Pay by card" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("You will be taken to Stripe's secure payment page")).toBeVisible();
  await dialog.getByRole("button", { name: /^Continue to pay / }).click();

  // Stripe's hosted page (the fake's): a declined card stays there with Stripe's message.
  const stripeUrl = process.env.E2E_STRIPE_URL as string;
  await expect(page).toHaveURL(new RegExp(`^${stripeUrl}/pay/cs_test_`));
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  // Back to the invoice: still unpaid, and it says so.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/a\/invoices\/[^/?]+\?card=cancelled$/);
  await expect(
    page.getByText(
      "The card payment was not completed. The invoice is still unpaid; you can try again or pay by bank transfer.",
    ),
  ).toBeVisible();
  await expect(page.getByTestId("invoice-status").first()).toHaveText("Open");

  // Again, from the invoice's own page (the list's actions are there too; the same open payment
  // page), with the 3-D Secure card: failed, then completed.
  await expect(page.getByRole("button", { name: "Upload payment proof" })).toBeVisible();
  await page.getByRole("button", { name: "Pay by card" }).click();
  await dialog.getByRole("button", { name: /^Continue to pay / }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripeUrl}/pay/cs_test_`));
  await page.getByLabel("Card number").fill("4000 0027 6000 3184");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "3D Secure test payment" })).toBeVisible();
  await page.getByRole("button", { name: "Fail" }).click();
  await expect(page.getByRole("alert")).toContainText("We are unable to authenticate your payment method.");
  await page.getByLabel("Card number").fill("4000 0027 6000 3184");
  await page.getByRole("button", { name: "Pay" }).click();
  await page.getByRole("button", { name: "Complete" }).click();

  // Back on the invoice: processing until Stripe's webhook has booked it, then paid.
  await expect(page).toHaveURL(/\/a\/invoices\/[^/?]+\?card=processing$/);
  await expect(page.getByText("Thank you, the payment was confirmed and the invoice is paid.")).toBeVisible();
  await expect(page.getByTestId("invoice-status").first()).toHaveText("Paid");
  await expect(page.getByRole("button", { name: "Pay by card" })).toHaveCount(0);
  await page.goto("/a/invoices");
  await expect(row.getByTestId("invoice-status")).toHaveText("Paid");
  await expect(row.getByRole("button", { name: "Pay by card" })).toHaveCount(0);
  // Spec §9: paid, the order's stock is drawn.
  expect((await merchant.locations.routingForOrder.query({ orderId: account.orderId })).stock).toBe("drawn");
});
