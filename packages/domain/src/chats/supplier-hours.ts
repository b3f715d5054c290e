import { DEFAULT_PLATFORM_TIME_ZONE } from "../shared/constants";
import { zonedParts, zonedTimeToUtc } from "../shared/zoned-time";
import { SUPPLIER_CHAT_HOURS } from "./constants";

export type Availability = {
  /** Suppliers answer now. */
  available: boolean;
  /** When the current window closes (available) or the next one opens (not available). */
  until: Date | null;
  nextOpening: Date | null;
};

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * Supplier chat availability (spec §9): Monday–Friday 02:00–11:00 and 13:00–16:00, Saturday
 * 03:00–11:00, in the platform's time zone. Windows include their start and exclude their end.
 */
export function supplierAvailability(now: Date, timeZone: string = DEFAULT_PLATFORM_TIME_ZONE): Availability {
  const local = zonedParts(now, timeZone);
  const minuteOfDay = local.hour * 60 + local.minute;
  const open = SUPPLIER_CHAT_HOURS.find(
    (w) => w.day === local.weekday && toMinutes(w.from) <= minuteOfDay && minuteOfDay < toMinutes(w.to),
  );
  if (open) {
    const [h, m] = open.to.split(":").map(Number) as [number, number];
    const closes = zonedTimeToUtc(
      { year: local.year, month: local.month, day: local.day, hour: h, minute: m },
      timeZone,
    );
    return { available: true, until: closes, nextOpening: null };
  }
  const next = nextOpeningAfter(now, timeZone);
  return { available: false, until: next, nextOpening: next };
}

/** The first window start strictly after `now`, looking at most a week ahead. */
export function nextOpeningAfter(now: Date, timeZone: string = DEFAULT_PLATFORM_TIME_ZONE): Date | null {
  const today = zonedParts(now, timeZone);
  for (let offset = 0; offset <= 7; offset++) {
    // Walk calendar days in the zone (noon avoids any daylight-saving edge).
    const noon = zonedTimeToUtc(
      { year: today.year, month: today.month, day: today.day + offset, hour: 12, minute: 0 },
      timeZone,
    );
    const day = zonedParts(noon, timeZone);
    const windows = SUPPLIER_CHAT_HOURS.filter((w) => w.day === day.weekday).sort(
      (a, b) => toMinutes(a.from) - toMinutes(b.from),
    );
    for (const window of windows) {
      const [h, m] = window.from.split(":").map(Number) as [number, number];
      const start = zonedTimeToUtc({ year: day.year, month: day.month, day: day.day, hour: h, minute: m }, timeZone);
      if (start.getTime() > now.getTime()) return start;
    }
  }
  return null;
}
