import { API_KEY_MAX_ACTIVE, API_KEY_MESSAGES, type ApiKeyScope } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { countUnrevokedApiKeys, insertApiKey, lockOrganisationKeys } from "./data-access";
import { newKey } from "./key-secret";
import { toView } from "./list-api-keys";
import type { ApiKeyView } from "./types";

export type NewApiKeyInput = { name: string; scopes: ApiKeyScope[]; expiresOn?: string | null };

/** Creates a key; the answer carries the key itself, the only time it is ever shown. */
export async function createApiKey(
  manager: EntityManager,
  organisationId: string,
  customerId: string,
  input: NewApiKeyInput,
  today: string,
): Promise<{ apiKey: ApiKeyView; key: string }> {
  if (input.expiresOn && input.expiresOn < today) {
    throw new DomainError("BAD_REQUEST", API_KEY_MESSAGES.expiryInPast, "expiresOn");
  }
  await lockOrganisationKeys(manager, organisationId);
  if ((await countUnrevokedApiKeys(manager, organisationId)) >= API_KEY_MAX_ACTIVE) {
    throw new DomainError("CONFLICT", API_KEY_MESSAGES.tooMany);
  }
  const fresh = newKey();
  const record = await insertApiKey(manager, {
    id: fresh.id,
    organisationId,
    name: input.name,
    scopes: input.scopes,
    secretHash: fresh.hash,
    createdBy: customerId,
    expiresOn: input.expiresOn ?? null,
  });
  await recordAudit(manager, {
    organisationId,
    subjectType: "api_key",
    subjectId: record.id,
    subjectLabel: record.name,
    action: "api_key.created",
    after: { name: record.name, scopes: record.scopes, expires_at: record.expiresAt },
  });
  return { apiKey: toView(record), key: fresh.key };
}
