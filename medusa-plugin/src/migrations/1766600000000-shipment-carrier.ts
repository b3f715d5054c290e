import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What a shipment was sent with (the shop's shipment method then, and its carrier name as pushed to
 * Shopify), kept with the shipment so a later change of the shop's setting does not rewrite it.
 * Earlier shipments get the shop's method of today: the best that is known of them.
 */
export class ShipmentCarrier1766600000000 implements MigrationInterface {
  name = "ShipmentCarrier1766600000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "order_shipment" ADD COLUMN IF NOT EXISTS "shipment_method" varchar, ADD COLUMN IF NOT EXISTS "carrier" varchar`,
    );
    await queryRunner.query(`
      UPDATE "order_shipment" s SET "shipment_method" = sh."shipment_method"
        FROM "order_extension" e JOIN "shop" sh ON sh."id" = e."shop_id"
       WHERE e."order_id" = s."order_id" AND s."shipment_method" IS NULL`);
    // The carrier names as the push sends them (SHIPMENT_METHOD_CARRIER in @platform/domain).
    await queryRunner.query(`
      UPDATE "order_shipment" SET "carrier" = CASE "shipment_method"
        WHEN 'dhl' THEN 'DHL' WHEN 'dhl_express' THEN 'DHL Express' WHEN 'dpd' THEN 'DPD' WHEN 'gls' THEN 'GLS'
        WHEN 'ups' THEN 'UPS' WHEN 'hermes' THEN 'Hermes' WHEN 'fedex' THEN 'FedEx' END
       WHERE "carrier" IS NULL AND "shipment_method" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "order_shipment" DROP COLUMN IF EXISTS "shipment_method", DROP COLUMN IF EXISTS "carrier"`,
    );
  }
}
