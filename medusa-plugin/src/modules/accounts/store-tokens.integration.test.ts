// Store tokens can be revoked (issue 33): sign-out, a password change and a password reset end
// every earlier token of the account at once; tokens without a version (Medusa's own 30-day ones)
// are refused; a token in use is renewed.
import {
  activeMerchant,
  DEMO_PASSWORD,
  http,
  linksIn,
  signIn,
  TEST_SECRETS,
  trpcClient,
  waitForMail,
} from "@platform/testing";
import jwt from "jsonwebtoken";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const mailDir = inject("mailDir");

let supportToken: string;
beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
});

/** The status each of the three reads answers with this token. */
async function reads(token: string): Promise<number[]> {
  const call = (path: string) =>
    fetch(`${url}/store/trpc/${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
  return [
    await call("session.me"),
    await call(`orders.list?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`),
    await call(`invoices.list?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`),
  ];
}

describe("revoking store tokens", () => {
  it("sign-out (DELETE /store/auth) ends every token of the account, on every route", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const other = await signIn(url, merchant.email, merchant.password);
    expect(await reads(merchant.token)).toEqual([200, 200, 200]);
    expect(await reads(other)).toEqual([200, 200, 200]);

    const out = await fetch(`${url}/store/auth`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(out.status).toBe(200);
    expect(await reads(merchant.token)).toEqual([401, 401, 401]);
    expect(await reads(other)).toEqual([401, 401, 401]);
    // Medusa's own routes and the exports refuse it too.
    const me = await http(`${url}/store/customers/me`, { token: other });
    expect(me.status).toBe(401);
    expect((await fetch(`${url}/store/order-export`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(
      401,
    );
    // A new sign-in works.
    expect(await reads(await signIn(url, merchant.email, merchant.password))).toEqual([200, 200, 200]);
  });

  it("a password change ends every earlier token; the changing tab gets a fresh one", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const other = await signIn(url, merchant.email, merchant.password);
    const result = await trpcClient(url, { token: merchant.token }).settings.changePassword.mutate({
      currentPassword: merchant.password,
      newPassword: "changed-password-2",
      confirmPassword: "changed-password-2",
    });
    expect(await reads(merchant.token)).toEqual([401, 401, 401]);
    expect(await reads(other)).toEqual([401, 401, 401]);
    expect(await reads(result.token)).toEqual([200, 200, 200]);
  });

  it("a password reset ends every earlier token", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const since = Date.now();
    expect((await http(`${url}/store/customers/password-token`, { body: { email: merchant.email } })).status).toBe(204);
    const mail = await waitForMail(mailDir, { to: merchant.email, since, timeoutMs: 30_000 });
    const link = linksIn({ text: mail.text }).find((candidate) => candidate.includes("/reset-password?"));
    const token = new URL(link as string).searchParams.get("token");
    const reset = await http(`${url}/store/customers/password-reset`, {
      body: { email: merchant.email, token, password: "reset-password-2" },
    });
    expect(reset.status).toBe(200);
    expect(await reads(merchant.token)).toEqual([401, 401, 401]);
    expect(await reads(await signIn(url, merchant.email, "reset-password-2"))).toEqual([200, 200, 200]);
  });

  it("tokens are short-lived; one without a version (Medusa's own 30-day kind) is refused", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const claims = jwt.decode(merchant.token) as { customer_id: string; iat: number; exp: number; tv: number };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(12 * 60 * 60);
    const medusaStyle = jwt.sign({ customer_id: claims.customer_id, domain: "store" }, TEST_SECRETS.JWT_SECRET, {
      expiresIn: "30d",
    });
    expect(await reads(medusaStyle)).toEqual([401, 401, 401]);
  });

  it("a token in use is renewed: an answer carries a fresh one, which works", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const claims = jwt.decode(merchant.token) as { customer_id: string; tv: number };
    // The same token, as if signed 20 minutes ago.
    const older = jwt.sign(
      { customer_id: claims.customer_id, domain: "store", tv: claims.tv, iat: Math.floor(Date.now() / 1000) - 20 * 60 },
      TEST_SECRETS.JWT_SECRET,
      { expiresIn: 60 * 60 },
    );
    const answer = await fetch(`${url}/store/trpc/session.me`, { headers: { authorization: `Bearer ${older}` } });
    expect(answer.status).toBe(200);
    const renewed = answer.headers.get("x-renewed-token");
    expect(renewed).toBeTruthy();
    expect((jwt.decode(renewed as string) as { iat: number }).iat).toBeGreaterThan(Math.floor(Date.now() / 1000) - 60);
    expect(await reads(renewed as string)).toEqual([200, 200, 200]);
    // A fresh token is not renewed on every call.
    const fresh = await fetch(`${url}/store/trpc/session.me`, {
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(fresh.headers.get("x-renewed-token")).toBeNull();
  });
});
