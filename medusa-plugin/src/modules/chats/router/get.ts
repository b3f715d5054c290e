import { chatIdSchema } from "@platform/domain";
import { chatProcedure, viewerOf } from "./procedure";

/** One chat the caller takes part in, with the order context, claim, receiver and supplier availability. */
export const get = chatProcedure.input(chatIdSchema).query(async ({ ctx, input }) => {
  return await ctx.services.chats.get(viewerOf(ctx), input.chatId);
});
