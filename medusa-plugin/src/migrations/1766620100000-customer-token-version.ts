import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A customer's token version (issue 33): every store token carries the version it was signed
 * with and is refused once the version moved on — sign-out, a password change and a password
 * reset move it, so every earlier token of the account is dead at once. A write notifies the
 * membership channel, so every instance forgets its cached versions (lib/membership-cache.ts).
 */
export class CustomerTokenVersion1766620100000 implements MigrationInterface {
  name = "CustomerTokenVersion1766620100000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "customer_token_version" (
        "customer_id" character varying PRIMARY KEY,
        "version" integer NOT NULL DEFAULT 0,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE TRIGGER "customer_token_version_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_token_version"
         FOR EACH STATEMENT EXECUTE FUNCTION platform_membership_changed()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "customer_token_version"`);
  }
}
