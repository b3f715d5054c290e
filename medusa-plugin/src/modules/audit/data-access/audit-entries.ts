// The audit_entry table, the one place that reads or writes it, and what the log reads of other
// tables: the acting person's email, the names of the records entries refer to, and whether a
// subject is the viewer's organisation's (its details screen's history).
import type {
  AuditAction,
  AuditActorKind,
  AuditForSubjectInput,
  AuditReferenceType,
  AuditSubjectType,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { defineTable, query, queryOne, raw, type Sql, sql, where, withinDays } from "../../../lib/sql";

/** A row of `audit_entry` as the code knows it. */
export type AuditEntryRecord = {
  id: string;
  createdAt: Date;
  actorKind: AuditActorKind;
  actorCustomerId: string | null;
  actorEmail: string | null;
  organisationId: string | null;
  subjectType: AuditSubjectType;
  subjectId: string;
  subjectLabel: string | null;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export const auditEntryTable = defineTable<AuditEntryRecord>("audit_entry", {
  id: "id",
  createdAt: "created_at",
  actorKind: "actor_kind",
  actorCustomerId: "actor_customer_id",
  actorEmail: "actor_email",
  organisationId: "organisation_id",
  subjectType: "subject_type",
  subjectId: "subject_id",
  subjectLabel: "subject_label",
  action: "action",
  before: "before",
  after: "after",
});

/** An entry as the log reads it: with its creation time as PostgreSQL writes it (the cursor) and its organisation's name. */
export type AuditEntryRow = AuditEntryRecord & { createdAtText: string; organisationName: string | null };

/** The id and creation time are the database's. */
export type NewAuditEntry = Omit<AuditEntryRecord, "id" | "createdAt">;

export async function insertAuditEntry(manager: EntityManager, entry: NewAuditEntry): Promise<void> {
  await query(
    manager,
    sql`INSERT INTO audit_entry (id, actor_kind, actor_customer_id, actor_email, organisation_id, subject_type,
                                 subject_id, subject_label, action, before, after)
        VALUES ('aud_' || replace(gen_random_uuid()::text, '-', ''), ${entry.actorKind}, ${entry.actorCustomerId},
                ${entry.actorEmail}, ${entry.organisationId}, ${entry.subjectType}, ${entry.subjectId},
                ${entry.subjectLabel}, ${entry.action}, ${entry.before ? JSON.stringify(entry.before) : null},
                ${entry.after ? JSON.stringify(entry.after) : null})`,
  );
}

/** The acting person's email as it is now (kept with the entry: the log outlives the account). */
export async function actorEmail(manager: EntityManager, customerId: string): Promise<string | null> {
  const row = await queryOne<{ email: string | null }>(
    manager,
    sql`SELECT email FROM customer WHERE id = ${customerId}`,
  );
  return row?.email ?? null;
}

const SELECT = sql`SELECT ${auditEntryTable.select("a")}, a.created_at::text AS "createdAtText",
                          org.name AS "organisationName"
                     FROM audit_entry a LEFT JOIN organisation org ON org.id = a.organisation_id`;

/** The page's filters, as the use case reads them from the viewer and the input. */
export type AuditEntryFilter = {
  organisationId?: string;
  subjectType?: AuditSubjectType;
  subjectId?: string;
  /** Days (YYYY-MM-DD) in the platform's time zone. */
  from?: string;
  to?: string;
  timeZone: string;
  /** Who, what, which record (its label or id), whose, and the values before and after. */
  search?: { pattern: string; exact: string };
  /** Keyset: entries older than this one (`after`) or newer (`before`). */
  cursor?: { at: string; id: string; direction: "after" | "before" };
};

/** Up to `limit` entries by keyset on (created_at, id): newest first, or oldest first walking back. */
export async function listAuditEntries(
  manager: EntityManager,
  filter: AuditEntryFilter,
  limit: number,
): Promise<AuditEntryRow[]> {
  const conditions: Sql[] = [];
  if (filter.organisationId) conditions.push(sql`a.organisation_id = ${filter.organisationId}`);
  if (filter.subjectType) conditions.push(sql`a.subject_type = ${filter.subjectType}`);
  if (filter.subjectId) conditions.push(sql`a.subject_id = ${filter.subjectId}`);
  // The zone is the platform's configuration, never a user's input.
  conditions.push(...withinDays(raw("a.created_at"), filter, filter.timeZone));
  if (filter.search) {
    const { pattern, exact } = filter.search;
    conditions.push(sql`(lower(coalesce(a.actor_email, '')) LIKE ${pattern} OR lower(a.action) LIKE ${pattern}
      OR lower(coalesce(a.subject_label, '')) LIKE ${pattern} OR a.subject_id = ${exact}
      OR lower(coalesce(org.name, '')) LIKE ${pattern}
      OR lower(coalesce(a.before::text, '')) LIKE ${pattern} OR lower(coalesce(a.after::text, '')) LIKE ${pattern})`);
  }
  const backwards = filter.cursor?.direction === "before";
  if (filter.cursor) {
    // Newest first: "after" walks to older entries, "before" back to newer ones.
    conditions.push(
      sql`(a.created_at, a.id) ${raw(backwards ? ">" : "<")} (${filter.cursor.at}::timestamptz, ${filter.cursor.id})`,
    );
  }
  const direction = raw(backwards ? "ASC" : "DESC");
  return await query<AuditEntryRow>(
    manager,
    sql`${SELECT} ${where(conditions)} ORDER BY a.created_at ${direction}, a.id ${direction} LIMIT ${limit}`,
  );
}

/** One subject's entries, oldest first. */
export async function subjectAuditEntries(
  manager: EntityManager,
  subject: AuditForSubjectInput,
  limit: number,
): Promise<AuditEntryRow[]> {
  return await query<AuditEntryRow>(
    manager,
    sql`${SELECT} WHERE a.subject_type = ${subject.subjectType} AND a.subject_id = ${subject.subjectId}
        ORDER BY a.created_at, a.id LIMIT ${limit}`,
  );
}

/** How each kind of referenced record reads: its name, an order's number, a person's email. */
const REFERENCE_NAMES: Record<AuditReferenceType, (ids: string[]) => Sql> = {
  organisation: (ids) => sql`SELECT id, name FROM organisation WHERE id = ANY(${ids})`,
  location: (ids) => sql`SELECT id, name FROM location WHERE id = ANY(${ids})`,
  packaging: (ids) => sql`SELECT id, name FROM packaging WHERE id = ANY(${ids})`,
  variant: (ids) => sql`SELECT v.id, coalesce(p.title || ' – ' || v.title, v.title, v.sku) AS name
                          FROM product_variant v LEFT JOIN product p ON p.id = v.product_id WHERE v.id = ANY(${ids})`,
  order: (ids) => sql`SELECT o.id, coalesce(e.external_order_name, '#' || o.display_id) AS name
                        FROM "order" o LEFT JOIN order_extension e ON e.order_id = o.id WHERE o.id = ANY(${ids})`,
  claim: (ids) => sql`SELECT c.id, coalesce(e.external_order_name, '#' || o.display_id) AS name
                        FROM claim c JOIN "order" o ON o.id = c.order_id
                        LEFT JOIN order_extension e ON e.order_id = o.id
                       WHERE c.id = ANY(${ids})`,
  customer: (ids) => sql`SELECT id, email AS name FROM customer WHERE id = ANY(${ids})`,
};

/** The names of records of one kind, by id (a record deleted since has none). */
export async function referenceNames(
  manager: EntityManager,
  to: AuditReferenceType,
  ids: string[],
): Promise<Array<{ id: string; name: string | null }>> {
  return await query<{ id: string; name: string | null }>(manager, REFERENCE_NAMES[to](ids));
}

/**
 * Whether the organisation may see the subject's history: its own invoice (an agency its
 * client's), a booking of its own or of its services, its own order, a packaging order it placed
 * or produces.
 */
export async function subjectVisibleTo(
  manager: EntityManager,
  organisationId: string,
  subject: AuditForSubjectInput,
): Promise<boolean> {
  const id = subject.subjectId;
  const statement = {
    invoice: sql`SELECT 1 FROM invoice WHERE id = ${id} AND (organisation_id = ${organisationId} OR agency_id = ${organisationId})`,
    booking: sql`SELECT 1 FROM booking WHERE id = ${id}
                   AND (organisation_id = ${organisationId} OR provider_organisation_id = ${organisationId})`,
    order: sql`SELECT 1 FROM order_extension WHERE order_id = ${id} AND organisation_id = ${organisationId}`,
    // The ordering organisation and the producer it was given to.
    packaging_order: sql`SELECT 1 FROM packaging_order WHERE id = ${id}
                           AND (organisation_id = ${organisationId} OR producer_organisation_id = ${organisationId})`,
  }[subject.subjectType];
  return (await query(manager, statement)).length > 0;
}
