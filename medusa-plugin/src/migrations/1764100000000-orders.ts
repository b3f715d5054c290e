import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Orders as a merchant works with them: shipments (all or some items, each with its own push to the
 * shop), the order's history, keyset indexes for the list, and manual address corrections that a
 * later shop update must not overwrite.
 */
export class Orders1764100000000 implements MigrationInterface {
  name = "Orders1764100000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "order_shipment" (
        "id" varchar PRIMARY KEY,
        "order_id" varchar NOT NULL REFERENCES "order"("id") ON DELETE CASCADE,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "location_id" varchar,
        "items" jsonb NOT NULL,
        "tracking_numbers" text[] NOT NULL DEFAULT '{}',
        "tracking_urls" text[] NOT NULL DEFAULT '{}',
        "created_by" varchar,
        "push_status" varchar CHECK ("push_status" IN ('pending','done','failed')),
        "push_attempts" integer NOT NULL DEFAULT 0,
        "push_next_at" timestamptz,
        "push_error" text,
        "external_fulfillment_id" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_order_shipment_order" ON "order_shipment" ("order_id", "created_at")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_order_shipment_push" ON "order_shipment" ("push_next_at") WHERE "push_status" = 'pending'`,
    );
    await queryRunner.query(`
      CREATE TABLE "order_event" (
        "id" varchar PRIMARY KEY,
        "order_id" varchar NOT NULL REFERENCES "order"("id") ON DELETE CASCADE,
        "organisation_id" varchar NOT NULL,
        "type" varchar NOT NULL,
        "data" jsonb NOT NULL DEFAULT '{}',
        "actor_customer_id" varchar,
        "actor_name" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_order_event_order" ON "order_event" ("order_id", "created_at", "id")`);

    // Shipments carry their own push state now; the order keeps the tracking of all its shipments.
    await queryRunner.query(`
      INSERT INTO "order_shipment" ("id", "order_id", "organisation_id", "location_id", "items", "tracking_numbers",
             "tracking_urls", "push_status", "push_attempts", "push_next_at", "push_error", "external_fulfillment_id", "created_at")
      SELECT 'ship_' || substr(md5(e.order_id), 1, 26), e.order_id, e.organisation_id, e.location_id, '[]'::jsonb,
             e.tracking_numbers, e.tracking_urls, e.fulfilment_push_status, e.fulfilment_push_attempts,
             e.fulfilment_push_next_at, e.fulfilment_push_error, e.external_fulfillment_id, coalesce(e.shipped_at, now())
        FROM "order_extension" e WHERE e.shipped_at IS NOT NULL`);
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_order_extension_push"`);
    await queryRunner.query(`
      ALTER TABLE "order_extension"
        DROP COLUMN "fulfilment_push_status", DROP COLUMN "fulfilment_push_attempts",
        DROP COLUMN "fulfilment_push_next_at", DROP COLUMN "fulfilment_push_error",
        DROP COLUMN "external_fulfillment_id",
        ADD COLUMN "address_edited_at" timestamptz`);

    // Keyset pagination: every sort is (value, order_id) within one organisation.
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_order_extension_organisation"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_order_extension_org_created" ON "order_extension" ("organisation_id", "created_at", "order_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_extension_org_total" ON "order_extension" ("organisation_id", "total", "order_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_extension_org_location" ON "order_extension" ("organisation_id", "location_id", "created_at", "order_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_extension_org_shop" ON "order_extension" ("organisation_id", "shop_id", "created_at", "order_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_order_extension_org_shop"`);
    await queryRunner.query(`DROP INDEX "IDX_order_extension_org_location"`);
    await queryRunner.query(`DROP INDEX "IDX_order_extension_org_total"`);
    await queryRunner.query(`DROP INDEX "IDX_order_extension_org_created"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_order_extension_organisation" ON "order_extension" ("organisation_id", "created_at" DESC)`,
    );
    await queryRunner.query(`
      ALTER TABLE "order_extension"
        DROP COLUMN "address_edited_at",
        ADD COLUMN "fulfilment_push_status" varchar CHECK ("fulfilment_push_status" IN ('pending','done','failed')),
        ADD COLUMN "fulfilment_push_attempts" integer NOT NULL DEFAULT 0,
        ADD COLUMN "fulfilment_push_next_at" timestamptz,
        ADD COLUMN "fulfilment_push_error" text,
        ADD COLUMN "external_fulfillment_id" varchar`);
    await queryRunner.query(`DROP TABLE "order_event"`);
    await queryRunner.query(`DROP TABLE "order_shipment"`);
  }
}
