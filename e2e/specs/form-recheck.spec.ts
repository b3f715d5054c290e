import { merchantWithOrder, signedIn } from "../support/flows";
import { nextFrames } from "../support/layout";
import { expect, test } from "../support/test";

// Once a form was submitted (or a field edited and left), every edit checks it again: a fixed
// field loses its error at once, without another submit, and the fields still wrong keep theirs.
test("a fixed field loses its error at once: claim dialog, stock order, buy packaging", async ({ page }) => {
  test.setTimeout(180_000);
  const merchant = await merchantWithOrder("form-recheck");
  await signedIn(page, merchant.email, merchant.password);

  // The claim dialog: the type is chosen, its error goes; the description's stays until typed.
  await page.goto(`/a/orders/${merchant.orderId}`);
  await page.getByRole("button", { name: "Create claim" }).click();
  const dialog = page.getByRole("dialog", { name: "Create claim" });
  await dialog.getByRole("button", { name: "Create claim" }).click();
  await expect(dialog.getByText("Select a claim type!")).toBeVisible();
  await expect(dialog.getByText("Add a description!")).toBeVisible();
  await dialog.getByLabel("Claim type").selectOption("refund");
  await expect(dialog.getByText("Select a claim type!")).toHaveCount(0);
  await expect(dialog.getByText("Add a description!")).toBeVisible();
  await expect(dialog.getByLabel("Claim type")).toHaveAttribute("aria-invalid", "false");
  await dialog.getByLabel("Description").fill("Two mugs arrived broken.");
  await expect(dialog.getByText("Add a description!")).toHaveCount(0);
  // Emptied again: the error is back while typing, not at the next submit.
  await dialog.getByLabel("Description").fill("");
  await expect(dialog.getByText("Add a description!")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The stock order form: "Choose a supplier." goes when a supplier is chosen.
  await page.goto("/a/stock-orders/new");
  await page.getByRole("button", { name: "Create stock order" }).click();
  await expect(page.getByText("Choose a supplier.")).toBeVisible();
  await page.getByLabel("Supplier", { exact: true }).selectOption({ label: "Shenzhen Packaging Co." });
  await expect(page.getByText("Choose a supplier.")).toHaveCount(0);

  // Buy packaging: the MOQ error (100 pieces) stays while the quantity is short and goes as soon as it is enough.
  await page.goto("/a/packaging/buy");
  await page.getByLabel("Packaging").selectOption({ label: "Branded mailer box (S) · €0.89" });
  await page.getByLabel("Location").selectOption({ label: "Berlin DC" });
  await page.getByLabel("Quantity").fill("10");
  await page.getByRole("button", { name: "Order packaging" }).click();
  const moq = page.getByText("The quantity is below the minimum order quantity (MOQ) of this packaging.");
  await expect(moq).toBeVisible();
  await page.getByLabel("Quantity").fill("50");
  await expect(moq).toBeVisible();
  await page.getByLabel("Quantity").fill("200");
  await expect(moq).toHaveCount(0);
  await expect(page.getByLabel("Quantity")).not.toHaveAttribute("aria-invalid", "true");
});

// Leaving a field shows its error, and the line it takes moves what is below it. Pressing Save
// straight from the field leaves it: the re-check waits for the release, so the button is still
// under the pointer and the form is sent (its message above the form says so).
test("pressing Save straight from an emptied field sends the form: the button does not move away mid-click", async ({
  page,
}) => {
  const merchant = await merchantWithOrder("form-press");
  await signedIn(page, merchant.email, merchant.password);
  await page.goto("/a/shops");
  const card = page.getByTestId("shop-card").first();
  await card.getByRole("button", { name: /^Edit/ }).click();
  await card.getByLabel("Name").fill("");
  const save = card.getByRole("button", { name: "Save" });
  const box = await save.boundingBox();
  if (!box) throw new Error("the Save button is not on the screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // A person's press lasts a moment: the page draws a few frames before the release.
  await nextFrames(page);
  await nextFrames(page);
  await page.mouse.up();
  await expect(card.getByRole("alert")).toHaveText("Please fill all fields with valid data.");
  await expect(card.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
});
