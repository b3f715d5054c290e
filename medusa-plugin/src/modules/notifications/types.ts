export type { NotificationView } from "../../lib/notification-bus";

/** The caller: recipient and organisation come from the session's membership, never from input. */
export type NotificationViewer = { customerId: string; organisationId: string };
