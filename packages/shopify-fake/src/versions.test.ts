import { describe, expect, it } from "vitest";
import { oldestSupported, servedVersion } from "./versions";

// https://shopify.dev/docs/api/usage/versioning: quarterly stable versions supported 12 months;
// an unsupported one falls forward to the oldest supported; unknown versions are not found.
describe("the fake's API versions", () => {
  const now = new Date("2026-11-28T12:00:00Z");

  it("serves a supported version as asked, and one out of support as the oldest supported", () => {
    expect(oldestSupported(now)).toBe("2026-01");
    expect(servedVersion("2026-07", now)).toBe("2026-07");
    expect(servedVersion("2026-01", now)).toBe("2026-01");
    expect(servedVersion("2025-10", now)).toBe("2026-01");
    expect(servedVersion("2024-01", now)).toBe("2026-01");
    // The oldest one falls out at 17:00 UTC on the first day of the quarter.
    expect(servedVersion("2026-01", new Date("2027-01-01T16:59:00Z"))).toBe("2026-01");
    expect(servedVersion("2026-01", new Date("2027-01-01T17:00:00Z"))).toBe("2026-04");
  });

  it("knows the next quarter's release candidate and unstable, and nothing else", () => {
    expect(servedVersion("2027-01", now)).toBe("2027-01");
    expect(servedVersion("2027-04", now)).toBeNull();
    expect(servedVersion("unstable", now)).toBe("unstable");
    expect(servedVersion("2026-05", now)).toBeNull();
    expect(servedVersion("latest", now)).toBeNull();
  });
});
