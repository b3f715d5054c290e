import { DEFAULT_PLATFORM_TIME_ZONE } from "@platform/domain";
import { useTranslation } from "react-i18next";

type DateLike = Date | string | number | null | undefined;

function toDate(value: DateLike): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date in the UI language ("22 Nov 2026" / "22.11.2026"); "—" when there is none. */
export function formatDate(value: DateLike, language: string, dateStyle: "medium" | "long" = "medium"): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(language, { dateStyle }).format(date) : "—";
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

/** A percentage with up to two decimals in the UI language ("12.5 %" / "12,5 %"). */
export function formatPercent(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return "—";
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)} %`;
}

/** An amount in minor units (cents) as money in the UI language, e.g. 1250 EUR → "€12.50" / "12,50 €". */
export function formatMoney(minor: number, currency: string, language: string): string {
  const code = currency.toUpperCase();
  const digits = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
    .maximumFractionDigits;
  return new Intl.NumberFormat(language, { style: "currency", currency: code }).format(minor / 10 ** (digits ?? 2));
}

/** formatMoney bound to the current UI language. */
export function useFormatMoney(): (minor: number, currency: string) => string {
  const { i18n } = useTranslation();
  return (minor, currency) => formatMoney(minor, currency, i18n.language);
}
