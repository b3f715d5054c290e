import { DEFAULT_PLATFORM_TIME_ZONE } from "./constants";

/**
 * Values as people read them, in the UI language: money, measures with their units, days. The web
 * app's `lib/format.ts` re-exports these (one formatter for every screen); the audit renderer uses
 * them too.
 */

/** An amount in minor units (cents) as money, e.g. 66316 EUR → "€663.16" / "663,16 €". */
export function formatMoney(minor: number, currency: string, language: string): string {
  const code = currency.toUpperCase();
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    return new Intl.NumberFormat(language, { style: "currency", currency: code }).format(minor / 10 ** digits);
  } catch {
    // Not an ISO 4217 code: the number with the code after it rather than a crash.
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(minor / 10 ** digits)} ${code}`;
  }
}

const unit = (value: number, name: string, language: string, fractionDigits = 0) =>
  new Intl.NumberFormat(language, { style: "unit", unit: name, maximumFractionDigits: fractionDigits }).format(value);

/** A weight stored in grams: "380 g", from a kilogram on "1.25 kg" / "1,25 kg". */
export function formatWeight(grams: number | null | undefined, language: string): string {
  if (grams === null || grams === undefined || !Number.isFinite(grams)) return "—";
  return Math.abs(grams) >= 1000 ? unit(grams / 1000, "kilogram", language, 2) : unit(grams, "gram", language, 1);
}

/** A length stored in millimetres: "120 mm", from a metre on "150 cm" / "150,5 cm". */
export function formatLength(mm: number | null | undefined, language: string): string {
  if (mm === null || mm === undefined || !Number.isFinite(mm)) return "—";
  return Math.abs(mm) >= 1000 ? unit(mm / 10, "centimeter", language, 1) : unit(mm, "millimeter", language, 1);
}

/**
 * Length × width × height in millimetres with one unit at the end ("120 × 90 × 100 mm"), in
 * centimetres when the largest side reaches a metre; "—" for a missing side.
 */
export function formatDimensions(sides: Array<number | null | undefined>, language: string): string {
  const known = sides.filter((side): side is number => typeof side === "number" && Number.isFinite(side));
  if (known.length === 0) return "—";
  const inCm = Math.max(...known.map(Math.abs)) >= 1000;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const shown = sides.map((side) =>
    typeof side === "number" && Number.isFinite(side) ? number.format(inCm ? side / 10 : side) : "—",
  );
  return `${shown.join(" × ")} ${inCm ? "cm" : "mm"}`;
}

/** A plain number in the UI language ("1,250" / "1.250"). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A percentage with up to two decimals ("12.5 %" / "12,5 %"). */
export function formatPercent(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return "—";
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)} %`;
}

/**
 * A calendar day ("10 Dec 2026" / "10.12.2026"): a YYYY-MM-DD as that day, a moment as its day in
 * the platform's time zone; "—" for nothing readable.
 */
export function formatDay(value: Date | string | null | undefined, language: string): string {
  if (value === null || value === undefined || value === "") return "—";
  const day = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = day ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  return new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeZone: day ? "UTC" : DEFAULT_PLATFORM_TIME_ZONE,
  }).format(date);
}

/** A moment to the minute ("22 Nov 2026, 14:05" / "22.11.2026, 14:05"). */
export function formatMoment(value: Date | string | null | undefined, language: string): string {
  if (value === null || value === undefined || value === "") return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
