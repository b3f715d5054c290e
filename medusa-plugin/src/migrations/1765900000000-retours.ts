import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Retours (spec §2, §3): an order's returned items recorded at a retour location, counted per
 * line in grades A (resellable), B (resellable after repacking) and C (not resellable). A-grade
 * units go back into location_stock in the same transaction. Invoices mark them through invoice_id.
 */
export class Retours1765900000000 implements MigrationInterface {
  name = "Retours1765900000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "retour_number_seq" START 1001`);
    await queryRunner.query(`
      CREATE TABLE "retour" (
        "id" varchar PRIMARY KEY,
        "number" integer NOT NULL UNIQUE DEFAULT nextval('retour_number_seq'),
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "order_id" varchar NOT NULL REFERENCES "order"("id") ON DELETE RESTRICT,
        "shop_id" varchar REFERENCES "shop"("id") ON DELETE SET NULL,
        "location_id" varchar NOT NULL REFERENCES "location"("id") ON DELETE RESTRICT,
        "grade_a" integer NOT NULL CHECK ("grade_a" >= 0),
        "grade_b" integer NOT NULL CHECK ("grade_b" >= 0),
        "grade_c" integer NOT NULL CHECK ("grade_c" >= 0),
        "total_items" integer NOT NULL CHECK ("total_items" > 0),
        "note" text,
        "created_by" varchar,
        -- Set by the invoices work when the retour's handling is invoiced.
        "invoice_id" varchar,
        "invoiced_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("total_items" = "grade_a" + "grade_b" + "grade_c")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_retour_organisation" ON "retour" ("organisation_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_retour_created" ON "retour" ("created_at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_retour_order" ON "retour" ("order_id")`);
    await queryRunner.query(`
      CREATE TABLE "retour_item" (
        "id" varchar PRIMARY KEY,
        "retour_id" varchar NOT NULL REFERENCES "retour"("id") ON DELETE CASCADE,
        "line_item_id" varchar NOT NULL,
        "variant_id" varchar REFERENCES "product_variant"("id") ON DELETE SET NULL,
        "line" integer NOT NULL,
        "title" varchar NOT NULL,
        "sku" varchar,
        "grade_a" integer NOT NULL CHECK ("grade_a" >= 0),
        "grade_b" integer NOT NULL CHECK ("grade_b" >= 0),
        "grade_c" integer NOT NULL CHECK ("grade_c" >= 0),
        CHECK ("grade_a" + "grade_b" + "grade_c" > 0),
        UNIQUE ("retour_id", "line_item_id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_retour_item_retour" ON "retour_item" ("retour_id", "line")`);
    await queryRunner.query(`CREATE INDEX "IDX_retour_item_line_item" ON "retour_item" ("line_item_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "retour_item"`);
    await queryRunner.query(`DROP TABLE "retour"`);
    await queryRunner.query(`DROP SEQUENCE "retour_number_seq"`);
  }
}
