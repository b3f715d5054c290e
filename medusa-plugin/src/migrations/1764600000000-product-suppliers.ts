import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Which supplier or producer organisations supply a platform product. An order's assigned
 * suppliers are those of its items' products: the only suppliers a merchant may address about
 * that order in a chat (spec §2, §9). Support keeps the assignment.
 */
export class ProductSuppliers1764600000000 implements MigrationInterface {
  name = "ProductSuppliers1764600000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "product_supplier" (
        "product_id" varchar NOT NULL REFERENCES "product"("id") ON DELETE CASCADE,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("product_id", "organisation_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_product_supplier_organisation" ON "product_supplier" ("organisation_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "product_supplier"`);
  }
}
