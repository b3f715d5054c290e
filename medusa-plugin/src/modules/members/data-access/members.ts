import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";
import type { MemberRow } from "../types";

// The members module's SQL (lib/sql.ts). Member and invitation rows themselves are read and written
// through their TypeORM entities (models/member.ts, models/invitation.ts), under row locks.

/** The organisation's people: owners first, then admins, then members, oldest first. */
export async function listMembers(manager: EntityManager, organisationId: string): Promise<MemberRow[]> {
  return await query<MemberRow>(
    manager,
    sql`SELECT m.id, m.customer_id, c.email, c.first_name, c.last_name, m.role, m.created_at
          FROM member m JOIN customer c ON c.id = m.customer_id
         WHERE m.organisation_id = ${organisationId}
         ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, m.created_at`,
  );
}

/** The customer's email (how the audit log names a member), or null. */
export async function emailOf(manager: EntityManager, customerId: string): Promise<string | null> {
  const row = await queryOne<{ email: string }>(manager, sql`SELECT email FROM customer WHERE id = ${customerId}`);
  return row?.email ?? null;
}

/** The id of the registered account with this email (any case), or null. */
export async function accountIdByEmail(manager: EntityManager, email: string): Promise<string | null> {
  const row = await queryOne<{ id: string }>(
    manager,
    sql`SELECT id FROM customer WHERE lower(email) = lower(${email}) AND has_account = true AND deleted_at IS NULL`,
  );
  return row?.id ?? null;
}
