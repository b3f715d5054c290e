import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";
import { NotificationEntry } from "./notification-entry";
import { useMarkAllRead, useMarkRead } from "./use-notifications";

const PANEL_SIZE = 8;

/**
 * The bell's panel: the newest notifications, "Mark all as read" and the way to the full list. A
 * chunk of its own (with the audit texts it renders, ~5 KB gzip), loaded when the bell is pointed
 * at, focused or opened: the header shows without it.
 */
export default function NotificationPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation("notifications");
  const titleId = useId();
  const list = trpc.notifications.list.useQuery({ pageSize: PANEL_SIZE });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = list.data?.items ?? [];
  const anyUnread = items.some((item) => item.readAt === null);
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="absolute right-0 z-40 mt-2 w-[22rem] max-w-[calc(100vw-2rem)] rounded-tremor-default border border-tremor-border bg-white p-2 shadow-tremor-dropdown"
    >
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <h2 id={titleId} className="text-sm font-semibold text-tremor-content-strong">
          {t("panel.title")}
        </h2>
        {anyUnread ? (
          <button
            type="button"
            className="text-sm font-medium text-indigo-700 hover:underline"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: (error) => toast.error(t(errorKey(error))) })}
          >
            {t("panel.markAllRead")}
          </button>
        ) : null}
      </div>
      {list.isError ? (
        <p className="px-3 py-4 text-sm text-tremor-content" role="alert">
          {t("panel.failed")}
        </p>
      ) : list.data && items.length === 0 ? (
        <p className="px-3 py-4 text-sm text-tremor-content">{t("panel.empty")}</p>
      ) : (
        <ul className="max-h-[60vh] overflow-y-auto" aria-busy={list.isPending}>
          {items.map((item) => (
            <li key={item.id}>
              <NotificationEntry
                item={item}
                onOpen={(opened) => {
                  markRead(opened);
                  onClose();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-tremor-border px-3 pt-2">
        <Link to="/a/notifications" onClick={onClose} className="text-sm font-medium text-indigo-700 hover:underline">
          {t("panel.seeAll")}
        </Link>
      </div>
    </section>
  );
}
