import type { NotificationParams } from "@platform/domain";
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
    case "webhook":
      return { to: "/a/settings/user", hash: "webhooks" };
  }
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
