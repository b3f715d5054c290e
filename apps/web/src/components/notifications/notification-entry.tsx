import { renderNotification } from "@platform/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { DATA_KINDS, useAuditRenderContext } from "../audit/audit-change";
import { UserSentence } from "../ui/user-text";
import { linkOf, type NotificationItem, relativeTime } from "./notification-text";

/**
 * One notification as a link to its subject; opening it marks it read. Unread ones carry a dot
 * and say so to screen readers.
 */
export function NotificationEntry({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  const { t, i18n } = useTranslation("notifications");
  // The audit log's renderer: money as money, statuses by their labels; people's data marked as such.
  const { title, values, sentence } = renderNotification(item, useAuditRenderContext());
  const people = Object.fromEntries(
    Object.entries(values).flatMap(([name, row]) =>
      DATA_KINDS.has(row.kind) && row.after?.state === "shown" ? [[name, row.after.text]] : [],
    ),
  );
  const link = linkOf(item);
  const unread = item.readAt === null;
  return (
    <Link
      to={link.to as never}
      params={link.params as never}
      search={link.search as never}
      hash={link.hash}
      onClick={() => onOpen(item)}
      data-testid="notification"
      data-unread={unread ? "true" : "false"}
      className="flex gap-3 rounded-tremor-default px-3 py-2 text-left hover:bg-tremor-background-subtle"
    >
      <span
        aria-hidden
        className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${unread ? "bg-indigo-600" : "bg-transparent"}`}
      />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-tremor-content-strong">
          {unread ? <span className="sr-only">{t("panel.unread")}: </span> : null}
          {title}
        </span>
        <span className="block text-sm text-tremor-content-emphasis">
          <UserSentence values={people}>{(marks) => sentence(marks)}</UserSentence>
        </span>
        <time dateTime={item.createdAt.toISOString()} className="block text-xs text-tremor-content">
          {relativeTime(item.createdAt, i18n.language)}
        </time>
      </span>
    </Link>
  );
}
