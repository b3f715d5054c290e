import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * REST API keys (issue 35): an organisation's keys, stored as the SHA-256 of their secret (the
 * secret is shown once), with scopes, expiry, last use and revocation; and the answers kept for
 * `Idempotency-Key` replays of writes.
 */
export class ApiKeys1766780000000 implements MigrationInterface {
  name = "ApiKeys1766780000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "api_key" (
        "id" varchar PRIMARY KEY,
        "organisation_id" varchar NOT NULL,
        "name" varchar(100) NOT NULL,
        "secret_hash" bytea NOT NULL,
        "scopes" text[] NOT NULL,
        "created_by" varchar NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NULL,
        "last_used_at" timestamptz NULL,
        "revoked_at" timestamptz NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_api_key_organisation" ON "api_key" ("organisation_id", "created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "api_idempotency" (
        "api_key_id" varchar NOT NULL,
        "idempotency_key" varchar(255) NOT NULL,
        "request_hash" bytea NOT NULL,
        "status" integer NULL,
        "body" jsonb NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("api_key_id", "idempotency_key")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "api_idempotency"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "api_key"`);
  }
}
