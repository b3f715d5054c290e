import type { NotificationViewer } from "../../../services/user-notification";
import { accessProcedure } from "../../trpc";

/** Everyone with an organisation has notifications (not a disabled one: its members see invoices only). */
export const notificationProcedure = accessProcedure("notifications");

/** The recipient is always the caller, in the caller's organisation. */
export function viewerOf(ctx: NotificationViewer): NotificationViewer {
  return { customerId: ctx.customerId, organisationId: ctx.organisationId };
}
