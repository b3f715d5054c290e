import { z } from "zod";
import { entityId } from "../shared/schemas";

/** Newest first, in pages (offset pages: a person's notifications number in the hundreds). */
export const notificationListSchema = z.object({
  unreadOnly: z.boolean().default(false),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(5).max(50).default(20),
});
export type NotificationListInput = z.infer<typeof notificationListSchema>;

/** Mark one or more of the caller's own notifications read (others' ids change nothing). */
export const markNotificationsReadSchema = z.object({
  ids: z.array(entityId).min(1).max(100),
});
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadSchema>;
