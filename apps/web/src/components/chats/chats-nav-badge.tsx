import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";

/** The sidebar's unread count over all the user's chats. */
export function ChatsNavBadge() {
  // The shell's own namespace: the badge must not wait for the chats translations.
  const { t } = useTranslation("common");
  const unread = trpc.chats.unreadCount.useQuery(undefined, { refetchInterval: 30_000, staleTime: 10_000 });
  const total = unread.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <span
      className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-indigo-900"
      data-testid="chats-unread-total"
      title={t("nav.chatsUnread", { count: total })}
    >
      {total}
    </span>
  );
}
