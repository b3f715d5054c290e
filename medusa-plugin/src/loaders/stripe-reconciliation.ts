import { intervalFromEnv, startPeriodicJob } from "../lib/periodic-job";
import { stripeConfig } from "../lib/stripe";

type Container = { resolve<T = unknown>(name: string): T };

/**
 * Reconciliation with Stripe (docs/payments.md): every STRIPE_RECONCILE_INTERVAL_MS (default one
 * hour; 0 switches it off) Stripe's records since the last round are compared with the invoices'
 * and every drift is kept for support's dashboard. One instance at a time (advisory lock).
 */
export default async function stripeReconciliationLoader(container: Container): Promise<void> {
  const intervalMs = intervalFromEnv("STRIPE_RECONCILE_INTERVAL_MS", 60 * 60_000);
  startPeriodicJob(container, {
    label: "stripe-reconciliation",
    intervalMs,
    lock: 740_037,
    firstAfterMs: Math.min(intervalMs, 60_000),
    run: async () => {
      if (!stripeConfig.isConfigured()) return;
      const service = container.resolve<{ reconcile: () => Promise<{ found: number }> }>("cardPaymentService");
      const { found } = await service.reconcile();
      // Counts only: the drifts stay in the database (support sees them), never in the log.
      if (found) console.warn(`[stripe-reconciliation] ${found} difference(s) between Stripe and the invoices`);
    },
  });
}
