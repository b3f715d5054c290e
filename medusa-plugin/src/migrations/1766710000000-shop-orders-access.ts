import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * When Shopify last refused the app the shop's orders (not approved for protected customer data):
 * the Shops screen tells the merchant what to request; cleared when orders can be read again.
 */
export class ShopOrdersAccess1766710000000 implements MigrationInterface {
  name = "ShopOrdersAccess1766710000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shop" ADD COLUMN IF NOT EXISTS "orders_access_denied_at" timestamptz`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shop" DROP COLUMN IF EXISTS "orders_access_denied_at"`);
  }
}
