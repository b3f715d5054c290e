import { chatProcedure, viewerOf } from "./procedure";

/** Unread messages over all the caller's chats (the sidebar badge). */
export const unreadCount = chatProcedure.query(async ({ ctx }) => {
  return await ctx.services.chats.unreadCount(viewerOf(ctx));
});
