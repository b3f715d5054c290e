import { router } from "../../../trpc/trpc";
import { create } from "./create";
import { get } from "./get";
import { list } from "./list";
import { markRead } from "./mark-read";
import { messages } from "./messages";
import { onMessage } from "./on-message";
import { receivers } from "./receivers";
import { send } from "./send";
import { setStatus } from "./set-status";
import { unreadCount } from "./unread-count";

export const chatsRouter = router({
  list,
  unreadCount,
  get,
  messages,
  create,
  send,
  markRead,
  setStatus,
  receivers,
  onMessage,
});
