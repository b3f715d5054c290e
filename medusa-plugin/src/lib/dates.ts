import { DEFAULT_PLATFORM_TIME_ZONE } from "@platform/domain";

export function platformTimeZone(): string {
  return process.env.PLATFORM_TIME_ZONE || DEFAULT_PLATFORM_TIME_ZONE;
}

/** Today's calendar day (YYYY-MM-DD) in the platform's time zone. */
export function todayInPlatformZone(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: platformTimeZone() }).format(now);
}

/** The first instant of a calendar day in the platform's time zone. */
export function startOfDayInPlatformZone(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  // The zone's offset at that day: format the UTC instant in the zone and compare.
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: platformTimeZone(),
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(utcMidnight));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asZone = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return new Date(utcMidnight - (asZone - utcMidnight));
}
