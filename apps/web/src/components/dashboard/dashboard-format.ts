import { useTranslation } from "react-i18next";
import { calendarFormats, formatMoney } from "../../lib/format";

export type Money = { currency: string; amount: number };

/** The dashboards' number, money and date formats in the current language (de-DE: 1.234,56 €, 24.11.). */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const number = new Intl.NumberFormat(language);
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
    /** day, dayInText (in a sentence) and month of lib/format's calendarFormats. */
    ...calendarFormats(language),
  };
}

/** The euro part of a money list in euros (charts plot one currency; the platform bills in EUR). */
export function eurosOf(amounts: Money[]): number {
  return (amounts.find((money) => money.currency.toLowerCase() === "eur")?.amount ?? 0) / 100;
}
