import { notificationProcedure, viewerOf } from "./procedure";

/** How many of the caller's notifications are unread (the header's bell). */
export const unreadCount = notificationProcedure.query(async ({ ctx }) => {
  return await ctx.services.notifications.unreadCount(viewerOf(ctx));
});
