import { useSharedStream } from "../../lib/shared-stream";
import { trpc } from "../../lib/trpc";
import type { NotificationItem } from "./notification-text";

/**
 * Live over server-sent events (the chats' channel): each new notification, and every
 * (re)connect, refreshes the count and the lists, so nothing missed between streams is lost.
 * One tab of the browser holds the stream and tells the others (lib/shared-stream.ts).
 */
export function useLiveNotifications(enabled: boolean): void {
  const utils = trpc.useUtils();
  const refresh = () => void utils.notifications.invalidate();
  const stream = useSharedStream("platform-notifications-live", enabled, refresh);
  const refreshEverywhere = () => {
    refresh();
    stream.tell();
  };
  trpc.notifications.live.useSubscription(undefined, {
    enabled: stream.holder,
    onStarted: refreshEverywhere,
    onData: refreshEverywhere,
  });
}

/** Opening a notification marks it read (when it was unread). */
export function useMarkRead(): (item: NotificationItem) => void {
  const utils = trpc.useUtils();
  const markRead = trpc.notifications.markRead.useMutation({
    onSuccess: () => void utils.notifications.invalidate(),
  });
  return (item) => {
    if (item.readAt === null) markRead.mutate({ ids: [item.id] });
  };
}

export function useMarkAllRead() {
  const utils = trpc.useUtils();
  return trpc.notifications.markAllRead.useMutation({ onSuccess: () => void utils.notifications.invalidate() });
}
