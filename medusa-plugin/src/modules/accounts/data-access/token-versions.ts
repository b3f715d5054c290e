import type { EntityManager } from "typeorm";
import { queryOne, sql } from "../../../lib/sql";

// A customer's store-token version (migration 1766620100000): tokens signed with an older one are refused.

/** The current version (0 for an account that never revoked its tokens). */
export async function tokenVersionOf(manager: EntityManager, customerId: string): Promise<number> {
  const row = await queryOne<{ version: number }>(
    manager,
    sql`SELECT version FROM customer_token_version WHERE customer_id = ${customerId}`,
  );
  return row?.version ?? 0;
}

/** Moves the version on: every token signed before is dead. Returns the new version. */
export async function bumpTokenVersion(manager: EntityManager, customerId: string): Promise<number> {
  const row = await queryOne<{ version: number }>(
    manager,
    sql`INSERT INTO customer_token_version (customer_id, version) VALUES (${customerId}, 1)
        ON CONFLICT (customer_id) DO UPDATE
          SET version = customer_token_version.version + 1, updated_at = now()
        RETURNING version`,
  );
  return row?.version ?? 1;
}
