import { markChatReadSchema } from "@platform/domain";
import { chatProcedure, viewerOf } from "./procedure";

/** The caller has read the chat up to `seq`. */
export const markRead = chatProcedure.input(markChatReadSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.chats.markRead(viewerOf(ctx), input.chatId, input.seq);
});
