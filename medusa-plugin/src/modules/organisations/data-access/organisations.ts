import type { Language, OrganisationListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { containsPattern, query, type Sql, sql, where } from "../../../lib/sql";
import type { OrganisationPage, OrganisationRow, OrganisationScope } from "../types";

// The organisation list and the owners' contacts: the SQL of the organisations module. Single rows
// are read and written through TypeORM's Organisation entity (models/organisation.ts).

function scopeFilter(scope: OrganisationScope): Sql {
  return scope.kind === "all" ? sql`TRUE` : sql`o.agency_id = ${scope.agencyId}`;
}

/** Organisations the scope may see, with member count and owner, searched and paginated. */
export async function listOrganisations(
  manager: EntityManager,
  scope: OrganisationScope,
  input: OrganisationListInput,
): Promise<OrganisationPage> {
  const conditions = [scopeFilter(scope), sql`o.deleted_at IS NULL`];
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(sql`(lower(o.name) LIKE ${pattern} OR EXISTS (
      SELECT 1 FROM member sm JOIN customer sc ON sc.id = sm.customer_id
      WHERE sm.organisation_id = o.id AND lower(sc.email) LIKE ${pattern}))`);
  }
  if (input.type) conditions.push(sql`o.type = ${input.type}`);
  if (input.status === "disabled") {
    conditions.push(sql`o.disabled_at IS NOT NULL AND o.disabled_at <= now()`);
  } else if (input.status) {
    // A disabled organisation is listed as disabled, whatever its stored status.
    conditions.push(sql`o.status = ${input.status} AND (o.disabled_at IS NULL OR o.disabled_at > now())`);
  }
  const [counted] = await query<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total FROM organisation o ${where(conditions)}`,
  );
  const rows = await query<OrganisationRow>(
    manager,
    sql`SELECT o.id, o.name, o.type, o.status, o.disabled_at, o.agency_margin_percent::float AS agency_margin_percent, o.created_at,
               (SELECT count(*)::int FROM member m WHERE m.organisation_id = o.id) AS member_count,
               (SELECT c.email FROM member m JOIN customer c ON c.id = m.customer_id
                 WHERE m.organisation_id = o.id AND m.role = 'owner' ORDER BY m.created_at LIMIT 1) AS owner_email
          FROM organisation o ${where(conditions)}
         ORDER BY o.created_at DESC, o.id DESC
         LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`,
  );
  return { items: rows, total: counted?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

/** The organisation's owners, with the language they read mails in. */
export async function ownerContacts(
  manager: EntityManager,
  organisationId: string,
): Promise<Array<{ email: string; first_name: string; language: Language }>> {
  return await query(
    manager,
    sql`SELECT c.email, c.first_name, coalesce(s.language, 'en') AS language
          FROM member m JOIN customer c ON c.id = m.customer_id
          LEFT JOIN customer_setting s ON s.customer_id = c.id
         WHERE m.organisation_id = ${organisationId} AND m.role = 'owner'`,
  );
}
