import type UserNotificationService from "../services/user-notification";

type Container = { resolve<T = unknown>(name: string): T };

/**
 * Overdue invoices become overdue by the calendar, not by a change: a timer looks for them (every
 * NOTIFICATION_SWEEP_INTERVAL_MS, default an hour; 0 switches it off; first shortly after the
 * start) and tells their organisations once per invoice. Several instances may run it: each
 * invoice is told under its row lock. Not in `server` worker mode.
 */
export default async function notificationSweepLoader(container: Container): Promise<void> {
  const raw = process.env.NOTIFICATION_SWEEP_INTERVAL_MS;
  const interval = raw === undefined || raw === "" ? 60 * 60_000 : Number(raw);
  if (!Number.isFinite(interval) || interval <= 0 || process.env.MEDUSA_WORKER_MODE === "server") return;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const told = await container.resolve<UserNotificationService>("userNotificationService").notifyOverdueInvoices();
      if (told) console.info(`[notifications] overdue invoices: ${told} notifications`);
    } catch (error) {
      console.warn(`[notifications] overdue sweep failed: ${String(error)}`);
    } finally {
      running = false;
    }
  };
  setTimeout(() => void sweep(), Math.min(interval, 10_000)).unref();
  setInterval(() => void sweep(), interval).unref();
}
