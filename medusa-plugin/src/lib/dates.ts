import { DEFAULT_PLATFORM_TIME_ZONE, zonedParts, zonedTimeToUtc } from "@platform/domain";

export function platformTimeZone(): string {
  return process.env.PLATFORM_TIME_ZONE || DEFAULT_PLATFORM_TIME_ZONE;
}

/** Today's calendar day (YYYY-MM-DD) in the platform's time zone. */
export function todayInPlatformZone(now: Date = new Date()): string {
  const { year, month, day } = zonedParts(now, platformTimeZone());
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The first instant of a calendar day (YYYY-MM-DD) in the platform's time zone. */
export function startOfDayInPlatformZone(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return zonedTimeToUtc({ year, month, day: date, hour: 0, minute: 0 }, platformTimeZone());
}
