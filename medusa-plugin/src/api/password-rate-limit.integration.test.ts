// Wrong passwords are limited per account and per address (in memory: one backend): a 429 with
// Retry-After and a translated message, for Medusa's sign-ins and for changing the password.
import { randomUUID } from "node:crypto";
import { activeMerchant, apiError, DEMO_PASSWORD, signIn, trpcClient } from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const ACCOUNT_MAX = 10;
const ADDRESS_MAX = 50;

/** A client address of its own per test (the backend trusts one proxy hop). */
function address(): string {
  const bytes = randomUUID().replace(/-/g, "");
  return `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`;
}

function post(path: string, body: unknown, from: string, locale = "en") {
  return fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from, "x-locale": locale },
    body: JSON.stringify(body),
  });
}

let supportToken: string;
beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
});

describe("signing in", () => {
  it("refuses an account after ten wrong passwords, even with the right one and from elsewhere", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const from = address();
    for (let i = 0; i < ACCOUNT_MAX; i++) {
      const wrong = await post("/store/auth/token", { email: merchant.email, password: `wrong-${i}` }, from);
      expect(wrong.status).toBe(401);
    }
    const refused = await post(
      "/store/auth/token",
      { email: merchant.email.toUpperCase(), password: merchant.password },
      address(),
    );
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
    const german = await post("/store/auth", { email: merchant.email, password: merchant.password }, address(), "de");
    expect(german.status).toBe(429);
    expect(((await german.json()) as { message: string }).message).toBe(
      "Zu viele Versuche. Bitte warte einige Minuten und versuche es dann erneut.",
    );
  });

  it("counts only wrong passwords: right ones in between clear the account's count", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const from = address();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < ACCOUNT_MAX - 1; i++) {
        expect((await post("/store/auth/token", { email: merchant.email, password: "wrong" }, from)).status).toBe(401);
      }
      expect(
        (await post("/store/auth/token", { email: merchant.email, password: merchant.password }, from)).status,
      ).toBe(200);
    }
  });

  it("refuses an address after fifty wrong passwords for any accounts", async () => {
    const from = address();
    for (let i = 0; i < ADDRESS_MAX; i++) {
      const email = `nobody-${randomUUID().slice(0, 8)}@guess.test`;
      expect((await post("/store/auth/token", { email, password: "guess" }, from)).status).toBe(401);
    }
    const refused = await post("/store/auth/token", { email: "customer@demo.local", password: DEMO_PASSWORD }, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same account from another address is not affected.
    expect(
      (await post("/store/auth/token", { email: "customer@demo.local", password: DEMO_PASSWORD }, address())).status,
    ).toBe(200);
  });

  it("limits Medusa Admin's sign-in the same way", async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@admin.test`;
    const from = address();
    for (let i = 0; i < ACCOUNT_MAX; i++) {
      expect((await post("/admin/auth/token", { email, password: "guess" }, from)).status).toBe(401);
    }
    const refused = await post("/admin/auth/token", { email, password: "guess" }, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("changing the password", () => {
  it("refuses after ten wrong current passwords with 429 and Retry-After, and changes nothing", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: merchant.token, headers: { "x-forwarded-for": address() } });
    for (let i = 0; i < ACCOUNT_MAX; i++) {
      const error = await apiError(
        client.settings.changePassword.mutate({
          currentPassword: `wrong-password-${i}`,
          newPassword: "new-password-1",
          confirmPassword: "new-password-1",
        }),
      );
      expect(error.data.code).toBe("BAD_REQUEST");
    }
    const response = await fetch(`${url}/store/trpc/settings.changePassword`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${merchant.token}`,
        "x-forwarded-for": address(),
        "x-locale": "de",
      },
      body: JSON.stringify({
        json: { currentPassword: merchant.password, newPassword: "new-password-1", confirmPassword: "new-password-1" },
      }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await response.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe("Zu viele Versuche. Bitte warte einige Minuten und versuche es dann erneut.");
    // The password is unchanged.
    expect(await signIn(url, merchant.email, merchant.password)).toBeTruthy();
  });
});
