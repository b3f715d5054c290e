import { LiveQueue, streamEnded } from "../../../lib/live-bus";
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
  const queue = new LiveQueue(notificationBus(), customerId, signal);
  try {
    for (let notification = await queue.take(); notification; notification = await queue.take()) yield notification;
    streamEnded();
  } finally {
    queue.close();
  }
}
