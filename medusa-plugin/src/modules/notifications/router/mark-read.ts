import { markNotificationsReadSchema } from "@platform/domain";
import { notificationProcedure, viewerOf } from "./procedure";

/** Marks the caller's own notifications among the ids read (someone else's ids change nothing). */
export const markRead = notificationProcedure.input(markNotificationsReadSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.notifications.markRead(viewerOf(ctx), input.ids);
});
