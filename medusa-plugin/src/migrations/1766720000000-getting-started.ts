import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A merchant's getting-started checklist (issue 34): the steps are read from the organisation's
 * own data; only that the organisation put the checklist away is stored, once per organisation.
 */
export class GettingStarted1766720000000 implements MigrationInterface {
  name = "GettingStarted1766720000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "getting_started_dismissal" (
        "organisation_id" varchar PRIMARY KEY REFERENCES "organisation"("id") ON DELETE CASCADE,
        "dismissed_by" varchar,
        "dismissed_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "getting_started_dismissal"`);
  }
}
