import { chatReceiversSchema } from "@platform/domain";
import { roleProcedure } from "../../trpc";
import { chatsOf } from "./procedure";

/** Whom a merchant may address: active suppliers/producers and support. */
export const receivers = roleProcedure("customer")
  .input(chatReceiversSchema)
  .query(async ({ ctx }) => {
    return await chatsOf(ctx).receivers();
  });
