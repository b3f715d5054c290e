import type { MigrationInterface, QueryRunner } from "typeorm";

/** Why a shipment's push to the shop failed for good: Shopify refused it, or it stayed unreachable. */
export class ShipmentPushError1766470000000 implements MigrationInterface {
  name = "ShipmentPushError1766470000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_shipment" ADD COLUMN IF NOT EXISTS "push_error_kind" varchar`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_shipment" DROP COLUMN IF EXISTS "push_error_kind"`);
  }
}
