import { type AuditReferenceType, auditReferences } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { type AuditEntryRow, referenceNames } from "./data-access/audit-entries";
import type { AuditEntryView } from "./types";

function toView(row: AuditEntryRow): AuditEntryView {
  return {
    id: row.id,
    createdAt: row.createdAt,
    actor: { kind: row.actorKind, email: row.actorEmail },
    organisation:
      row.organisationId && row.organisationName ? { id: row.organisationId, name: row.organisationName } : null,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    subjectLabel: row.subjectLabel,
    action: row.action,
    before: row.before,
    after: row.after,
    names: {},
  };
}

/**
 * The entries as the screens get them, with the names of the records they refer to by id (what
 * the field descriptions call references): one query per kind of record for the whole page. A
 * record deleted since keeps its id.
 */
export async function entryViews(manager: EntityManager, rows: AuditEntryRow[]): Promise<AuditEntryView[]> {
  const entries = rows.map(toView);
  const wanted = new Map<AuditReferenceType, Set<string>>();
  const found = entries.map((entry) => auditReferences(entry.subjectType, entry.action, [entry.before, entry.after]));
  for (const reference of found.flat()) {
    const ids = wanted.get(reference.to) ?? new Set<string>();
    ids.add(reference.id);
    wanted.set(reference.to, ids);
  }
  const names = new Map<string, string>();
  for (const [to, ids] of wanted) {
    for (const row of await referenceNames(manager, to, [...ids])) if (row.name) names.set(row.id, row.name);
  }
  return entries.map((entry, index) => ({
    ...entry,
    names: Object.fromEntries(
      (found[index] ?? []).flatMap((reference) => {
        const name = names.get(reference.id);
        return name ? [[reference.id, name]] : [];
      }),
    ),
  }));
}
