import { chatListSchema } from "@platform/domain";
import { chatProcedure, viewerOf } from "./procedure";

/** The caller's chats of one kind (tab), filtered by order number, claim type and status, with unread counts. */
export const list = chatProcedure.input(chatListSchema).query(async ({ ctx, input }) => {
  return await ctx.services.chats.list(viewerOf(ctx), input);
});
