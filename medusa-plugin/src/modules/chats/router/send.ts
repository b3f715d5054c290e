import { CHAT_MESSAGES, sendChatMessageSchema } from "@platform/domain";
import { chatProcedure, viewerOf } from "./procedure";

/** A participant posts a message with optional attachments; it reaches every open view at once. */
export const send = chatProcedure
  .meta({ failureMessage: CHAT_MESSAGES.sendFailed })
  .input(sendChatMessageSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.chatsPosting.send(viewerOf(ctx), input));
