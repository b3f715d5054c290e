import { startPeriodicJob } from "../lib/periodic-job";
import { type ChatNotificationService, chatMailDelayMs } from "../modules/chats";

type Container = { resolve<T = unknown>(name: string): T };

/**
 * Chat mails are batched: the first message to a recipient opens a window of CHAT_MAIL_DELAY_MS
 * and a timer on the posting instance sends the mail when it closes. This sweep sends what a
 * restarted or stopped instance left behind (rows are claimed with SKIP LOCKED, so several
 * instances never mail twice).
 */
export default async function chatMailLoader(container: Container): Promise<void> {
  startPeriodicJob(container, {
    label: "chat mail sweep",
    intervalMs: Math.max(1_000, Math.min(chatMailDelayMs(), 30_000)),
    run: () => container.resolve<ChatNotificationService>("chatNotificationService").flushMails(),
  });
}
