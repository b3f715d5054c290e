import type { MigrationInterface, QueryRunner } from "typeorm";

/** The periodic self-check's last result per invariant (support's dashboard reads it). */
export class SelfCheck1766640036000 implements MigrationInterface {
  name = "SelfCheck1766640036000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "self_check_result" (
        "invariant_id" varchar PRIMARY KEY,
        "violations" integer NOT NULL CHECK ("violations" >= 0),
        -- At most 20 of the offending rows, as the check returned them (references, no personal data).
        "sample" jsonb NOT NULL DEFAULT '[]',
        "checked_at" timestamptz NOT NULL
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "self_check_result"`);
  }
}
