import type { EntityManager } from "typeorm";
import { touchApiKey, usableApiKey } from "./data-access";
import { parseKey, secretMatches } from "./key-secret";
import type { ApiCaller } from "./types";

/**
 * The caller a presented key stands for, or null: unknown, malformed, expired, revoked or a wrong
 * secret all read the same. The row is read on every request (revocation works at once).
 */
export async function authenticateApiKey(manager: EntityManager, presented: string): Promise<ApiCaller | null> {
  const parsed = parseKey(presented);
  if (!parsed) return null;
  const record = await usableApiKey(manager, parsed.id);
  if (!record || !secretMatches(parsed.secret, record.secretHash)) return null;
  await touchApiKey(manager, record.id);
  return {
    keyId: record.id,
    keyName: record.name,
    organisationId: record.organisationId,
    scopes: record.scopes,
    customerId: record.createdBy,
  };
}
