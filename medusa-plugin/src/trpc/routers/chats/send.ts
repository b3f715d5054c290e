import { CHAT_MESSAGES, sendChatMessageSchema } from "@platform/domain";
import { TRPCError } from "@trpc/server";
import { DomainError } from "../../../lib/domain-error";
import { chatProcedure, chatsOf, viewerOf } from "./procedure";

/** A participant posts a message with optional attachments; it reaches every open view at once. */
export const send = chatProcedure.input(sendChatMessageSchema).mutation(async ({ ctx, input }) => {
  try {
    return await chatsOf(ctx).send(viewerOf(ctx), input);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // Whatever else went wrong, the sender reads the spec's "Failed to send message."
    throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: CHAT_MESSAGES.sendFailed, cause: error });
  }
});
