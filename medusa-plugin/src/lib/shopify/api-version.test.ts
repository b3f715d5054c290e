import { readFileSync } from "node:fs";
import path from "node:path";
import { ApiVersion } from "@shopify/shopify-api";
import { describe, expect, it } from "vitest";
import { SHOPIFY_API_VERSION, supportEndsAt, supportWarning } from "./api-version";

const repo = path.resolve(__dirname, "../../../..");
const text = (file: string) => readFileSync(path.join(repo, file), "utf8");

describe("the one Shopify API version", () => {
  it("is the newest stable version the pinned library knows", () => {
    const stable = Object.values(ApiVersion)
      .filter((v) => /^\d{4}-\d{2}$/.test(v))
      .sort();
    expect(SHOPIFY_API_VERSION).toBe(stable.at(-1));
  });

  it("is the one shopify.app.toml subscribes with and the fake app is configured with", () => {
    expect(/^api_version = "([^"]+)"/m.exec(text("apps/backend/shopify.app.toml"))?.[1]).toBe(SHOPIFY_API_VERSION);
    expect(/FAKE_API_VERSION = "([^"]+)"/.exec(text("packages/shopify-fake/src/versions.ts"))?.[1]).toBe(
      SHOPIFY_API_VERSION,
    );
  });

  it("is supported 12 months from its release, with a warning at start from three months before", () => {
    expect(supportEndsAt("2026-07")?.toISOString()).toBe("2027-07-01T00:00:00.000Z");
    expect(supportEndsAt("unstable")).toBeNull();
    expect(supportWarning("2026-07", new Date("2027-03-31T23:59:00Z"))).toBeNull();
    expect(supportWarning("2026-07", new Date("2027-04-01T00:00:00Z"))).toContain(
      "leaves Shopify's support on 2027-07-01",
    );
    expect(supportWarning("2025-10", new Date("2026-11-28T00:00:00Z"))).toContain(
      "may be out of support since 2026-10-01",
    );
    expect(supportWarning("unstable")).toContain("not a stable version");
  });
});
