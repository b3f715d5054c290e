// The webhook_endpoint, webhook_event, webhook_delivery and webhook_attempt tables: the one place
// that reads or writes them.
import type { WebhookDeliveryStatus, WebhookEndpointStatus, WebhookEventType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { defineTable, query, queryOne, sql } from "../../lib/sql";

/** A row of `webhook_endpoint` as the code knows it (never its secret: see `endpointSecret`). */
export type WebhookEndpointRecord = {
  id: string;
  organisationId: string;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  status: WebhookEndpointStatus;
  failingSince: Date | null;
  pausedAt: Date | null;
  createdAt: Date;
};

const endpoints = defineTable<WebhookEndpointRecord>("webhook_endpoint", {
  id: "id",
  organisationId: "organisation_id",
  url: "url",
  description: "description",
  eventTypes: "event_types",
  status: "status",
  failingSince: "failing_since",
  pausedAt: "paused_at",
  createdAt: "created_at",
});

export type NewWebhookEndpoint = {
  id: string;
  organisationId: string;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  secret: string;
  createdBy: string | null;
};

export async function insertEndpoint(manager: EntityManager, row: NewWebhookEndpoint): Promise<WebhookEndpointRecord> {
  const rows = await query<WebhookEndpointRecord>(
    manager,
    sql`INSERT INTO webhook_endpoint (id, organisation_id, url, description, event_types, secret, created_by)
        VALUES (${row.id}, ${row.organisationId}, ${row.url}, ${row.description}, ${row.eventTypes}::text[], ${row.secret}, ${row.createdBy})
        RETURNING ${endpoints.select("webhook_endpoint")}`,
  );
  return rows[0] as WebhookEndpointRecord;
}

/** Locks the organisation's endpoint count while one is created (two admins at once stay within the limit). */
export async function lockOrganisationEndpoints(manager: EntityManager, organisationId: string): Promise<void> {
  await query(manager, sql`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoint:' || ${organisationId}))`);
}

export async function countEndpoints(manager: EntityManager, organisationId: string): Promise<number> {
  const row = await queryOne<{ count: number }>(
    manager,
    sql`SELECT count(*)::int AS count FROM webhook_endpoint WHERE organisation_id = ${organisationId} AND deleted_at IS NULL`,
  );
  return row?.count ?? 0;
}

export async function listEndpoints(manager: EntityManager, organisationId: string): Promise<WebhookEndpointRecord[]> {
  return await query<WebhookEndpointRecord>(
    manager,
    sql`SELECT ${endpoints.select("e")} FROM webhook_endpoint e
         WHERE e.organisation_id = ${organisationId} AND e.deleted_at IS NULL
         ORDER BY e.created_at DESC, e.id DESC`,
  );
}

/** The organisation's endpoint (never another's), locked for the caller's change. */
export async function lockEndpoint(
  manager: EntityManager,
  organisationId: string,
  id: string,
): Promise<WebhookEndpointRecord | undefined> {
  return await queryOne<WebhookEndpointRecord>(
    manager,
    sql`SELECT ${endpoints.select("e")} FROM webhook_endpoint e
         WHERE e.id = ${id} AND e.organisation_id = ${organisationId} AND e.deleted_at IS NULL FOR UPDATE`,
  );
}

export async function setEndpointStatus(
  manager: EntityManager,
  id: string,
  status: WebhookEndpointStatus,
): Promise<WebhookEndpointRecord> {
  const rows = await query<WebhookEndpointRecord>(
    manager,
    sql`UPDATE webhook_endpoint e
           SET status = ${status},
               paused_at = CASE WHEN ${status} = 'paused' THEN now() ELSE NULL END,
               failing_since = CASE WHEN ${status} = 'active' THEN NULL ELSE failing_since END
         WHERE e.id = ${id}
        RETURNING ${endpoints.select("e")}`,
  );
  return rows[0] as WebhookEndpointRecord;
}

/** Deliveries that waited while the endpoint was paused are due at once when it is resumed. */
export async function hurryPendingDeliveries(manager: EntityManager, endpointId: string): Promise<void> {
  await query(
    manager,
    sql`UPDATE webhook_delivery SET next_attempt_at = now() WHERE endpoint_id = ${endpointId} AND status = 'pending'`,
  );
}

/** Soft delete (the secret is wiped); its waiting deliveries end as failed, so nothing more is sent. */
export async function deleteEndpoint(manager: EntityManager, id: string): Promise<void> {
  await query(manager, sql`UPDATE webhook_endpoint SET deleted_at = now(), secret = '' WHERE id = ${id}`);
  await query(
    manager,
    sql`UPDATE webhook_delivery SET status = 'failed' WHERE endpoint_id = ${id} AND status = 'pending'`,
  );
}

// ── Outbox ───────────────────────────────────────────────────────────────────

/**
 * The event and one delivery per active or paused endpoint of its organisation subscribed to its
 * type, in the caller's transaction. Returns how many deliveries were written.
 */
export async function insertEventWithDeliveries(
  manager: EntityManager,
  event: { id: string; organisationId: string; type: WebhookEventType; payload: unknown },
): Promise<number> {
  // No subscriber: nothing is written (an organisation without endpoints pays one indexed read).
  const subscribed = await query<{ id: string }>(
    manager,
    sql`SELECT id FROM webhook_endpoint
         WHERE organisation_id = ${event.organisationId} AND deleted_at IS NULL AND status <> 'disabled'
           AND ${event.type} = ANY (event_types)`,
  );
  if (subscribed.length === 0) return 0;
  await query(
    manager,
    sql`INSERT INTO webhook_event (id, organisation_id, type, payload)
        VALUES (${event.id}, ${event.organisationId}, ${event.type}, ${JSON.stringify(event.payload)}::jsonb)`,
  );
  await query(
    manager,
    sql`INSERT INTO webhook_delivery (id, event_id, endpoint_id, organisation_id)
        SELECT 'whdel_' || replace(gen_random_uuid()::text, '-', ''), ${event.id}, e.id, ${event.organisationId}
          FROM webhook_endpoint e WHERE e.id = ANY (${subscribed.map((s) => s.id)}::varchar[])`,
  );
  return subscribed.length;
}

// ── Retention ────────────────────────────────────────────────────────────────

/**
 * Deletes up to `limit` events older than `olderThanSeconds` of which no delivery still waits
 * (a paused endpoint's events stay until it is resumed or deleted), with their deliveries and
 * attempts (ON DELETE CASCADE). Returns how many events went.
 */
export async function deleteOldEvents(
  manager: EntityManager,
  olderThanSeconds: number,
  limit: number,
): Promise<number> {
  const rows = await query<{ id: string }>(
    manager,
    sql`DELETE FROM webhook_event ev
         WHERE ev.id IN (
           SELECT old.id FROM webhook_event old
            WHERE old.created_at < now() - make_interval(secs => ${olderThanSeconds})
              AND NOT EXISTS (SELECT 1 FROM webhook_delivery d WHERE d.event_id = old.id AND d.status = 'pending')
            ORDER BY old.created_at
            LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
        RETURNING ev.id`,
  );
  return rows.length;
}

// ── Delivery ─────────────────────────────────────────────────────────────────

/** What one attempt needs: the delivery, its event, where to and the secret to sign with. */
export type DueDelivery = {
  id: string;
  attempts: number;
  endpointId: string;
  organisationId: string;
  url: string;
  secret: string;
  eventId: string;
  eventType: string;
  createdAt: Date;
  payload: unknown;
};

/**
 * Claims up to `limit` due deliveries of active endpoints (rows another instance holds are
 * skipped) and leases them for `leaseSeconds`: a process killed mid-attempt leaves them due again
 * when the lease ends, never lost. Runs in its own short transaction.
 */
export async function claimDueDeliveries(
  manager: EntityManager,
  limit: number,
  leaseSeconds: number,
): Promise<DueDelivery[]> {
  return await manager.transaction(async (tx) => {
    const rows = await query<DueDelivery>(
      tx,
      sql`SELECT d.id, d.attempts, d.endpoint_id AS "endpointId", d.organisation_id AS "organisationId",
                 e.url, e.secret, ev.id AS "eventId", ev.type AS "eventType", ev.created_at AS "createdAt", ev.payload
            FROM webhook_delivery d
            JOIN webhook_endpoint e ON e.id = d.endpoint_id
            JOIN webhook_event ev ON ev.id = d.event_id
           WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND e.status = 'active' AND e.deleted_at IS NULL
           ORDER BY d.next_attempt_at, d.id
           LIMIT ${limit}
           FOR UPDATE OF d SKIP LOCKED`,
    );
    if (rows.length > 0) {
      await query(
        tx,
        sql`UPDATE webhook_delivery SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds}::int)
             WHERE id = ANY (${rows.map((r) => r.id)}::varchar[])`,
      );
    }
    return rows;
  });
}

export type AttemptRecord = {
  deliveryId: string;
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
};

export async function insertAttempt(manager: EntityManager, attempt: AttemptRecord): Promise<void> {
  await query(
    manager,
    sql`INSERT INTO webhook_attempt (id, delivery_id, status_code, error, response_excerpt, duration_ms)
        VALUES ('whatt_' || replace(gen_random_uuid()::text, '-', ''), ${attempt.deliveryId}, ${attempt.statusCode},
                ${attempt.error}, ${attempt.responseExcerpt}, ${attempt.durationMs})`,
  );
}

/** Settles a delivery after an attempt: delivered, due again after `retryInSeconds`, or failed (null). */
export async function settleDelivery(
  manager: EntityManager,
  deliveryId: string,
  outcome: { delivered: boolean; statusCode: number | null; retryInSeconds: number | null },
): Promise<void> {
  const status: WebhookDeliveryStatus = outcome.delivered
    ? "delivered"
    : outcome.retryInSeconds === null
      ? "failed"
      : "pending";
  await query(
    manager,
    sql`UPDATE webhook_delivery
           SET attempts = attempts + 1, status = ${status}, last_status_code = ${outcome.statusCode},
               delivered_at = CASE WHEN ${status} = 'delivered' THEN now() ELSE delivered_at END,
               next_attempt_at = now() + make_interval(secs => ${outcome.retryInSeconds ?? 0}::int)
         WHERE id = ${deliveryId}`,
  );
}

/** A success ends the endpoint's failing streak. */
export async function markEndpointHealthy(manager: EntityManager, endpointId: string): Promise<void> {
  await query(
    manager,
    sql`UPDATE webhook_endpoint SET failing_since = NULL WHERE id = ${endpointId} AND failing_since IS NOT NULL`,
  );
}

/**
 * A failure starts (or continues) the endpoint's failing streak; when the streak is older than
 * `pauseAfterSeconds` the active endpoint is paused. The endpoint, when this call paused it.
 */
export async function markEndpointFailing(
  manager: EntityManager,
  endpointId: string,
  pauseAfterSeconds: number,
): Promise<WebhookEndpointRecord | undefined> {
  await query(
    manager,
    sql`UPDATE webhook_endpoint SET failing_since = now() WHERE id = ${endpointId} AND failing_since IS NULL`,
  );
  return await queryOne<WebhookEndpointRecord>(
    manager,
    sql`UPDATE webhook_endpoint e SET status = 'paused', paused_at = now()
         WHERE e.id = ${endpointId} AND e.status = 'active'
           AND e.failing_since <= now() - make_interval(secs => ${pauseAfterSeconds}::int)
        RETURNING ${endpoints.select("e")}`,
  );
}

// ── Delivery log ─────────────────────────────────────────────────────────────

export type DeliveryLogRow = {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastStatusCode: number | null;
  createdAt: Date;
  deliveredAt: Date | null;
};

export type AttemptLogRow = {
  deliveryId: string;
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
};

/** The endpoint's latest deliveries with their attempts (the organisation's endpoint only). */
export async function listDeliveries(
  manager: EntityManager,
  organisationId: string,
  endpointId: string,
  limit: number,
): Promise<{ deliveries: DeliveryLogRow[]; attempts: AttemptLogRow[] }> {
  const deliveries = await query<DeliveryLogRow>(
    manager,
    sql`SELECT d.id, d.event_id AS "eventId", ev.type AS "eventType", d.status, d.attempts,
               d.next_attempt_at AS "nextAttemptAt", d.last_status_code AS "lastStatusCode",
               d.created_at AS "createdAt", d.delivered_at AS "deliveredAt"
          FROM webhook_delivery d JOIN webhook_event ev ON ev.id = d.event_id
         WHERE d.organisation_id = ${organisationId} AND d.endpoint_id = ${endpointId}
         ORDER BY d.created_at DESC, d.id DESC LIMIT ${limit}`,
  );
  if (deliveries.length === 0) return { deliveries, attempts: [] };
  const attempts = await query<AttemptLogRow>(
    manager,
    sql`SELECT a.delivery_id AS "deliveryId", a.attempted_at AS "attemptedAt", a.status_code AS "statusCode",
               a.error, a.response_excerpt AS "responseExcerpt", a.duration_ms AS "durationMs"
          FROM webhook_attempt a WHERE a.delivery_id = ANY (${deliveries.map((d) => d.id)}::varchar[])
         ORDER BY a.attempted_at DESC`,
  );
  return { deliveries, attempts };
}

/**
 * Sends a delivery of the organisation again at once (a new round of attempts, the same event id,
 * so a receiver that saw it already knows it); one still pending is on its way and left alone.
 * False when the delivery is not the organisation's (or its endpoint is gone).
 */
export async function redeliver(manager: EntityManager, organisationId: string, deliveryId: string): Promise<boolean> {
  const found = await queryOne<{ status: WebhookDeliveryStatus }>(
    manager,
    sql`SELECT d.status FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id
         WHERE d.id = ${deliveryId} AND d.organisation_id = ${organisationId} AND e.deleted_at IS NULL
         FOR UPDATE OF d`,
  );
  if (!found) return false;
  if (found.status !== "pending") {
    await query(
      manager,
      sql`UPDATE webhook_delivery SET status = 'pending', attempts = 0, next_attempt_at = now() WHERE id = ${deliveryId}`,
    );
  }
  return true;
}
