import { type NotificationView, notificationBus } from "../../../lib/notification-bus";
import { notificationProcedure } from "./procedure";

/**
 * The caller's new notifications as they are written, over server-sent events (the chats'
 * channel). Nothing is replayed: on every (re)connect the client refetches the count and the
 * list, so an event missed between two streams is read from the database.
 */
export const live = notificationProcedure.subscription(async ({ ctx, signal }) => {
  return liveNotifications(ctx.customerId, signal);
});

async function* liveNotifications(
  customerId: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<NotificationView, void, unknown> {
  const queue: NotificationView[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = notificationBus().subscribe(customerId, (notification) => {
    queue.push(notification);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);
  try {
    while (!signal?.aborted) {
      while (queue.length > 0) yield queue.shift() as NotificationView;
      await new Promise<void>((resolve) => {
        wake = resolve;
        if (queue.length > 0 || signal?.aborted) resolve();
      });
      wake = null;
    }
    // Ended by the server (the stream's maximum duration) or the client leaving: an abort, so
    // the client's event source reconnects instead of stopping.
    if (signal?.aborted) throw new DOMException("The live stream ended", "AbortError");
  } finally {
    signal?.removeEventListener("abort", onAbort);
    unsubscribe();
  }
}
