import type { EntityManager } from "typeorm";
import { query, queryOne, raw, sql } from "../../../lib/sql";

// The stored password hashes of customers and Medusa Admin users, read and replaced when a
// successful sign-in upgrades an old one (lib/password-hash.ts).

export type HashOwner = "customer" | "user";

const TABLE = { customer: raw("customer"), user: raw('"user"') } as const;

export async function storedPasswordHash(manager: EntityManager, owner: HashOwner, id: string): Promise<string | null> {
  const row = await queryOne<{ password_hash: string | null }>(
    manager,
    sql`SELECT password_hash FROM ${TABLE[owner]} WHERE id = ${id}`,
  );
  return row?.password_hash ?? null;
}

/** Replaces the hash only if it is still the one that was verified (a password change meanwhile wins). */
export async function replacePasswordHash(
  manager: EntityManager,
  owner: HashOwner,
  id: string,
  verified: string,
  next: string,
): Promise<void> {
  await query(
    manager,
    sql`UPDATE ${TABLE[owner]} SET password_hash = ${next} WHERE id = ${id} AND password_hash = ${verified}`,
  );
}
