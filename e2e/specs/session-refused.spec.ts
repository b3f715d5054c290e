// Issue 33: a token the server refuses (signed out elsewhere, password changed) signs the SPA out
// cleanly, and the Sign out button ends the token on the server, not only in the browser.
// Each test signs up its own account: a sign-out ends every token of the account, and the demo
// logins are shared with the other specs.
import type { Page } from "@playwright/test";
import { freshSignUp, signedIn } from "../support/flows";
import { expect, test } from "../support/test";

const TOKEN_KEY = "platform.token";
const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

/** What `session.me` answers for this token (tRPC over GET, as the SPA's batch link sends it). */
async function sessionStatus(page: Page, token: string): Promise<number> {
  const response = await page.request.get("/store/trpc/session.me", {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status();
}

/** The page's arrivals on /login, each as its URL (a loop would arrive again and again). */
function loginArrivalsOf(page: Page): string[] {
  const arrivals: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === "/login") arrivals.push(frame.url());
  });
  return arrivals;
}

test("a token refused by the server lands the user on the sign-in page: no raw error, no loop, signing in again works", async ({
  page,
}) => {
  const account = await freshSignUp("refused-token", { approved: true });
  await signedIn(page, account.email, account.password);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const token = (await storedToken(page)) as string;
  expect(token).toBeTruthy();

  const loginArrivals = loginArrivalsOf(page);
  // Signed out elsewhere (another device): every token of the account is revoked on the server.
  const out = await page.request.delete("/store/auth", { headers: { authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(200);
  expect(await sessionStatus(page, token)).toBe(401);

  // The page still holds the old token and goes on: its live notifications reconnect with it, or
  // the user's next click loads with it; whichever comes first is refused and signs the page out.
  const orders = page
    .getByRole("navigation", { name: "Main navigation" })
    .first()
    .getByRole("link", { name: "Orders", exact: true });
  // (The page may already be leaving for the sign-in page when the click lands.)
  await orders.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fa%2F/);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  // No raw error: neither the error page nor a server code, and the form is not showing an alert.
  await expect(
    page.getByText(/UNAUTHORIZED|TRPCClientError|Unexpected Application Error|An error has occurred/),
  ).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();

  const headed = new URL(page.url()).searchParams.get("redirect");
  // No loop: the page stays put and the form takes a new sign-in, which goes where the user was headed.
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === headed, { timeout: 30_000 });
  // One destination, reached at most twice (the guard's redirect and the sign-out's page load may
  // both land there); a loop would keep arriving, and the sign-in above could not have gone through.
  expect(new Set(loginArrivals)).toEqual(
    new Set([`${new URL(page.url()).origin}/login?redirect=${encodeURIComponent(headed as string)}`]),
  );
  expect(loginArrivals.length).toBeLessThanOrEqual(2);
  const fresh = (await storedToken(page)) as string;
  expect(fresh).not.toBe(token);
  expect(await sessionStatus(page, fresh)).toBe(200);
  // The old token stays dead.
  expect(await sessionStatus(page, token)).toBe(401);
});

test("the Sign out button ends the token on the server", async ({ page }) => {
  const account = await freshSignUp("sign-out-button", { approved: true });
  await signedIn(page, account.email, account.password);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const token = (await storedToken(page)) as string;
  expect(await sessionStatus(page, token)).toBe(200);

  const signOutCall = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/store/auth" && response.request().method() === "DELETE",
  );
  await page.getByRole("button", { name: "Sign out" }).click();
  expect((await signOutCall).status()).toBe(200);
  await expect(page).toHaveURL(/\/login/);
  expect(await storedToken(page)).toBeNull();
  // Whoever copied the token before cannot use it any more.
  expect(await sessionStatus(page, token)).toBe(401);
});
