import { waitForMail } from "@platform/testing";
import { mailDir, resetLinkFor, signIn, signUp, uniqueEmail } from "../support/app";
import { signOut } from "../support/flows";
import { expect, test } from "../support/test";

test("sign-up lands on the waitlist dashboard", async ({ page }) => {
  await signUp(page, uniqueEmail("signup"), "a-good-password");
  await expect(page.getByText("Your account is on the waitlist.", { exact: false })).toBeVisible();
  await expect(page.getByText("E2E Goods GmbH").first()).toBeVisible();
});

test("sign-up shows the spec's password messages and creates nothing", async ({ page }) => {
  const email = uniqueEmail("mismatch");
  await page.goto("/login?mode=signup");
  await page.getByLabel("Company name").fill("Mismatch GmbH");
  await page.getByLabel("First name").fill("Max");
  await page.getByLabel("Last name").fill("Muster");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("You must confirm your password")).toBeVisible();

  await page.getByLabel("Confirm password").fill("another-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?mode=signup/);

  // Nothing was created: the address cannot sign in.
  await signIn(page, email, "a-good-password");
  await expect(page.getByRole("alert")).toHaveText("These credentials do not match our records.");
});

test("password reset through the mailed link", async ({ page }) => {
  const email = uniqueEmail("reset");
  await signUp(page, email, "the-old-password");
  await page.getByRole("button", { name: "Sign out" }).click();

  await page.goto("/login?mode=forgot");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "reset link is on its way" })).toBeVisible();

  const link = await resetLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await page.getByLabel("New password").fill("the-new-password");
  await page.getByLabel("Confirm password").fill("the-new-password");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await signIn(page, email, "the-old-password");
  await expect(page.getByRole("alert")).toHaveText("These credentials do not match our records.");
  await signIn(page, email, "the-new-password");
  await expect(page).toHaveURL(/\/a\/dashboard\/waitlist$/);

  // The link works once: the password it was signed with has changed.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.goto(link);
  await page.getByLabel("New password").fill("a-third-password");
  await page.getByLabel("Confirm password").fill("a-third-password");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This reset link is invalid or has expired. Please request a new one.",
  );
});

test("signing up with an address that has an account tells nothing on screen and mails its owner", async ({ page }) => {
  const email = uniqueEmail("taken");
  await signUp(page, email, "a-good-password");
  await signOut(page);

  await page.goto("/login?mode=signup");
  await page.getByLabel("Company name").fill("Copycat GmbH");
  await page.getByLabel("First name").fill("Mallory");
  await page.getByLabel("Last name").fill("Muster");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("another-password");
  await page.getByLabel("Confirm password").fill("another-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Your sign-up was received. If you cannot sign in now, check your email.")).toBeVisible();
  await expect(page.getByText("An account with this email already exists.")).toHaveCount(0);

  const mail = await waitForMail(mailDir(), { to: email, subjectIncludes: "You already have an account" });
  expect(mail.text).toContain("/login?mode=forgot");
});
