import { CHAT_MESSAGES, createChatSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** A merchant starts a chat about one of their subjects with a supplier/producer or support. */
export const create = accessProcedure("startChats")
  .meta({ failureMessage: CHAT_MESSAGES.sendFailed })
  .input(createChatSchema)
  .mutation(async ({ ctx, input }) => await ctx.services.chatsPosting.create(viewerOf(ctx), input));
