import { afterEach, describe, expect, it } from "vitest";
import { calendarFormats, formatDate, todayInPlatformZone } from "./format";

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

describe("calendarFormats", () => {
  // The customer dashboard's chart summary, as both locales word it.
  const summary = {
    en: (from: string, to: string) => `3 orders from ${from} to ${to}.`,
    de: (from: string, to: string) => `3 Bestellungen vom ${from} bis ${to}.`,
  };

  it("writes a day inside a sentence with its month in full, so no sentence ends in two full stops", () => {
    expect(calendarFormats("de").dayInText("2026-11-28")).toBe("28. November");
    expect(calendarFormats("en").dayInText("2026-11-28")).toBe("November 28");
    for (const language of ["en", "de"] as const) {
      const { dayInText } = calendarFormats(language);
      for (const month of ["01", "02", "03", "05", "08", "09", "10", "11", "12"]) {
        const text = summary[language](dayInText(`2026-${month}-01`), dayInText(`2026-${month}-28`));
        expect(text).not.toMatch(/\.\./);
      }
    }
  });

  it("keeps the short day for axes and tables, on the ISO day whatever the browser's zone", () => {
    for (const tz of ["UTC", "America/New_York", "Asia/Tokyo"]) {
      process.env.TZ = tz;
      expect(calendarFormats("de").day("2026-11-28")).toBe("28. Nov.");
      expect(calendarFormats("en").day("2026-11-28")).toBe("Nov 28");
      expect(calendarFormats("de").month("2026-11")).toBe("Nov. 2026");
    }
  });
});
