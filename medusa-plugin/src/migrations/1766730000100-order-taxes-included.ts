import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Whether the shop's prices include tax (Shopify's `taxes_included`), so an order's money is shown
 * as it was charged: gross lines and "incl. VAT", or net lines with the tax added (issue 31).
 * Orders stored before are read from their totals: Shopify's total is subtotal + shipping when
 * the tax is included, and adds the tax otherwise.
 */
export class OrderTaxesIncluded1766730000100 implements MigrationInterface {
  name = "OrderTaxesIncluded1766730000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_extension" ADD COLUMN IF NOT EXISTS "taxes_included" boolean NULL`);
    await queryRunner.query(
      `UPDATE "order_extension" SET "taxes_included" = ("tax_total" > 0 AND "total" = "subtotal" + "shipping_total")
        WHERE "taxes_included" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_extension" DROP COLUMN IF EXISTS "taxes_included"`);
  }
}
