import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Product requests (spec §2–§5): what a merchant wants the platform to source, with its service
 * flags, the producer support assigns, the Medusa product that answers it and every status change
 * with who and when (product_request_event).
 */
export class ProductRequests1765400000000 implements MigrationInterface {
  name = "ProductRequests1765400000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The Linking tab shows which shop product a link came from.
    await queryRunner.query(
      `ALTER TABLE "shop_product_link" ADD COLUMN "shopify_product_id" varchar, ADD COLUMN "shop_product_title" varchar`,
    );
    await queryRunner.query(`
      CREATE TABLE "product_request" (
        "id" varchar PRIMARY KEY,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "shop_id" varchar NOT NULL REFERENCES "shop"("id") ON DELETE CASCADE,
        "shopify_product_id" varchar,
        "shopify_variant_id" varchar,
        "shop_product_title" varchar,
        "product_name" varchar NOT NULL,
        "producer_name" varchar NOT NULL,
        "description" text NOT NULL,
        "brand_service" boolean NOT NULL DEFAULT false,
        "dropshipping_offer" boolean NOT NULL DEFAULT false,
        "bulk_order_offer" boolean NOT NULL DEFAULT false,
        "bulk_amount" integer CHECK ("bulk_amount" > 0),
        "import_method" varchar CHECK ("import_method" IN ('plane','train','china_stock')),
        "photo_content" boolean NOT NULL DEFAULT false,
        "colour_box" boolean NOT NULL DEFAULT false,
        "product_specification" boolean NOT NULL DEFAULT false,
        "product_requirements" boolean NOT NULL DEFAULT false,
        "status" varchar NOT NULL CHECK ("status" IN ('pending','accepted','not_accepted','draft','published','n/a')),
        "producer_organisation_id" varchar REFERENCES "organisation"("id") ON DELETE SET NULL,
        "product_id" varchar REFERENCES "product"("id") ON DELETE SET NULL,
        "created_by" varchar NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK (NOT "bulk_order_offer" OR ("bulk_amount" IS NOT NULL AND "import_method" IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_product_request_organisation" ON "product_request" ("organisation_id", "created_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_product_request_producer" ON "product_request" ("producer_organisation_id") WHERE "producer_organisation_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_product_request_product" ON "product_request" ("product_id") WHERE "product_id" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "product_request_event" (
        "id" bigserial PRIMARY KEY,
        "request_id" varchar NOT NULL REFERENCES "product_request"("id") ON DELETE CASCADE,
        "type" varchar NOT NULL,
        "from_status" varchar,
        "to_status" varchar,
        "data" jsonb NOT NULL DEFAULT '{}',
        "actor_customer_id" varchar,
        "actor_organisation_id" varchar,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_product_request_event_request" ON "product_request_event" ("request_id", "id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "product_request_event"`);
    await queryRunner.query(`DROP TABLE "product_request"`);
    await queryRunner.query(
      `ALTER TABLE "shop_product_link" DROP COLUMN "shopify_product_id", DROP COLUMN "shop_product_title"`,
    );
  }
}
