// The notifications module's public surface: what other domains, services/ and loaders import.
// Every domain tells an organisation's members with notifyMembers in the transaction of its change.
export { settleChatNotifications } from "./mark-notifications-read";
export { type NotifyMembersInput, notifyMembers } from "./notify-members";
export { notificationsRouter } from "./router";
export type { NotificationView, NotificationViewer } from "./types";
export { default as UserNotificationService } from "./user-notification-service";
