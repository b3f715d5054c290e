import type { NotificationKind, NotificationParams } from "@platform/domain";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";

export type NotificationItem = RouterOutputs["notifications"]["list"]["items"][number];

/** Where a notification leads: its subject's screen. */
export type NotificationLink = {
  to: string;
  params?: Record<string, string>;
  search?: Record<string, unknown>;
  hash?: string;
};

export function linkOf(item: NotificationItem): NotificationLink {
  const p: NotificationParams = item.params;
  switch (item.subjectType) {
    case "chat":
      return { to: "/a/chats/$chatId", params: { chatId: item.subjectId } };
    case "claim":
      // Merchants read their claims on the order's page; the hash points at the claim.
      return { to: "/a/orders/$orderId", params: { orderId: p.orderId ?? "" }, hash: `claim-${item.subjectId}` };
    case "invoice":
      return { to: "/a/invoices", search: { search: p.number } };
    case "stock":
      return { to: "/a/stocks", search: { belowHint: true, locationId: p.locationId } };
    case "booking":
      return { to: "/a/bookings/$bookingId", params: { bookingId: item.subjectId } };
  }
}

/** Title and sentence of a notification in the UI language (numbers, money and dates via Intl). */
export function useNotificationText(): (item: NotificationItem) => { title: string; text: string } {
  const { t, i18n } = useTranslation(["notifications", "claims", "bookings"]);
  const language = i18n.language;
  return (item) => {
    const p = item.params;
    const money = (minor: number | undefined) =>
      minor === undefined ? "—" : formatMoney(minor, p.currencyCode ?? "eur", language);
    const day = (value: string | undefined) => formatDate(value ? `${value}T12:00:00` : null, language);
    const kind: NotificationKind = item.kind;
    const title = t(`notifications:kind.${kind}`);
    switch (kind) {
      case "chat_message":
        return {
          title,
          text: t("notifications:text.chat_message", {
            count: Number(p.count ?? 1),
            organisationName: p.organisationName,
            reference: p.reference,
          }),
        };
      case "claim_decided":
        return {
          title,
          text: t("notifications:text.claim_decided", {
            orderNumber: p.orderNumber,
            status: t(`claims:status.${p.status}`),
          }),
        };
      case "invoice_issued":
        return {
          title,
          text:
            p.type === "credit"
              ? t("notifications:text.credit_issued", { number: p.number, total: money(p.total) })
              : t("notifications:text.invoice_issued", {
                  number: p.number,
                  total: money(p.total),
                  dueOn: day(p.dueOn),
                }),
        };
      case "invoice_overdue":
        return {
          title,
          text: t("notifications:text.invoice_overdue", {
            number: p.number,
            total: money(p.total),
            dueOn: day(p.dueOn),
          }),
        };
      case "stock_below_hint":
        return {
          title,
          text: t("notifications:text.stock_below_hint", {
            product: [p.productTitle, p.variantTitle].filter(Boolean).join(" · "),
            locationName: p.locationName,
            available: new Intl.NumberFormat(language).format(p.available ?? 0),
            target: new Intl.NumberFormat(language).format(p.target ?? 0),
          }),
        };
      case "booking_changed":
        return {
          title,
          text: t("notifications:text.booking_changed", {
            serviceName: p.serviceName,
            bookingDate: day(p.bookingDate),
            status: t(`bookings:status.${p.status}`),
          }),
        };
    }
  };
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "5 minutes ago" / "vor 5 Minuten" (Intl.RelativeTimeFormat in the UI language). */
export function relativeTime(date: Date, language: string, now = Date.now()): string {
  const seconds = Math.round((date.getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, "minute");
}
