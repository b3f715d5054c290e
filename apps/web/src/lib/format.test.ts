import { afterEach, describe, expect, it } from "vitest";
import { formatDate, todayInPlatformZone } from "./format";

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe("formatDate", () => {
  it("shows the platform's day (Berlin), whatever zone the browser runs in", () => {
    // Support disables from 27 Nov: stored as Berlin's midnight, 23:00 UTC the day before.
    const berlinMidnight = "2026-11-26T23:00:00.000Z";
    for (const tz of ["UTC", "America/New_York", "Asia/Tokyo"]) {
      process.env.TZ = tz;
      expect(formatDate(berlinMidnight, "en", "long")).toBe("November 27, 2026");
      expect(formatDate(berlinMidnight, "de")).toBe("27.11.2026");
    }
  });

  it("agrees with todayInPlatformZone just after Berlin's midnight", () => {
    const now = new Date("2026-11-26T23:30:00.000Z");
    expect(todayInPlatformZone(now)).toBe("2026-11-27");
    expect(formatDate(now, "en")).toBe("Nov 27, 2026");
  });

  it("shows a dash for no date or a broken one", () => {
    expect(formatDate(null, "en")).toBe("—");
    expect(formatDate("not a date", "de")).toBe("—");
  });
});
