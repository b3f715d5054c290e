import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";

export type Money = { currency: string; amount: number };

/** The dashboards' number, money and date formats in the current language (de-DE: 1.234,56 €, 24.11.). */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const number = new Intl.NumberFormat(language);
  const day = new Intl.DateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(language, { month: "short", year: "numeric", timeZone: "UTC" });
  const dayInText = new Intl.DateTimeFormat(language, { day: "numeric", month: "long", timeZone: "UTC" });
  return {
    number: (value: number) => number.format(value),
    /** Amounts per currency, "€1,234.50 · $20.00"; nothing is zero euros. */
    money: (amounts: Money[]) =>
      amounts.length === 0
        ? formatMoney(0, "eur", language)
        : amounts.map((money) => formatMoney(money.amount, money.currency, language)).join(" · "),
    /** A whole-euro amount for chart axes (the chart's values are in euros, not cents). */
    euros: (value: number) =>
      new Intl.NumberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(value),
    /** "2026-11-24" → "24 Nov" / "24. Nov." */
    day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
    /** In a sentence, "November 24" / "24. November": German's "24. Nov." before a full stop read "24. Nov.." */
    dayInText: (isoDay: string) => dayInText.format(new Date(`${isoDay}T00:00:00Z`)),
    /** "2026-11" → "Nov 2026" / "Nov. 2026" */
    month: (isoMonth: string) => month.format(new Date(`${isoMonth}-01T00:00:00Z`)),
  };
}

/** The euro part of a money list in euros (charts plot one currency; the platform bills in EUR). */
export function eurosOf(amounts: Money[]): number {
  return (amounts.find((money) => money.currency.toLowerCase() === "eur")?.amount ?? 0) / 100;
}
