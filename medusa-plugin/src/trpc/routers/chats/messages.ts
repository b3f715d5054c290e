import { chatMessagesSchema } from "@platform/domain";
import { chatProcedure, chatsOf, viewerOf } from "./procedure";

/** A page of a chat's messages (older pages by `beforeSeq`), oldest first, with signed file links. */
export const messages = chatProcedure.input(chatMessagesSchema).query(async ({ ctx, input }) => {
  return await chatsOf(ctx).messages(viewerOf(ctx), input);
});
