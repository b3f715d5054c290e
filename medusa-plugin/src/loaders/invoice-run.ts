import type { EntityManager } from "typeorm";
import type InvoiceService from "../services/invoice";

type Container = { resolve<T = unknown>(name: string): T };

/** One number for pg_try_advisory_lock: only one backend instance runs the invoice run at a time. */
const RUN_LOCK = 740_016;

/**
 * The invoice run as a job (support can also start it): every INVOICE_RUN_INTERVAL_MS (default
 * a day; 0 switches it off) every organisation's invoiceable items are invoiced. Problems are
 * logged per organisation by the run itself. Not in `server` worker mode.
 */
export default async function invoiceRunLoader(container: Container): Promise<void> {
  const raw = process.env.INVOICE_RUN_INTERVAL_MS;
  const interval = raw === undefined || raw === "" ? 24 * 60 * 60_000 : Number(raw);
  if (!Number.isFinite(interval) || interval <= 0 || process.env.MEDUSA_WORKER_MODE === "server") return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    const manager = container.resolve<EntityManager>("manager");
    const runner = manager.connection.createQueryRunner();
    try {
      await runner.connect();
      const [{ locked }] = await runner.query("SELECT pg_try_advisory_lock($1) AS locked", [RUN_LOCK]);
      if (!locked) return;
      try {
        const result = await container.resolve<InvoiceService>("invoiceService").run({}, null);
        console.info(`[invoices] run: ${result.created.length} prepared, ${result.problems.length} problems`);
      } finally {
        await runner.query("SELECT pg_advisory_unlock($1)", [RUN_LOCK]);
      }
    } catch (error) {
      if (manager.connection.isInitialized) console.warn(`[invoices] run job failed: ${String(error)}`);
    } finally {
      await runner.release().catch(() => undefined);
      running = false;
    }
  }, interval);
  timer.unref();
}
