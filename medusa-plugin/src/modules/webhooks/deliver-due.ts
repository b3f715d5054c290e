import { WEBHOOK_PAUSE_AFTER_HOURS, WEBHOOK_RETRY_DELAYS_SECONDS } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { notifyMembers } from "../notifications";
import {
  claimDueDeliveries,
  type DueDelivery,
  insertAttempt,
  markEndpointFailing,
  markEndpointHealthy,
  settleDelivery,
} from "./data-access";
import { postSigned, timeoutMs } from "./send";
import { signedHeaders } from "./signature";

/** Deliveries claimed per batch and sent at once. */
const BATCH = 20;

/** Seconds a failing endpoint stays active before it is paused (WEBHOOK_PAUSE_AFTER_MS for tests and the demo). */
function pauseAfterSeconds(): number {
  const value = Number(process.env.WEBHOOK_PAUSE_AFTER_MS);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value / 1000) : WEBHOOK_PAUSE_AFTER_HOURS * 3600;
}

/** The delay before the next attempt after `attempts` failed ones, or null when none is left. */
export function retryDelaySeconds(attempts: number): number | null {
  return WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1] ?? null;
}

/**
 * One round of the delivery worker: claims due deliveries batch by batch (several instances share
 * the work through SKIP LOCKED) until none is due or `budgetMs` has passed. Returns how many
 * attempts were made.
 */
export async function deliverDue(manager: EntityManager, budgetMs: number): Promise<number> {
  const until = Date.now() + budgetMs;
  // The lease outlives an attempt's time limit: a claimed delivery is never sent twice at once.
  const lease = Math.ceil((timeoutMs() * 3) / 1000) + 5;
  let made = 0;
  while (Date.now() < until) {
    const due = await claimDueDeliveries(manager, BATCH, lease);
    if (due.length === 0) break;
    await Promise.all(due.map((delivery) => attempt(manager, delivery)));
    made += due.length;
  }
  return made;
}

async function attempt(manager: EntityManager, delivery: DueDelivery): Promise<void> {
  const body = JSON.stringify(delivery.payload);
  // Each attempt is signed afresh (receivers refuse old timestamps); the id stays the event's.
  const timestamp = Math.floor(Date.now() / 1000);
  const result = await postSigned(
    delivery.url,
    signedHeaders(delivery.secret, delivery.eventId, timestamp, body),
    body,
  );
  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const attempts = delivery.attempts + 1;
  await manager.transaction(async (tx) => {
    await insertAttempt(tx, {
      deliveryId: delivery.id,
      statusCode: result.statusCode,
      error: result.error,
      responseExcerpt: result.responseExcerpt,
      durationMs: result.durationMs,
    });
    await settleDelivery(tx, delivery.id, {
      delivered,
      statusCode: result.statusCode,
      retryInSeconds: delivered ? null : retryDelaySeconds(attempts),
    });
    if (delivered) {
      await markEndpointHealthy(tx, delivery.endpointId);
      return;
    }
    const paused = await markEndpointFailing(tx, delivery.endpointId, pauseAfterSeconds());
    if (paused) {
      // The organisation's members learn it in the pause's transaction; the host only (a path may hold a token).
      await notifyMembers(tx, {
        organisationIds: [paused.organisationId],
        kind: "webhook_paused",
        subjectType: "webhook",
        subjectId: paused.id,
        params: { reference: new URL(paused.url).host },
      });
    }
  });
}
