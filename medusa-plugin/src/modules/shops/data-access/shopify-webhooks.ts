import type { Language } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { defineTable, query, sql } from "../../../lib/sql";
import type { ShopifyWebhook } from "../../../models/shopify-webhook";

// Webhook deliveries (shopify_webhook): the one place that reads or writes them (lib/sql.ts), and
// the owners a customers/data_request report goes to. The statements, their locks and their
// orderings are the intake's: the claim is `FOR UPDATE SKIP LOCKED`, the rounds oldest first.

/** What a delivery is stored with (received_at and processed_at are the database's). */
export type NewWebhookDelivery = {
  id: string;
  shopDomain: string;
  topic: string;
  eventKey: string;
  webhookId: string;
  eventId: string | null;
  triggeredAt: Date | null;
  apiVersion: string | null;
  /** The JSON text of the payload. */
  payload: string | null;
  status: "received" | "failed";
  attempts: number;
  lastError: string | null;
};

const webhookTable = defineTable<NewWebhookDelivery>("shopify_webhook", {
  id: "id",
  shopDomain: "shop_domain",
  topic: "topic",
  eventKey: "event_key",
  webhookId: "webhook_id",
  eventId: "event_id",
  triggeredAt: "triggered_at",
  apiVersion: "api_version",
  payload: "payload",
  status: "status",
  attempts: "attempts",
  lastError: "last_error",
});

/** Stores the delivery unless the shop's same event is stored; answers its id, or null for a duplicate. */
export async function insertDelivery(manager: EntityManager, delivery: NewWebhookDelivery): Promise<string | null> {
  const rows = await query<{ id: string }>(
    manager,
    sql`${webhookTable.insert([delivery])}
        ON CONFLICT (shop_domain, event_key) DO NOTHING
        RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

/** The stored, not yet processed delivery of this shop's event (a redelivery finds it). */
export async function openDeliveryIds(manager: EntityManager, domain: string, eventKey: string): Promise<string[]> {
  const rows = await query<{ id: string }>(
    manager,
    sql`SELECT id FROM shopify_webhook WHERE shop_domain = ${domain} AND event_key = ${eventKey} AND status = 'received'`,
  );
  return rows.map((row) => row.id);
}

/** The claim: the delivery's row locked in the caller's transaction, unless another holds it or it is done. */
export async function claimDelivery(manager: EntityManager, id: string): Promise<ShopifyWebhook | undefined> {
  const [row] = await query<ShopifyWebhook>(
    manager,
    sql`SELECT * FROM shopify_webhook WHERE id = ${id} AND status IN ('received', 'failed', 'deferred')
          FOR UPDATE SKIP LOCKED`,
  );
  return row;
}

/** Waits for its shop to be claimed; counted afresh from then. */
export async function markDeferred(manager: EntityManager, id: string): Promise<void> {
  await query(manager, sql`UPDATE shopify_webhook SET status = 'deferred', attempts = 0 WHERE id = ${id}`);
}

/** Done: its payload (personal data) is not kept. */
export async function markProcessed(manager: EntityManager, id: string): Promise<void> {
  await query(
    manager,
    sql`UPDATE shopify_webhook SET status = 'processed', attempts = attempts + 1, payload = NULL,
               processed_at = now(), last_error = NULL WHERE id = ${id}`,
  );
}

export async function markFailed(manager: EntityManager, id: string, lastError: string, attempts: number) {
  await query(
    manager,
    sql`UPDATE shopify_webhook SET status = 'failed', last_error = ${lastError}, attempts = ${attempts} WHERE id = ${id}`,
  );
}

/** The shop's processed and failed deliveries keep no payload; the one being processed is left out. */
export async function erasePayloads(manager: EntityManager, domain: string, processingId: string): Promise<void> {
  await query(
    manager,
    sql`UPDATE shopify_webhook SET payload = NULL
         WHERE shop_domain = ${domain} AND status IN ('processed', 'failed') AND id <> ${processingId}`,
  );
}

/** The organisation's owners, each with the language of their mails. */
export async function ownersOf(
  manager: EntityManager,
  organisationId: string,
): Promise<Array<{ email: string; language: Language }>> {
  return await query<{ email: string; language: Language }>(
    manager,
    sql`SELECT c.email, coalesce(s.language, 'en') AS language
          FROM member m JOIN customer c ON c.id = m.customer_id
          LEFT JOIN customer_setting s ON s.customer_id = c.id
         WHERE m.organisation_id = ${organisationId} AND m.role = 'owner'`,
  );
}

export type FailedDeliveryRow = {
  id: string;
  shop_domain: string;
  organisation_name: string | null;
  topic: string;
  received_at: Date;
  attempts: number;
  last_error: string | null;
};

/** Failed deliveries, newest first, with the organisation of their shop. */
export async function failedDeliveryRows(manager: EntityManager, limit: number): Promise<FailedDeliveryRow[]> {
  return await query<FailedDeliveryRow>(
    manager,
    sql`SELECT w.id, w.shop_domain, o.name AS organisation_name, w.topic, w.received_at, w.attempts, w.last_error
          FROM shopify_webhook w
          LEFT JOIN shop s ON s.domain = w.shop_domain
          LEFT JOIN organisation o ON o.id = s.organisation_id
         WHERE w.status = 'failed'
         ORDER BY w.received_at DESC LIMIT ${limit}`,
  );
}

/** The shop's deferred deliveries become received again; answers their ids. */
export async function reopenDeferred(manager: EntityManager, domain: string): Promise<string[]> {
  const rows = await query<{ id: string }>(
    manager,
    sql`UPDATE shopify_webhook SET status = 'received' WHERE shop_domain = ${domain} AND status = 'deferred' RETURNING id`,
  );
  return rows.map((row) => row.id);
}

/** Deliveries still waiting to be processed, oldest first. */
export async function receivedDeliveryIds(manager: EntityManager, limit: number): Promise<string[]> {
  const rows = await query<{ id: string }>(
    manager,
    sql`SELECT id FROM shopify_webhook WHERE status = 'received' ORDER BY received_at LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Deliveries to retry, oldest first: failed ones with attempts left after their backoff, received
 * ones nobody processed within 30 seconds, and ones left 'processing' by an older version.
 */
export async function retryableDeliveryIds(manager: EntityManager, maxAttempts: number, limit: number) {
  const rows = await query<{ id: string }>(
    manager,
    sql`SELECT id FROM shopify_webhook
         WHERE (status = 'failed' AND attempts < ${maxAttempts} AND received_at < now() - (interval '5 seconds' * power(2, attempts)))
            OR (status = 'received' AND received_at < now() - interval '30 seconds')
            OR (status = 'processing' AND received_at < now() - interval '5 minutes')
         ORDER BY received_at LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** Deliveries left 'processing' are failed ones from now on. */
export async function failStaleProcessing(manager: EntityManager, ids: string[]): Promise<void> {
  await query(
    manager,
    sql`UPDATE shopify_webhook SET status = 'failed' WHERE id = ANY(${ids}) AND status = 'processing'`,
  );
}
