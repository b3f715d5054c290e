import { type AuditForSubjectInput, COMMON_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { subjectAuditEntries, subjectVisibleTo } from "./data-access/audit-entries";
import { entryViews } from "./entry-views";
import type { AuditEntryView, AuditViewer } from "./types";

const HISTORY_LIMIT = 200;

/**
 * One subject's history, oldest first (its details screen). Support sees any; anyone else only a
 * subject their organisation may see (its own invoice, an agency its client's; a booking of its
 * own or of its services; its own order; a packaging order it placed or produces) — otherwise
 * NOT_FOUND, revealing nothing.
 */
export async function getSubjectHistory(
  manager: EntityManager,
  viewer: AuditViewer,
  input: AuditForSubjectInput,
): Promise<AuditEntryView[]> {
  if (!viewer.support && !(await subjectVisibleTo(manager, viewer.organisationId, input))) {
    throw new DomainError("NOT_FOUND", COMMON_MESSAGES.notFound);
  }
  return await entryViews(manager, await subjectAuditEntries(manager, input, HISTORY_LIMIT));
}
