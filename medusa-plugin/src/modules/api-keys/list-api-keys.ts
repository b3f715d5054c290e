import type { EntityManager } from "typeorm";
import { type ApiKeyRecord, listApiKeys as listRows } from "./data-access";
import { keyHint } from "./key-secret";
import type { ApiKeyView } from "./types";

export function toView(record: ApiKeyRecord, now = new Date()): ApiKeyView {
  const status = record.revokedAt
    ? "revoked"
    : record.expiresAt && new Date(record.expiresAt) <= now
      ? "expired"
      : "active";
  return {
    id: record.id,
    name: record.name,
    hint: keyHint(record.id),
    scopes: record.scopes,
    status,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    lastUsedAt: record.lastUsedAt,
    revokedAt: record.revokedAt,
  };
}

/** The organisation's keys: usable ones first, newest first. */
export async function listApiKeys(manager: EntityManager, organisationId: string): Promise<ApiKeyView[]> {
  const now = new Date();
  return (await listRows(manager, organisationId)).map((record) => toView(record, now));
}
