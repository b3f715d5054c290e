import { testPng, trpcClient, uploadFile } from "@platform/testing";
import { merchantWithOrder, signedIn, toast } from "../support/flows";
import { expect, test } from "../support/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

test("support finds a merchant's claim, decides it with an amount, and the amount shows", async ({ page }) => {
  const merchant = await merchantWithOrder("claims-support");
  const photo = await uploadFile(baseUrl(), merchant.token, await testPng("dent.png"));
  await trpcClient(baseUrl(), { token: merchant.token }).claims.create.mutate({
    orderId: merchant.orderId,
    type: "refund",
    description: "The mug arrived broken.",
    files: [{ id: photo.id }],
  });

  await signedIn(page, "support@demo.local");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Claims" }).click();
  await page.getByLabel("Status").selectOption("pending");
  await page.getByLabel("Order number or organisation").fill(merchant.organisationName);
  await page.getByLabel("Order number or organisation").press("Enter");
  await expect(page).toHaveURL(/status=pending/);
  const row = page.getByTestId("claim-row").filter({ hasText: merchant.organisationName });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("claim-status")).toHaveText("Pending");

  await row.getByRole("button", { name: "Decide" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("The mug arrived broken.")).toBeVisible();
  await expect(dialog.getByRole("img", { name: "dent.png" })).toBeVisible();
  await dialog.getByLabel("Decision").selectOption("refunded");
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expect(dialog.getByText("Enter the amount.")).toBeVisible();
  await dialog.getByLabel(/Amount/).fill("12.50");
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expect(toast(page, "Decision saved.")).toBeVisible();

  // Filtered by pending, the decided claim leaves the list; by refunded it is there with its amount.
  await expect(row).toHaveCount(0);
  await page.getByLabel("Status").selectOption("refunded");
  const refunded = page.getByTestId("claim-row").filter({ hasText: merchant.organisationName });
  await expect(refunded.getByTestId("claim-status")).toHaveText("Refunded");
  await expect(refunded.getByText("Refunded €12.50")).toBeVisible();
});
