// Password hashes at OWASP's cost (issue 33): Medusa v1 stored scrypt-kdf with N = 2, r = 1,
// p = 1 for customers and admin users. New hashes are scrypt (N = 2^17 by default), r = 8, p = 1; an old one
// is replaced on the next successful sign-in, and a wrong password changes nothing.
import {
  activeMerchant,
  adminSignIn,
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  signIn,
  sql,
  TEST_PASSWORD_HASH_LOG_N,
} from "@platform/testing";
import Scrypt from "scrypt-kdf";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
// The harness runs the backend at TEST_PASSWORD_HASH_LOG_N (lib/password-hash.test.ts holds the default 17).
const CURRENT = new RegExp(
  `^\\$scrypt\\$ln=${TEST_PASSWORD_HASH_LOG_N},r=8,p=1\\$[A-Za-z0-9+/=]{20,}\\$[A-Za-z0-9+/=]{40,}$`,
);

/** Medusa v1's own hash of a password (CustomerService/UserService.hashPassword_). */
const medusaHash = async (password: string) => (await Scrypt.kdf(password, { logN: 1, r: 1, p: 1 })).toString("base64");

const hashOf = async (table: "customer" | '"user"', email: string) =>
  (await sql<{ password_hash: string }>(databaseUrl, `SELECT password_hash FROM ${table} WHERE email = $1`, [email]))[0]
    ?.password_hash;

let supportToken: string;
beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
});

describe("password hashes", () => {
  it("a new account's password is stored in the platform's scrypt format (r = 8, p = 1, the configured N), and signs in", async () => {
    const merchant = await activeMerchant(url, supportToken);
    expect(await hashOf("customer", merchant.email)).toMatch(CURRENT);
    await expect(signIn(url, merchant.email, merchant.password)).resolves.toEqual(expect.any(String));
  });

  it("a customer's old Medusa hash is upgraded on the next successful sign-in, not on a failed one", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const old = await medusaHash(merchant.password);
    await sql(databaseUrl, "UPDATE customer SET password_hash = $2 WHERE email = $1", [merchant.email, old]);

    await expect(signIn(url, merchant.email, "wrong-password-1")).rejects.toThrow();
    expect(await hashOf("customer", merchant.email)).toBe(old);

    await signIn(url, merchant.email, merchant.password);
    const upgraded = await hashOf("customer", merchant.email);
    expect(upgraded).toMatch(CURRENT);
    await expect(signIn(url, merchant.email, merchant.password)).resolves.toEqual(expect.any(String));
    await expect(signIn(url, merchant.email, "wrong-password-1")).rejects.toThrow();
    expect(await hashOf("customer", merchant.email)).toBe(upgraded);
  });

  it("an admin user's old Medusa hash is upgraded on the next successful sign-in", async () => {
    await sql(databaseUrl, `UPDATE "user" SET password_hash = $2 WHERE email = $1`, [
      DEMO_ADMIN_EMAIL,
      await medusaHash(DEMO_PASSWORD),
    ]);
    await adminSignIn(url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    expect(await hashOf('"user"', DEMO_ADMIN_EMAIL)).toMatch(CURRENT);
    await expect(adminSignIn(url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
  });
});
