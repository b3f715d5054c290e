import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The audit log (modules/audit/record-audit.ts writes it, in the transaction of the change it records): who (the
 * person's customer id and their email as it was then, or the shop, or the platform), whose data
 * (the organisation, NULL for platform-level data such as the packaging catalogue), what (subject
 * type and id, a label as it read then, the action) and before → after (only the changed fields,
 * secrets redacted). No foreign keys: an entry outlives what it describes (a deleted order, a
 * removed member). Append-only.
 */
export class Audit1766000000000 implements MigrationInterface {
  name = "Audit1766000000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "audit_entry" (
        "id" varchar PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        "actor_kind" varchar(16) NOT NULL CHECK ("actor_kind" IN ('person', 'shop', 'system')),
        "actor_customer_id" varchar,
        "actor_email" varchar,
        "organisation_id" varchar,
        "subject_type" varchar(32) NOT NULL,
        "subject_id" varchar NOT NULL,
        "subject_label" varchar(200),
        "action" varchar(64) NOT NULL,
        "before" jsonb,
        "after" jsonb
      )`);
    // An organisation's log, newest first (owners), and one subject's history (details screens).
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_entry_organisation" ON "audit_entry" ("organisation_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_entry_subject" ON "audit_entry" ("subject_type", "subject_id", "created_at", "id")`,
    );
    // Support's log of every organisation, newest first.
    await queryRunner.query(`CREATE INDEX "IDX_audit_entry_created" ON "audit_entry" ("created_at" DESC, "id" DESC)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_entry"`);
  }
}
