import { notificationProcedure, viewerOf } from "./procedure";

/** Marks every one of the caller's notifications read. */
export const markAllRead = notificationProcedure.mutation(async ({ ctx }) => {
  return await ctx.services.notifications.markAllRead(viewerOf(ctx));
});
