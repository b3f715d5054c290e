import type { OrganisationListInput, OrganisationStatus, OrganisationType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { containsPattern } from "./sql";

export type OrganisationScope = { kind: "all" } | { kind: "agency"; agencyId: string };

export type OrganisationRow = {
  id: string;
  name: string;
  type: OrganisationType;
  status: OrganisationStatus;
  disabled_at: Date | null;
  agency_margin_percent: number | null;
  member_count: number;
  owner_email: string | null;
  created_at: Date;
};

export type OrganisationPage = { items: OrganisationRow[]; total: number; page: number; pageSize: number };

function scopeFilter(scope: OrganisationScope, params: unknown[]): string {
  if (scope.kind === "all") return "TRUE";
  params.push(scope.agencyId);
  return `o.agency_id = $${params.length}`;
}

/** Organisations the scope may see, with member count and owner, searched and paginated. */
export async function listOrganisations(
  manager: EntityManager,
  scope: OrganisationScope,
  input: OrganisationListInput,
): Promise<OrganisationPage> {
  const params: unknown[] = [];
  const where = [scopeFilter(scope, params), "o.deleted_at IS NULL"];
  if (input.search) {
    params.push(containsPattern(input.search));
    where.push(`(lower(o.name) LIKE $${params.length} OR EXISTS (
      SELECT 1 FROM member sm JOIN customer sc ON sc.id = sm.customer_id
      WHERE sm.organisation_id = o.id AND lower(sc.email) LIKE $${params.length}))`);
  }
  if (input.type) {
    params.push(input.type);
    where.push(`o.type = $${params.length}`);
  }
  if (input.status === "disabled") {
    where.push("o.disabled_at IS NOT NULL AND o.disabled_at <= now()");
  } else if (input.status) {
    // A disabled organisation is listed as disabled, whatever its stored status.
    params.push(input.status);
    where.push(`o.status = $${params.length} AND (o.disabled_at IS NULL OR o.disabled_at > now())`);
  }
  const whereSql = where.join(" AND ");
  const [{ total }] = await manager.query(
    `SELECT count(*)::int AS total FROM organisation o WHERE ${whereSql}`,
    params,
  );
  params.push(input.pageSize, (input.page - 1) * input.pageSize);
  const rows: OrganisationRow[] = await manager.query(
    `SELECT o.id, o.name, o.type, o.status, o.disabled_at, o.agency_margin_percent::float AS agency_margin_percent, o.created_at,
            (SELECT count(*)::int FROM member m WHERE m.organisation_id = o.id) AS member_count,
            (SELECT c.email FROM member m JOIN customer c ON c.id = m.customer_id
              WHERE m.organisation_id = o.id AND m.role = 'owner' ORDER BY m.created_at LIMIT 1) AS owner_email
       FROM organisation o WHERE ${whereSql}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { items: rows, total, page: input.page, pageSize: input.pageSize };
}
