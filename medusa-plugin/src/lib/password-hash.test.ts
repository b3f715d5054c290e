import Scrypt from "scrypt-kdf";
import { describe, expect, it } from "vitest";
import { hashPassword, isCurrentPasswordHash, isPlatformPasswordHash, verifyPassword } from "./password-hash";

describe("password hashes", () => {
  it("are scrypt N = 2^17, r = 8, p = 1 by default (OWASP), salted, and verify only the right password", async () => {
    delete process.env.PASSWORD_HASH_LOG_N;
    const [first, second] = [await hashPassword("correct horse"), await hashPassword("correct horse")];
    expect(first).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
    expect(isCurrentPasswordHash(first)).toBe(true);
    expect(await verifyPassword("correct horse", first)).toBe(true);
    expect(await verifyPassword("correct horsf", first)).toBe(false);
  }, 60_000);

  it("a Medusa scrypt-kdf hash is not current (it is upgraded); malformed or too costly hashes never verify", async () => {
    const medusa = (await Scrypt.kdf("pw", { logN: 1, r: 1, p: 1 })).toString("base64");
    expect(isPlatformPasswordHash(medusa)).toBe(false);
    expect(isCurrentPasswordHash(medusa)).toBe(false);
    expect(await verifyPassword("pw", "$scrypt$ln=30,r=8,p=1$AAAA$AAAA")).toBe(false);
    expect(await verifyPassword("pw", "$scrypt$garbage")).toBe(false);
  });
});
