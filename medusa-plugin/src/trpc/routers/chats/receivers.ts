import { chatReceiversSchema } from "@platform/domain";
import { roleProcedure } from "../../trpc";
import { chatsOf, viewerOf } from "./procedure";

/** Whom a merchant may address about one of their subjects: its assigned suppliers/producers and support. */
export const receivers = roleProcedure("customer")
  .input(chatReceiversSchema)
  .query(async ({ ctx, input }) => {
    return await chatsOf(ctx).receivers(viewerOf(ctx), input);
  });
