import { setChatStatusSchema } from "@platform/domain";
import { chatProcedure, chatsOf, viewerOf } from "./procedure";

/** A participant closes a chat or opens it again. */
export const setStatus = chatProcedure.input(setChatStatusSchema).mutation(async ({ ctx, input }) => {
  return await chatsOf(ctx).setStatus(viewerOf(ctx), input.chatId, input.status);
});
