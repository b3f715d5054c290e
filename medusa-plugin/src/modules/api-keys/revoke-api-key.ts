import { COMMON_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { revokeApiKey as revokeRow } from "./data-access";
import { toView } from "./list-api-keys";
import type { ApiKeyView } from "./types";

/**
 * Revokes one of the organisation's keys. Every request reads the key's row, so the next call
 * with it is refused (no cache). Another organisation's key, or a revoked one, is not found.
 */
export async function revokeApiKey(manager: EntityManager, organisationId: string, id: string): Promise<ApiKeyView> {
  const record = await revokeRow(manager, organisationId, id);
  if (!record) throw new DomainError("NOT_FOUND", COMMON_MESSAGES.notFound);
  await recordAudit(manager, {
    organisationId,
    subjectType: "api_key",
    subjectId: record.id,
    subjectLabel: record.name,
    action: "api_key.revoked",
    before: { revoked_at: null },
    after: { revoked_at: record.revokedAt },
  });
  return toView(record);
}
