import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Outbound webhooks (issue 35): an organisation's endpoints; the outbox of events, written in the
 * transaction of the change they report; one delivery per event and subscribed endpoint (its
 * state is the retry schedule: it survives restarts); and every attempt for the delivery log.
 */
export class Webhooks1766810000000 implements MigrationInterface {
  name = "Webhooks1766810000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "webhook_endpoint" (
        "id" varchar PRIMARY KEY,
        "organisation_id" varchar NOT NULL,
        "url" varchar(2000) NOT NULL,
        "description" varchar(200) NOT NULL DEFAULT '',
        "event_types" text[] NOT NULL,
        "secret" varchar NOT NULL,
        "status" varchar NOT NULL DEFAULT 'active',
        "failing_since" timestamptz NULL,
        "paused_at" timestamptz NULL,
        "created_by" varchar NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "deleted_at" timestamptz NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_webhook_endpoint_organisation" ON "webhook_endpoint" ("organisation_id") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "webhook_event" (
        "id" varchar PRIMARY KEY,
        "organisation_id" varchar NOT NULL,
        "type" varchar NOT NULL,
        "payload" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "webhook_delivery" (
        "id" varchar PRIMARY KEY,
        "event_id" varchar NOT NULL REFERENCES "webhook_event" ("id") ON DELETE CASCADE,
        "endpoint_id" varchar NOT NULL REFERENCES "webhook_endpoint" ("id") ON DELETE CASCADE,
        "organisation_id" varchar NOT NULL,
        "status" varchar NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "last_status_code" integer NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "delivered_at" timestamptz NULL,
        UNIQUE ("event_id", "endpoint_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_webhook_delivery_due" ON "webhook_delivery" ("next_attempt_at") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_webhook_delivery_endpoint" ON "webhook_delivery" ("endpoint_id", "created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "webhook_attempt" (
        "id" varchar PRIMARY KEY,
        "delivery_id" varchar NOT NULL REFERENCES "webhook_delivery" ("id") ON DELETE CASCADE,
        "attempted_at" timestamptz NOT NULL DEFAULT now(),
        "status_code" integer NULL,
        "error" varchar(500) NULL,
        "response_excerpt" text NULL,
        "duration_ms" integer NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_webhook_attempt_delivery" ON "webhook_attempt" ("delivery_id", "attempted_at" DESC)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "webhook_attempt"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "webhook_delivery"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "webhook_event"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "webhook_endpoint"`);
  }
}
