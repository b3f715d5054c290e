import { chatReceiversSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** Whom a merchant may address about one of their subjects: its assigned suppliers/producers and support. */
export const receivers = accessProcedure("startChats")
  .input(chatReceiversSchema)
  .query(async ({ ctx, input }) => {
    return await ctx.services.chatsPosting.receivers(viewerOf(ctx), input);
  });
