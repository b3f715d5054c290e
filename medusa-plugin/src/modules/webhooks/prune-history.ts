import { WEBHOOK_RETENTION_DAYS } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { deleteOldEvents } from "./data-access";

/** Events deleted per statement: each batch is its own short transaction, so the outbox never waits long. */
const BATCH = 1_000;

/** The retention in seconds (WEBHOOK_RETENTION_MS for tests; else WEBHOOK_RETENTION_DAYS). */
export function retentionSeconds(): number {
  const value = Number(process.env.WEBHOOK_RETENTION_MS);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value / 1000) : WEBHOOK_RETENTION_DAYS * 86_400;
}

/**
 * One round of the retention job (loaders/webhook-delivery.ts): events older than the retention
 * whose deliveries are settled go, with their deliveries and the delivery log's attempts, batch by
 * batch until none is left or `budgetMs` has passed. Returns how many events were deleted.
 */
export async function pruneHistory(manager: EntityManager, budgetMs: number): Promise<number> {
  const until = Date.now() + budgetMs;
  const olderThan = retentionSeconds();
  let deleted = 0;
  while (Date.now() < until) {
    const batch = await deleteOldEvents(manager, olderThan, BATCH);
    deleted += batch;
    if (batch < BATCH) break;
  }
  return deleted;
}
