import { router } from "../../../trpc/trpc";
import { list } from "./list";
import { live } from "./live";
import { markAllRead } from "./mark-all-read";
import { markRead } from "./mark-read";
import { unreadCount } from "./unread-count";

export const notificationsRouter = router({ list, unreadCount, markRead, markAllRead, live });
