import { notificationListSchema } from "@platform/domain";
import { notificationProcedure, viewerOf } from "./procedure";

/** The caller's notifications, newest first, in pages. */
export const list = notificationProcedure.input(notificationListSchema).query(async ({ ctx, input }) => {
  return await ctx.services.notifications.list(viewerOf(ctx), input);
});
