import { chatMessagesSchema } from "@platform/domain";
import { chatProcedure, viewerOf } from "./procedure";

/** A page of a chat's messages (older pages by `beforeSeq`), oldest first, with signed file links. */
export const messages = chatProcedure.input(chatMessagesSchema).query(async ({ ctx, input }) => {
  return await ctx.services.chats.messages(viewerOf(ctx), input);
});
