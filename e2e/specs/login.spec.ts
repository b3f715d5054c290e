import { signIn, uniqueEmail } from "../support/app";
import { expect, test } from "../support/test";

test.describe("login page", () => {
  test("is in English by default and switches to German, and the choice survives a reload", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();

    await page.getByLabel("Language").selectOption("de");
    await expect(page.getByRole("heading", { name: "Bei deinem Konto anmelden" })).toBeVisible();
    await expect(page.getByLabel("E-Mail")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    await page.reload();
    await expect(page.getByRole("heading", { name: "Bei deinem Konto anmelden" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Anmelden", exact: true })).toBeVisible();
  });

  test("a wrong password shows the exact message, in English and in German", async ({ page }) => {
    await signIn(page, "customer@demo.local", "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("These credentials do not match our records.");
    await expect(page).toHaveURL(/\/login/);

    await page.getByLabel("Language").selectOption("de");
    await page.getByLabel("Passwort", { exact: true }).fill("still-wrong");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Diese Anmeldedaten stimmen nicht mit unseren Daten überein.");
  });

  test("too many wrong passwords show the wait message, in English and in German", async ({ page }) => {
    const email = uniqueEmail("guessed");
    for (let i = 0; i < 10; i++) {
      const response = await page.request.post("/store/auth/token", { data: { email, password: `guess-${i}` } });
      expect(response.status()).toBe(401);
    }
    await signIn(page, email, "guess-again");
    await expect(page.getByRole("alert")).toHaveText("Too many attempts. Please wait a few minutes and try again.");

    await page.getByLabel("Language").selectOption("de");
    await page.getByLabel("Passwort", { exact: true }).fill("guess-once-more");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Zu viele Versuche. Bitte warte einige Minuten und versuche es dann erneut.",
    );
  });

  test("invalid input shows the field message and the check-your-input message", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("This is not a valid email.")).toBeVisible();
    await expect(page.getByText("Password is required.")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Check your input and confirm all fields are correctly filled");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("the form is usable with the keyboard alone", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").focus();
    await page.keyboard.type("customer@demo.local");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type("demo-password");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
  });
});
