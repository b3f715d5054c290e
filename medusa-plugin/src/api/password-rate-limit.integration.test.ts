// Wrong passwords are limited per account and per address (in memory: one backend): a 429 with
// Retry-After and a translated message, for Medusa's sign-ins and for changing the password. Only
// wrong passwords count; the backend trusts no proxy here, so the address is the socket's.
import { randomInt, randomUUID } from "node:crypto";
import http from "node:http";
import { activeMerchant, DEMO_PASSWORD, signIn } from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const ACCOUNT_MAX = 10;
const ADDRESS_MAX = 100;

/** A client address of its own per test: any 127.x.y.z is this machine's loopback. */
function address(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; json(): Promise<unknown> };

/** A POST from the client address `from` (the connection's real source address, not a header). */
function post(
  path: string,
  body: unknown,
  from: string,
  locale = "en",
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { port } = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        localAddress: from,
        agent: false,
        headers: { "content-type": "application/json", "x-locale": locale, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, headers: response.headers, json: async () => JSON.parse(text) });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
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
    const retryAfter = Number(refused.headers["retry-after"]);
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

  it("refuses an address after a hundred wrong passwords for any accounts", async () => {
    const from = address();
    for (let i = 0; i < ADDRESS_MAX; i++) {
      const email = `nobody-${randomUUID().slice(0, 8)}@guess.test`;
      expect((await post("/store/auth/token", { email, password: "guess" }, from)).status).toBe(401);
    }
    const refused = await post("/store/auth/token", { email: "customer@demo.local", password: DEMO_PASSWORD }, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
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
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
  });
});

describe("what counts", () => {
  it("counts the same route however its path is spelled (case, trailing slash)", async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@spelling.test`;
    const from = address();
    const spellings = ["/store/auth/token/", "/STORE/auth/Token", "/store/auth/token"];
    for (let i = 0; i < ACCOUNT_MAX; i++) {
      expect((await post(spellings[i % 3] as string, { email, password: "guess" }, from)).status).toBe(401);
    }
    for (const path of spellings) {
      expect((await post(path, { email, password: "guess" }, from)).status).toBe(429);
    }
  });

  it("lets 200 parallel right sign-ins of one user through and does not lock the next colleague out", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const colleague = await activeMerchant(url, supportToken);
    const office = address();
    const burst = await Promise.all(
      Array.from({ length: 200 }, () =>
        post("/store/auth/token", { email: merchant.email, password: merchant.password }, office),
      ),
    );
    expect(burst.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual([]);
    const next = await post("/store/auth/token", { email: colleague.email, password: colleague.password }, office);
    expect(next.status).toBe(200);
    // A mistyped password afterwards is still one of ten, not the one past the limit.
    expect((await post("/store/auth/token", { email: colleague.email, password: "typo" }, office)).status).toBe(401);
    expect(
      (await post("/store/auth/token", { email: colleague.email, password: colleague.password }, office)).status,
    ).toBe(200);
  });

  it("lets at most ten of thirty parallel wrong passwords be checked; the rest are refused", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const from = address();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post("/store/auth/token", { email: merchant.email, password: `wrong-${i}` }, from),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - ACCOUNT_MAX);
  });

  it("ignores X-Forwarded-For from a client that is not a trusted proxy", async () => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_MAX + 10; i++) {
      const email = `nobody-${randomUUID().slice(0, 8)}@rotate.test`;
      const forged = { "x-forwarded-for": address(), "x-real-ip": address(), forwarded: `for=${address()}` };
      statuses.push((await post("/store/auth/token", { email, password: "guess" }, from, "en", forged)).status);
    }
    expect(statuses.slice(0, ADDRESS_MAX).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(ADDRESS_MAX)).toEqual(Array(10).fill(429));
  });
});

describe("changing the password", () => {
  it("refuses after ten wrong current passwords with 429 and Retry-After, and changes nothing", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const from = address();
    const change = (currentPassword: string, locale = "en") =>
      post(
        "/store/trpc/settings.changePassword",
        { json: { currentPassword, newPassword: "new-password-1", confirmPassword: "new-password-1" } },
        from,
        locale,
        { authorization: `Bearer ${merchant.token}` },
      );
    for (let i = 0; i < ACCOUNT_MAX; i++) {
      const wrong = await change(`wrong-password-${i}`);
      expect(wrong.status).toBe(400);
    }
    const response = await change(merchant.password, "de");
    expect(response.status).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    const body = (await response.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe("Zu viele Versuche. Bitte warte einige Minuten und versuche es dann erneut.");
    // The password is unchanged.
    expect(await signIn(url, merchant.email, merchant.password)).toBeTruthy();
  });
});
