import type { Language } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { queryOne, sql } from "../../../lib/sql";

// Accounts (Medusa's `customer` with an account) and their settings as this module reads them. The
// settings row itself is read and written through its TypeORM entity (models/customer-setting.ts).

/** The registered, not deleted account with this email (any case), with its mail language if set. */
export async function findAccountByEmail(manager: EntityManager, email: string) {
  return await queryOne<{ email: string; first_name: string | null; language: Language | null }>(
    manager,
    sql`SELECT c.email, c.first_name, s.language
          FROM customer c LEFT JOIN customer_setting s ON s.customer_id = c.id
         WHERE lower(c.email) = lower(${email}) AND c.has_account = true AND c.deleted_at IS NULL
         LIMIT 1`,
  );
}

/** The organisation the customer is a member of, or null. */
export async function organisationOf(manager: EntityManager, customerId: string): Promise<string | null> {
  const row = await queryOne<{ organisation_id: string }>(
    manager,
    sql`SELECT organisation_id FROM member WHERE customer_id = ${customerId}`,
  );
  return row?.organisation_id ?? null;
}

/** The customer's email, or null. */
export async function emailOf(manager: EntityManager, customerId: string): Promise<string | null> {
  const row = await queryOne<{ email: string }>(manager, sql`SELECT email FROM customer WHERE id = ${customerId}`);
  return row?.email ?? null;
}
