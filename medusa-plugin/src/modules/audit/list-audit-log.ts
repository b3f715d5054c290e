import { type AuditListInput, COMMON_MESSAGES, decodeAuditCursor, encodeAuditCursor } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { platformTimeZone } from "../../lib/dates";
import { DomainError } from "../../lib/domain-error";
import { containsPattern } from "../../lib/sql";
import { type AuditEntryFilter, type AuditEntryRow, listAuditEntries } from "./data-access/audit-entries";
import { entryViews } from "./entry-views";
import type { AuditEntryView, AuditViewer } from "./types";

/**
 * The audit log, one page by keyset on (created_at, id), newest first, without counting. Tenant
 * data is filtered by the viewer's own organisation, never by an id from the input; support may
 * narrow to one organisation.
 */
export async function listAuditLog(
  manager: EntityManager,
  viewer: AuditViewer,
  input: AuditListInput,
): Promise<{ items: AuditEntryView[]; nextCursor: string | null; prevCursor: string | null }> {
  const filter: AuditEntryFilter = {
    organisationId: viewer.support ? input.organisationId : viewer.organisationId,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    from: input.from,
    to: input.to,
    timeZone: platformTimeZone(),
  };
  if (input.search) filter.search = { pattern: containsPattern(input.search), exact: input.search.trim() };
  const backwards = input.direction === "before";
  if (input.cursor) {
    const cursor = decodeAuditCursor(input.cursor);
    if (!cursor) throw new DomainError("BAD_REQUEST", COMMON_MESSAGES.badRequest, "cursor");
    filter.cursor = { at: cursor.at, id: cursor.id, direction: backwards ? "before" : "after" };
  }
  const rows = await listAuditEntries(manager, filter, input.limit + 1).catch((error: unknown) => {
    // A day or cursor time PostgreSQL cannot read (class 22: data exception) is the caller's mistake.
    if (String((error as { code?: unknown }).code ?? "").startsWith("22")) {
      throw new DomainError("BAD_REQUEST", COMMON_MESSAGES.badRequest);
    }
    throw error;
  });
  const more = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  if (backwards) page.reverse();
  const cursorOf = (row: AuditEntryRow | undefined) =>
    row ? encodeAuditCursor({ at: row.createdAtText, id: row.id }) : null;
  const hasNext = backwards ? Boolean(input.cursor) : more;
  const hasPrev = backwards ? more : Boolean(input.cursor);
  return {
    items: await entryViews(manager, page),
    nextCursor: hasNext ? cursorOf(page.at(-1)) : null,
    prevCursor: hasPrev ? cursorOf(page[0]) : null,
  };
}
