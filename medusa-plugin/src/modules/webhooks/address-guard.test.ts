// SSRF refusal: which addresses an endpoint may resolve to, IPv4 and IPv6 (with IPv4 inside IPv6).
import { describe, expect, it } from "vitest";
import { checkUrlShape, isPublicAddress } from "./address-guard";
import { signatureOf } from "./signature";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::10.0.0.1",
    "not-an-address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "1.1.1.1", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "lets %s through",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("checkUrlShape", () => {
  it("wants https, or http to an allow-listed host only", () => {
    expect(checkUrlShape("https://example.com/hook").ok).toBe(true);
    expect(checkUrlShape("http://example.com/hook")).toEqual({
      ok: false,
      message: "settings:webhooks.errors.urlNotHttps",
    });
    expect(checkUrlShape("ftp://example.com/")).toEqual({ ok: false, message: "settings:webhooks.errors.urlNotHttps" });
    expect(checkUrlShape("https://user:pw@example.com/").ok).toBe(false);
    expect(checkUrlShape("nonsense").ok).toBe(false);
  });
});

describe("signatureOf", () => {
  it("signs as the Standard Webhooks specification's example does", () => {
    // The specification's published test vector.
    expect(
      signatureOf(
        "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        "msg_p5jXN8AQM9LWM0D4loKWxJek",
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });
});
