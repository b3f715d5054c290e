import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";
import { Member } from "../../../models/member";
import type { MemberRow } from "../types";

// The members module's SQL (lib/sql.ts). Member and invitation rows themselves are read and written
// through their TypeORM entities (models/member.ts, models/invitation.ts).

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

/** The organisation's members under row locks: concurrent role changes wait, so two owners cannot demote each other to none. */
export async function lockMembers(manager: EntityManager, organisationId: string): Promise<Member[]> {
  return await manager
    .getRepository(Member)
    .createQueryBuilder("m")
    .setLock("pessimistic_write")
    .where("m.organisation_id = :organisationId", { organisationId })
    .getMany();
}

export async function saveMember(manager: EntityManager, member: Member): Promise<Member> {
  return await manager.getRepository(Member).save(member);
}

export async function deleteMember(manager: EntityManager, organisationId: string, memberId: string): Promise<void> {
  await manager.getRepository(Member).delete({ id: memberId, organisation_id: organisationId });
}
