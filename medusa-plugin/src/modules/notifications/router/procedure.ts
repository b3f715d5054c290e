import { accessProcedure } from "../../../trpc/trpc";
import type { NotificationViewer } from "../types";

/** Everyone with an organisation has notifications (not a disabled one: its members see invoices only). */
export const notificationProcedure = accessProcedure("notifications");

/** The recipient is always the caller, in the caller's organisation. */
export function viewerOf(ctx: NotificationViewer): NotificationViewer {
  return { customerId: ctx.customerId, organisationId: ctx.organisationId };
}
