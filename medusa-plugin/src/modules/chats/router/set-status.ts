import { setChatStatusSchema } from "@platform/domain";
import { chatProcedure, viewerOf } from "./procedure";

/** A participant closes a chat or opens it again. */
export const setStatus = chatProcedure.input(setChatStatusSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.chats.setStatus(viewerOf(ctx), input.chatId, input.status);
});
