// The api_key and api_idempotency tables: the one place that reads or writes them.
import type { ApiKeyScope } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { platformTimeZone } from "../../lib/dates";
import { defineTable, query, queryOne, sql, timeZoneLiteral } from "../../lib/sql";

/** A row of `api_key` as the code knows it (never the hash: see `secretHashOf`). */
export type ApiKeyRecord = {
  id: string;
  organisationId: string;
  name: string;
  scopes: ApiKeyScope[];
  createdBy: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

const apiKeys = defineTable<ApiKeyRecord>("api_key", {
  id: "id",
  organisationId: "organisation_id",
  name: "name",
  scopes: "scopes",
  createdBy: "created_by",
  createdAt: "created_at",
  expiresAt: "expires_at",
  lastUsedAt: "last_used_at",
  revokedAt: "revoked_at",
});

export type NewApiKey = {
  id: string;
  organisationId: string;
  name: string;
  scopes: ApiKeyScope[];
  secretHash: Buffer;
  createdBy: string;
  /** The last calendar day it works, in the platform's zone. */
  expiresOn: string | null;
};

export async function insertApiKey(manager: EntityManager, key: NewApiKey): Promise<ApiKeyRecord> {
  const zone = timeZoneLiteral(platformTimeZone());
  const rows = await query<ApiKeyRecord>(
    manager,
    sql`INSERT INTO api_key (id, organisation_id, name, scopes, secret_hash, created_by, expires_at)
        VALUES (${key.id}, ${key.organisationId}, ${key.name}, ${key.scopes}::text[], ${key.secretHash}, ${key.createdBy},
                CASE WHEN ${key.expiresOn}::date IS NULL THEN NULL
                     ELSE (${key.expiresOn}::date + 1)::timestamp AT TIME ZONE ${zone} END)
        RETURNING ${apiKeys.select("api_key")}`,
  );
  return rows[0] as ApiKeyRecord;
}

/** Keys that still count against the organisation's limit (not revoked). */
export async function countUnrevokedApiKeys(manager: EntityManager, organisationId: string): Promise<number> {
  const row = await queryOne<{ count: number }>(
    manager,
    sql`SELECT count(*)::int AS count FROM api_key WHERE organisation_id = ${organisationId} AND revoked_at IS NULL`,
  );
  return row?.count ?? 0;
}

/** Locks the organisation's keys' limit while a key is created (two admins at once stay within it). */
export async function lockOrganisationKeys(manager: EntityManager, organisationId: string): Promise<void> {
  await query(manager, sql`SELECT pg_advisory_xact_lock(hashtext('api_key:' || ${organisationId}))`);
}

export async function listApiKeys(manager: EntityManager, organisationId: string): Promise<ApiKeyRecord[]> {
  return await query<ApiKeyRecord>(
    manager,
    sql`SELECT ${apiKeys.select("k")} FROM api_key k WHERE k.organisation_id = ${organisationId}
        ORDER BY k.revoked_at IS NOT NULL, k.created_at DESC, k.id DESC`,
  );
}

/** Revokes the organisation's key (never another's); the key as it was, or undefined. */
export async function revokeApiKey(
  manager: EntityManager,
  organisationId: string,
  id: string,
): Promise<ApiKeyRecord | undefined> {
  return await queryOne<ApiKeyRecord>(
    manager,
    sql`UPDATE api_key k SET revoked_at = now()
         WHERE k.id = ${id} AND k.organisation_id = ${organisationId} AND k.revoked_at IS NULL
        RETURNING ${apiKeys.select("k")}`,
  );
}

/** The key with its stored hash, when it exists, is not revoked and has not expired. */
export async function usableApiKey(
  manager: EntityManager,
  id: string,
): Promise<(ApiKeyRecord & { secretHash: Buffer }) | undefined> {
  return await queryOne<ApiKeyRecord & { secretHash: Buffer }>(
    manager,
    sql`SELECT ${apiKeys.select("k")}, k.secret_hash AS "secretHash" FROM api_key k
         WHERE k.id = ${id} AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())`,
  );
}

/** Last use, written at most once a minute per key (a busy key must not write on every call). */
export async function touchApiKey(manager: EntityManager, id: string): Promise<void> {
  await query(
    manager,
    sql`UPDATE api_key SET last_used_at = now()
         WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
  );
}

// ── Idempotency ────────────────────────────────────────────────────────────────

export type IdempotencyRecord = { requestHash: Buffer; status: number | null; body: unknown };

/**
 * Claims the key's Idempotency-Key for this request; when another request holds or held it, that
 * one's record instead (its status is null while it runs). Old records are replaced, and the
 * key's other expired ones removed: a key's records never outgrow what it wrote within the TTL.
 */
export async function claimIdempotencyKey(
  manager: EntityManager,
  apiKeyId: string,
  idempotencyKey: string,
  requestHash: Buffer,
  ttlHours: number,
): Promise<{ claimed: true } | { claimed: false; record: IdempotencyRecord }> {
  await query(
    manager,
    sql`DELETE FROM api_idempotency
         WHERE api_key_id = ${apiKeyId} AND idempotency_key <> ${idempotencyKey}
           AND created_at < now() - make_interval(hours => ${ttlHours}::int)`,
  );
  const inserted = await query<{ claimed: boolean }>(
    manager,
    sql`INSERT INTO api_idempotency (api_key_id, idempotency_key, request_hash) VALUES (${apiKeyId}, ${idempotencyKey}, ${requestHash})
        ON CONFLICT (api_key_id, idempotency_key) DO UPDATE
          SET request_hash = excluded.request_hash, status = NULL, body = NULL, created_at = now()
          WHERE api_idempotency.created_at < now() - make_interval(hours => ${ttlHours}::int)
        RETURNING true AS claimed`,
  );
  if (inserted.length > 0) return { claimed: true };
  const record = await queryOne<IdempotencyRecord>(
    manager,
    sql`SELECT request_hash AS "requestHash", status, body FROM api_idempotency
         WHERE api_key_id = ${apiKeyId} AND idempotency_key = ${idempotencyKey}`,
  );
  return record ? { claimed: false, record } : { claimed: true };
}

export async function completeIdempotencyKey(
  manager: EntityManager,
  apiKeyId: string,
  idempotencyKey: string,
  status: number,
  body: unknown,
): Promise<void> {
  await query(
    manager,
    sql`UPDATE api_idempotency SET status = ${status}, body = ${JSON.stringify(body)}::jsonb
         WHERE api_key_id = ${apiKeyId} AND idempotency_key = ${idempotencyKey}`,
  );
}

/** A request that failed on our side gives its key back, so the client's retry runs again. */
export async function releaseIdempotencyKey(manager: EntityManager, apiKeyId: string, idempotencyKey: string) {
  await query(
    manager,
    sql`DELETE FROM api_idempotency WHERE api_key_id = ${apiKeyId} AND idempotency_key = ${idempotencyKey} AND status IS NULL`,
  );
}
