import {
  DEFAULT_PLATFORM_TIME_ZONE,
  formatDimensions,
  formatLength,
  formatMoney,
  formatNumber,
  formatPercent,
  formatWeight,
} from "@platform/domain";
import { useTranslation } from "react-i18next";

type DateLike = Date | string | number | null | undefined;

function toDate(value: DateLike): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date in the UI language ("22 Nov 2026" / "22.11.2026"); "—" when there is none. The
 * day is the platform's (Europe/Berlin), as the server counts days: "disabled from 27 Nov" is
 * stored as Berlin's midnight and must not read "26 Nov" in a browser running on UTC.
 */
export function formatDate(value: DateLike, language: string, dateStyle: "medium" | "long" = "medium"): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(language, { dateStyle, timeZone: DEFAULT_PLATFORM_TIME_ZONE }).format(date)
    : "—";
}

/**
 * Charts' days and months of ISO strings ("2026-11-24", "2026-11"): `day` for an axis or a table
 * ("24 Nov" / "24. Nov."), `dayInText` inside a sentence with the month written out ("24 November" /
 * "24. November": German's "24. Nov." before a full stop read "24. Nov.."), `month` ("Nov 2026").
 */
export function calendarFormats(language: string) {
  const day = new Intl.DateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" });
  const dayInText = new Intl.DateTimeFormat(language, { day: "numeric", month: "long", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(language, { month: "short", year: "numeric", timeZone: "UTC" });
  return {
    day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
    dayInText: (isoDay: string) => dayInText.format(new Date(`${isoDay}T00:00:00Z`)),
    month: (isoMonth: string) => month.format(new Date(`${isoMonth}-01T00:00:00Z`)),
  };
}

/** formatDate bound to the current UI language (re-renders when it changes). */
export function useFormatDate(): (value: DateLike, dateStyle?: "medium" | "long") => string {
  const { i18n } = useTranslation();
  return (value, dateStyle) => formatDate(value, i18n.language, dateStyle);
}

/** Whether a disabled_at lies in the past (the organisation is disabled now). */
export function isPast(value: DateLike, now = new Date()): boolean {
  const date = toDate(value);
  return date !== null && date.getTime() <= now.getTime();
}

/** Today (YYYY-MM-DD) in the platform's time zone: the day the server compares "today or later" with. */
export function todayInPlatformZone(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: DEFAULT_PLATFORM_TIME_ZONE }).format(now);
}

/** A country's name in the UI language (ISO 3166-1 alpha-2 code in, "Germany"/"Deutschland" out). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

// One formatter per kind of value for every screen (the domain's, shared with the audit renderer):
// money in minor units, percentages, plain numbers, weights in grams and lengths in millimetres with
// their units in the UI language ("380 g", "1,25 kg", "120 × 90 × 100 mm").
export { formatDimensions, formatLength, formatMoney, formatNumber, formatPercent, formatWeight };

/** formatMoney bound to the current UI language. */
export function useFormatMoney(): (minor: number, currency: string) => string {
  const { i18n } = useTranslation();
  return (minor, currency) => formatMoney(minor, currency, i18n.language);
}

/** Weights (grams) and lengths (millimetres) with their units, bound to the current UI language. */
export function useFormatMeasure(): {
  weight: (grams: number | null | undefined) => string;
  length: (mm: number | null | undefined) => string;
  dimensions: (...sides: Array<number | null | undefined>) => string;
} {
  const { i18n } = useTranslation();
  return {
    weight: (grams) => formatWeight(grams, i18n.language),
    length: (mm) => formatLength(mm, i18n.language),
    dimensions: (...sides) => formatDimensions(sides, i18n.language),
  };
}
