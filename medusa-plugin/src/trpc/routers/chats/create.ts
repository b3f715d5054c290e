import { CHAT_MESSAGES, createChatSchema } from "@platform/domain";
import { TRPCError } from "@trpc/server";
import { DomainError } from "../../../lib/domain-error";
import { roleProcedure } from "../../trpc";
import { chatsOf, viewerOf } from "./procedure";

/** A merchant starts a chat about one of their subjects with a supplier/producer or support. */
export const create = roleProcedure("customer")
  .input(createChatSchema)
  .mutation(async ({ ctx, input }) => {
    try {
      return await chatsOf(ctx).create(viewerOf(ctx), input);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: CHAT_MESSAGES.sendFailed, cause: error });
    }
  });
