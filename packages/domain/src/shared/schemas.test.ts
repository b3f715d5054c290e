import { describe, expect, it } from "vitest";
import { isCalendarDay } from "./calendar";
import { calendarDay } from "./schemas";

describe("calendar days", () => {
  it("accepts days that exist, 29 February of a leap year too", () => {
    for (const day of ["2026-01-31", "2028-02-29", "1900-01-01", "2999-12-31"]) expect(isCalendarDay(day)).toBe(true);
  });

  it("refuses days that do not exist and years PostgreSQL or the app cannot mean", () => {
    for (const day of [
      "2026-02-29",
      "2026-02-30",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "0000-01-01",
      "3000-01-01",
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });

  it("answers the field's message for a day that does not exist", () => {
    const result = calendarDay("orders:filters.dateInvalid").safeParse("2026-02-30");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("orders:filters.dateInvalid");
    expect(calendarDay().parse(" 2026-03-02 ")).toBe("2026-03-02");
  });
});
