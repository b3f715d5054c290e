import { uniqueEmail } from "../support/app";
import { freshSignUp, signedIn, toast } from "../support/flows";
import { expect, test } from "../support/test";

test("a new merchant sees the getting-started checklist, completes a step, sees it ticked and hides the checklist", async ({
  page,
}) => {
  const merchant = await freshSignUp("getting-started", { approved: true });
  await signedIn(page, merchant.email, merchant.password);
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);

  const checklist = page.getByTestId("getting-started");
  await expect(checklist.getByRole("heading", { name: "Getting started" })).toBeVisible();
  await expect(checklist).toContainText("0 of 5 steps done.");
  for (const step of ["shop", "locations", "products", "packaging", "colleague"]) {
    await expect(checklist.getByTestId(`getting-started-${step}`)).toHaveAttribute("data-done", "false");
  }

  // Each step links to where it is done: inviting a colleague is on the organisation's Invitations tab.
  await checklist.getByRole("link", { name: "Invite a colleague" }).click();
  await expect(page).toHaveURL(/\/a\/organisation\?tab=invitations$/);
  const colleague = uniqueEmail("colleague");
  await page.getByLabel("Email").fill(colleague);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, `Invitation sent to ${colleague}.`)).toBeVisible();

  // Back on the dashboard the platform has ticked it.
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
  await expect(checklist.getByTestId("getting-started-colleague")).toHaveAttribute("data-done", "true");
  await expect(checklist).toContainText("1 of 5 steps done.");
  await expect(checklist.getByTestId("getting-started-shop")).toHaveAttribute("data-done", "false");

  // In German too.
  await page.getByLabel("Language").first().selectOption("de");
  await expect(checklist.getByRole("heading", { name: "Erste Schritte" })).toBeVisible();
  await expect(checklist).toContainText("1 von 5 Schritten erledigt.");
  await page.getByLabel("Sprache").first().selectOption("en");

  // Hidden for good: it stays away after a reload (stored for the organisation, not the browser).
  await checklist.getByRole("button", { name: "Hide checklist" }).click();
  await expect(checklist).toBeHidden();
  await expect(page.getByTestId("kpi-orders")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("kpi-orders")).toBeVisible();
  await expect(page.getByTestId("getting-started")).toBeHidden();
});
