import { intervalFromEnv, startPeriodicJob } from "../lib/periodic-job";
import type { UserNotificationService } from "../modules/notifications";

type Container = { resolve<T = unknown>(name: string): T };

/**
 * Overdue invoices become overdue by the calendar, not by a change: a timer looks for them (every
 * NOTIFICATION_SWEEP_INTERVAL_MS, default an hour; 0 switches it off; first shortly after the
 * start) and tells their organisations once per invoice. Several instances may run it: each
 * invoice is told under its row lock.
 */
export default async function notificationSweepLoader(container: Container): Promise<void> {
  const intervalMs = intervalFromEnv("NOTIFICATION_SWEEP_INTERVAL_MS", 60 * 60_000);
  startPeriodicJob(container, {
    label: "notifications overdue sweep",
    intervalMs,
    firstAfterMs: Math.min(intervalMs, 10_000),
    run: async () => {
      const told = await container.resolve<UserNotificationService>("userNotificationService").notifyOverdueInvoices();
      if (told) console.info(`[notifications] overdue invoices: ${told} notifications`);
    },
  });
}
