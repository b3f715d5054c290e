import { markChatReadSchema } from "@platform/domain";
import { chatProcedure, chatsOf, viewerOf } from "./procedure";

/** The caller has read the chat up to `seq`. */
export const markRead = chatProcedure.input(markChatReadSchema).mutation(async ({ ctx, input }) => {
  return await chatsOf(ctx).markRead(viewerOf(ctx), input.chatId, input.seq);
});
