import type { MigrationInterface, QueryRunner } from "typeorm";

/** Shopify reconciliation (issue 31): what each check found different from Shopify, and when it last ran. */
export class ShopDrift1766730000000 implements MigrationInterface {
  name = "ShopDrift1766730000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "shop_drift" (
        "id" varchar PRIMARY KEY,
        "organisation_id" varchar NOT NULL,
        "shop_id" varchar NOT NULL,
        "order_id" varchar NOT NULL,
        "kind" varchar NOT NULL,
        -- What differs, as references and quantities (Shopify line ids, tracking numbers): no personal data.
        "detail" jsonb NOT NULL DEFAULT '{}',
        "found_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("order_id", "kind")
      )`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS "idx_shop_drift_shop" ON "shop_drift" ("shop_id")`);
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "shop_reconciliation_run" (
        "shop_id" varchar PRIMARY KEY,
        "checked_at" timestamptz NOT NULL,
        "orders_checked" integer NOT NULL DEFAULT 0,
        "error" varchar NULL
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "shop_reconciliation_run"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "shop_drift"`);
  }
}
