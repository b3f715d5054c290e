import {
  type AuditAction,
  type AuditActorKind,
  type AuditForSubjectInput,
  type AuditListInput,
  type AuditReferenceType,
  type AuditSubjectType,
  auditReferences,
  COMMON_MESSAGES,
  decodeAuditCursor,
  encodeAuditCursor,
} from "@platform/domain";
import { platformTimeZone } from "../lib/dates";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { containsPattern } from "../lib/sql";

/** Support reads every organisation's entries; everyone else (owners, admins) their organisation's. */
export type AuditViewer = { support: boolean; organisationId: string };

export type AuditEntryView = {
  id: string;
  createdAt: Date;
  actor: { kind: AuditActorKind; email: string | null };
  organisation: { id: string; name: string } | null;
  subjectType: AuditSubjectType;
  subjectId: string;
  subjectLabel: string | null;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Names of the records the change refers to by id (a location, a producer), for people to read. */
  names: Record<string, string>;
};

type Row = {
  id: string;
  created_at: Date;
  created_at_text: string;
  actor_kind: AuditActorKind;
  actor_email: string | null;
  organisation_id: string | null;
  organisation_name: string | null;
  subject_type: AuditSubjectType;
  subject_id: string;
  subject_label: string | null;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const SELECT = `
  SELECT a.id, a.created_at, a.created_at::text AS created_at_text, a.actor_kind, a.actor_email, a.organisation_id,
         org.name AS organisation_name, a.subject_type, a.subject_id, a.subject_label, a.action, a.before, a.after
    FROM audit_entry a LEFT JOIN organisation org ON org.id = a.organisation_id`;

const HISTORY_LIMIT = 200;

function toView(row: Row): AuditEntryView {
  return {
    id: row.id,
    createdAt: row.created_at,
    actor: { kind: row.actor_kind, email: row.actor_email },
    organisation:
      row.organisation_id && row.organisation_name ? { id: row.organisation_id, name: row.organisation_name } : null,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    subjectLabel: row.subject_label,
    action: row.action,
    before: row.before,
    after: row.after,
    names: {},
  };
}

/** How each kind of referenced record reads: its name, an order's number, a person's email. */
const REFERENCE_NAMES: Record<AuditReferenceType, string> = {
  organisation: `SELECT id, name FROM organisation WHERE id = ANY($1)`,
  location: `SELECT id, name FROM location WHERE id = ANY($1)`,
  packaging: `SELECT id, name FROM packaging WHERE id = ANY($1)`,
  variant: `SELECT v.id, coalesce(p.title || ' – ' || v.title, v.title, v.sku) AS name
               FROM product_variant v LEFT JOIN product p ON p.id = v.product_id WHERE v.id = ANY($1)`,
  order: `SELECT o.id, coalesce(e.external_order_name, '#' || o.display_id) AS name
            FROM "order" o LEFT JOIN order_extension e ON e.order_id = o.id WHERE o.id = ANY($1)`,
  claim: `SELECT c.id, coalesce(e.external_order_name, '#' || o.display_id) AS name
            FROM claim c JOIN "order" o ON o.id = c.order_id LEFT JOIN order_extension e ON e.order_id = o.id
           WHERE c.id = ANY($1)`,
  customer: `SELECT id, email AS name FROM customer WHERE id = ANY($1)`,
};

/**
 * Reading the audit log (lib/audit.ts writes it). Tenant data is filtered by the viewer's own
 * organisation, never by an id from the input; support may narrow to one organisation.
 */
export default class AuditService extends PlatformService {
  /** One page by keyset on (created_at, id), newest first, without counting. */
  async list(
    viewer: AuditViewer,
    input: AuditListInput,
  ): Promise<{ items: AuditEntryView[]; nextCursor: string | null; prevCursor: string | null }> {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    if (!viewer.support) add((n) => `a.organisation_id = $${n}`, viewer.organisationId);
    else if (input.organisationId) add((n) => `a.organisation_id = $${n}`, input.organisationId);
    if (input.subjectType) add((n) => `a.subject_type = $${n}`, input.subjectType);
    if (input.subjectId) add((n) => `a.subject_id = $${n}`, input.subjectId);
    const zone = platformTimeZone().replace(/'/g, "");
    if (input.from) add((n) => `a.created_at >= ($${n}::date)::timestamp AT TIME ZONE '${zone}'`, input.from);
    if (input.to) add((n) => `a.created_at < ($${n}::date + 1)::timestamp AT TIME ZONE '${zone}'`, input.to);
    if (input.search) {
      params.push(containsPattern(input.search), input.search.trim());
      const [like, exact] = [params.length - 1, params.length];
      // Who, what, which record (its label or id), whose, and the values before and after.
      where.push(`(lower(coalesce(a.actor_email, '')) LIKE $${like} OR lower(a.action) LIKE $${like}
        OR lower(coalesce(a.subject_label, '')) LIKE $${like} OR a.subject_id = $${exact}
        OR lower(coalesce(org.name, '')) LIKE $${like}
        OR lower(coalesce(a.before::text, '')) LIKE $${like} OR lower(coalesce(a.after::text, '')) LIKE $${like})`);
    }
    const backwards = input.direction === "before";
    if (input.cursor) {
      const cursor = decodeAuditCursor(input.cursor);
      if (!cursor) throw new DomainError("BAD_REQUEST", COMMON_MESSAGES.badRequest, "cursor");
      params.push(cursor.at, cursor.id);
      // Newest first: "after" walks to older entries, "before" back to newer ones.
      where.push(
        `(a.created_at, a.id) ${backwards ? ">" : "<"} ($${params.length - 1}::timestamptz, $${params.length})`,
      );
    }
    params.push(input.limit + 1);
    const direction = backwards ? "ASC" : "DESC";
    const rows: Row[] = await this.activeManager_
      .query(
        `${SELECT} ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
          ORDER BY a.created_at ${direction}, a.id ${direction}
          LIMIT $${params.length}`,
        params,
      )
      .catch((error: unknown) => {
        // A day or cursor time PostgreSQL cannot read (class 22: data exception) is the caller's mistake.
        if (String((error as { code?: unknown }).code ?? "").startsWith("22")) {
          throw new DomainError("BAD_REQUEST", COMMON_MESSAGES.badRequest);
        }
        throw error;
      });
    const more = rows.length > input.limit;
    const page = rows.slice(0, input.limit);
    if (backwards) page.reverse();
    const cursorOf = (row: Row | undefined) =>
      row ? encodeAuditCursor({ at: row.created_at_text, id: row.id }) : null;
    const hasNext = backwards ? Boolean(input.cursor) : more;
    const hasPrev = backwards ? more : Boolean(input.cursor);
    return {
      items: await this.withNames(page.map(toView)),
      nextCursor: hasNext ? cursorOf(page.at(-1)) : null,
      prevCursor: hasPrev ? cursorOf(page[0]) : null,
    };
  }

  /**
   * One subject's history, oldest first (its details screen). Support sees any; anyone else only a
   * subject their organisation may see (its own invoice, an agency its client's; a booking of its
   * own or of its services; its own order; a packaging order it placed or produces) — otherwise
   * NOT_FOUND, revealing nothing.
   */
  async forSubject(viewer: AuditViewer, input: AuditForSubjectInput): Promise<AuditEntryView[]> {
    if (!viewer.support && !(await this.visible(viewer.organisationId, input))) {
      throw new DomainError("NOT_FOUND", COMMON_MESSAGES.notFound);
    }
    const rows: Row[] = await this.activeManager_.query(
      `${SELECT} WHERE a.subject_type = $1 AND a.subject_id = $2 ORDER BY a.created_at, a.id LIMIT $3`,
      [input.subjectType, input.subjectId, HISTORY_LIMIT],
    );
    return await this.withNames(rows.map(toView));
  }

  /**
   * The entries with the names of the records they refer to by id (what the field descriptions call
   * references): one query per kind of record for the whole page. A record deleted since keeps its id.
   */
  private async withNames(entries: AuditEntryView[]): Promise<AuditEntryView[]> {
    const wanted = new Map<AuditReferenceType, Set<string>>();
    const found = entries.map((entry) => auditReferences(entry.subjectType, entry.action, [entry.before, entry.after]));
    for (const reference of found.flat()) {
      const ids = wanted.get(reference.to) ?? new Set<string>();
      ids.add(reference.id);
      wanted.set(reference.to, ids);
    }
    const names = new Map<string, string>();
    for (const [to, ids] of wanted) {
      const rows: Array<{ id: string; name: string | null }> = await this.activeManager_.query(REFERENCE_NAMES[to], [
        [...ids],
      ]);
      for (const row of rows) if (row.name) names.set(row.id, row.name);
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

  private async visible(organisationId: string, input: AuditForSubjectInput): Promise<boolean> {
    const sql = {
      invoice: `SELECT 1 FROM invoice WHERE id = $1 AND (organisation_id = $2 OR agency_id = $2)`,
      booking: `SELECT 1 FROM booking WHERE id = $1 AND (organisation_id = $2 OR provider_organisation_id = $2)`,
      order: `SELECT 1 FROM order_extension WHERE order_id = $1 AND organisation_id = $2`,
      // The ordering organisation and the producer it was given to.
      packaging_order: `SELECT 1 FROM packaging_order WHERE id = $1 AND (organisation_id = $2 OR producer_organisation_id = $2)`,
    }[input.subjectType];
    const rows = await this.activeManager_.query(sql, [input.subjectId, organisationId]);
    return rows.length > 0;
  }
}
