import type { MigrationInterface, QueryRunner } from "typeorm";

/** Shops (Shopify app installs), their product links, webhook deliveries and our extension of Medusa's order. */
export class ShopsOrderIntake1764000000000 implements MigrationInterface {
  name = "ShopsOrderIntake1764000000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "shop" (
        "id" varchar PRIMARY KEY,
        "organisation_id" varchar REFERENCES "organisation"("id") ON DELETE CASCADE,
        "platform" varchar NOT NULL DEFAULT 'shopify' CHECK ("platform" IN ('shopify')),
        "domain" varchar NOT NULL,
        "name" varchar NOT NULL,
        "shipment_method" varchar CHECK ("shipment_method" IN ('dhl','dhl_express','dpd','gls','ups','hermes','fedex')),
        "status" varchar NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending','active','needs_reauth','disconnected')),
        "scopes" varchar NOT NULL DEFAULT '',
        "access_token" text,
        "access_token_expires_at" timestamptz,
        "refresh_token" text,
        "refresh_token_expires_at" timestamptz,
        "claim_token_hash" varchar,
        "claim_expires_at" timestamptz,
        "installed_at" timestamptz,
        "uninstalled_at" timestamptz,
        "redacted_at" timestamptz,
        "last_synced_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_shop_domain" ON "shop" ("platform", "domain")`);
    await queryRunner.query(`CREATE INDEX "IDX_shop_organisation_id" ON "shop" ("organisation_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_shop_claim_token_hash" ON "shop" ("claim_token_hash") WHERE "claim_token_hash" IS NOT NULL`,
    );

    // A shop's product (variant) → a platform variant. SKU is the default match; an explicit
    // Shopify variant id wins over it.
    await queryRunner.query(`
      CREATE TABLE "shop_product_link" (
        "id" varchar PRIMARY KEY,
        "shop_id" varchar NOT NULL REFERENCES "shop"("id") ON DELETE CASCADE,
        "sku" varchar,
        "shopify_variant_id" varchar,
        "variant_id" varchar NOT NULL REFERENCES "product_variant"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("sku" IS NOT NULL OR "shopify_variant_id" IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_shop_product_link_sku" ON "shop_product_link" ("shop_id", "sku") WHERE "sku" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_shop_product_link_shopify_variant" ON "shop_product_link" ("shop_id", "shopify_variant_id") WHERE "shopify_variant_id" IS NOT NULL`,
    );

    // Every accepted webhook delivery, stored before it is processed. The unique key makes
    // replays of the same event (same event id, or the same webhook id) no-ops.
    await queryRunner.query(`
      CREATE TABLE "shopify_webhook" (
        "id" varchar PRIMARY KEY,
        "shop_domain" varchar NOT NULL,
        "topic" varchar NOT NULL,
        "event_key" varchar NOT NULL,
        "webhook_id" varchar NOT NULL,
        "event_id" varchar,
        "triggered_at" timestamptz,
        "api_version" varchar,
        "payload" jsonb,
        "status" varchar NOT NULL DEFAULT 'received' CHECK ("status" IN ('received','processing','processed','failed','deferred')),
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        "processed_at" timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_shopify_webhook_event" ON "shopify_webhook" ("shop_domain", "event_key")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_shopify_webhook_open" ON "shopify_webhook" ("status", "received_at") WHERE "status" <> 'processed'`,
    );

    // Our columns beside Medusa's order (1:1). The business key (shop, Shopify order id) is unique:
    // however often an order arrives, it is one Medusa order.
    await queryRunner.query(`
      CREATE TABLE "order_extension" (
        "order_id" varchar PRIMARY KEY REFERENCES "order"("id") ON DELETE CASCADE,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "shop_id" varchar REFERENCES "shop"("id") ON DELETE SET NULL,
        "external_order_id" varchar,
        "external_order_name" varchar,
        "external_customer_id" varchar,
        "external_updated_at" timestamptz,
        "customer_name" varchar,
        "currency_code" varchar NOT NULL,
        "subtotal" integer NOT NULL DEFAULT 0,
        "shipping_total" integer NOT NULL DEFAULT 0,
        "tax_total" integer NOT NULL DEFAULT 0,
        "discount_total" integer NOT NULL DEFAULT 0,
        "total" integer NOT NULL DEFAULT 0,
        "needs_linking" boolean NOT NULL DEFAULT false,
        "location_id" varchar,
        "invoiced" boolean NOT NULL DEFAULT false,
        "tracking_numbers" text[] NOT NULL DEFAULT '{}',
        "tracking_urls" text[] NOT NULL DEFAULT '{}',
        "shipped_at" timestamptz,
        "fulfilment_push_status" varchar CHECK ("fulfilment_push_status" IN ('pending','done','failed')),
        "fulfilment_push_attempts" integer NOT NULL DEFAULT 0,
        "fulfilment_push_next_at" timestamptz,
        "fulfilment_push_error" text,
        "external_fulfillment_id" varchar,
        "redacted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_order_extension_business_key" ON "order_extension" ("shop_id", "external_order_id") WHERE "external_order_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_extension_organisation" ON "order_extension" ("organisation_id", "created_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_extension_push" ON "order_extension" ("fulfilment_push_next_at") WHERE "fulfilment_push_status" = 'pending'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_extension"`);
    await queryRunner.query(`DROP TABLE "shopify_webhook"`);
    await queryRunner.query(`DROP TABLE "shop_product_link"`);
    await queryRunner.query(`DROP TABLE "shop"`);
  }
}
