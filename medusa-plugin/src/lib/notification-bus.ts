import type { NotificationKind, NotificationParams, NotificationSubjectType } from "@platform/domain";
import { processBus } from "./live-bus";

/** A notification as its recipient sees it (API answers and the live subscription). */
export type NotificationView = {
  id: string;
  createdAt: Date;
  kind: NotificationKind;
  subjectType: NotificationSubjectType;
  subjectId: string;
  params: NotificationParams;
  readAt: Date | null;
};

export const NOTIFICATION_CHANNEL = "platform:notifications:live";

/** New notifications to the recipient's open tabs (keyed by customer id), on this instance or all of them. */
export const notificationBus = processBus<NotificationView>(NOTIFICATION_CHANNEL, "notifications");
