import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Any write to `member` or `organisation` notifies the `platform_membership` channel, so every
 * instance drops its cached memberships (lib/membership-cache.ts). Statement triggers: one
 * notification per statement, folded into one per transaction (same payload), sent at commit.
 */
export class MembershipNotify1766400000000 implements MigrationInterface {
  name = "MembershipNotify1766400000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION platform_membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('platform_membership', '');
        RETURN NULL;
      END $$`);
    for (const table of ["member", "organisation"]) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_membership_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
           FOR EACH STATEMENT EXECUTE FUNCTION platform_membership_changed()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ["member", "organisation"]) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS "${table}_membership_changed" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS platform_membership_changed()`);
  }
}
