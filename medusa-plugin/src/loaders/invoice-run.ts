import { intervalFromEnv, startPeriodicJob } from "../lib/periodic-job";
import type { InvoiceService } from "../modules/invoices";

type Container = { resolve<T = unknown>(name: string): T };

/**
 * The invoice run as a job (support can also start it): every INVOICE_RUN_INTERVAL_MS (default
 * a day; 0 switches it off) every organisation's invoiceable items are invoiced, by one instance
 * at a time. Problems are logged per organisation by the run itself.
 */
export default async function invoiceRunLoader(container: Container): Promise<void> {
  startPeriodicJob(container, {
    label: "invoices run job",
    intervalMs: intervalFromEnv("INVOICE_RUN_INTERVAL_MS", 24 * 60 * 60_000),
    lock: 740_016,
    run: async () => {
      const result = await container.resolve<InvoiceService>("invoiceService").run({}, null);
      console.info(`[invoices] run: ${result.created.length} prepared, ${result.problems.length} problems`);
    },
  });
}
