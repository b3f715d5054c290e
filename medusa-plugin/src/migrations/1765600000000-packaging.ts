import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Packaging (spec §2–§5, §9): the catalogue (stock packaging) and organisations' custom packaging,
 * packaging stock per location, packaging orders (buy packaging and order-unique custom print),
 * each variant's default packaging, and every packaging stock change (arrivals, shipments), whose
 * unique keys make an arrival count once and a shipment draw once.
 */
export class Packaging1765600000000 implements MigrationInterface {
  name = "Packaging1765600000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "packaging" (
        "id" varchar PRIMARY KEY,
        -- NULL: a catalogue (stock) packaging; otherwise that organisation's custom packaging.
        "organisation_id" varchar REFERENCES "organisation"("id") ON DELETE CASCADE,
        "kind" varchar NOT NULL CHECK ("kind" IN ('stock','custom')),
        "name" varchar NOT NULL CHECK (length(btrim("name")) > 0),
        "type" varchar NOT NULL CHECK ("type" IN ('box','mailer','bag','tape','insert','label')),
        "size" varchar NOT NULL,
        "status" varchar NOT NULL DEFAULT 'active' CHECK ("status" IN ('active','inactive')),
        "price" integer NOT NULL CHECK ("price" >= 0),
        "currency_code" varchar NOT NULL DEFAULT 'eur',
        "length_mm" integer NOT NULL CHECK ("length_mm" > 0),
        "width_mm" integer NOT NULL CHECK ("width_mm" > 0),
        "height_mm" integer NOT NULL CHECK ("height_mm" > 0),
        "weight_g" integer NOT NULL CHECK ("weight_g" >= 0),
        "moq" integer NOT NULL CHECK ("moq" >= 1),
        "production_min_days" integer NOT NULL CHECK ("production_min_days" >= 0),
        "production_max_days" integer NOT NULL CHECK ("production_max_days" >= "production_min_days"),
        -- Custom-size: printed to a product's own dimensions (the 10-sales rule applies).
        "custom_size" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK (("kind" = 'stock') = ("organisation_id" IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_packaging_organisation" ON "packaging" ("organisation_id")`);

    await queryRunner.query(`CREATE SEQUENCE "packaging_order_number_seq" START 1001`);
    await queryRunner.query(`
      CREATE TABLE "packaging_order" (
        "id" varchar PRIMARY KEY,
        "number" integer NOT NULL UNIQUE DEFAULT nextval('packaging_order_number_seq'),
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "kind" varchar NOT NULL CHECK ("kind" IN ('stock','order_unique')),
        "status" varchar NOT NULL DEFAULT 'open' CHECK ("status" IN ('open','in_progress','on_the_way','arrived')),
        "payment_status" varchar NOT NULL DEFAULT 'not_invoiced' CHECK ("payment_status" IN ('not_invoiced','invoiced','paid')),
        -- Set by the invoices domain when the order is invoiced.
        "invoice_id" varchar,
        "location_id" varchar NOT NULL REFERENCES "location"("id"),
        "packaging_id" varchar NOT NULL REFERENCES "packaging"("id"),
        "quantity" integer NOT NULL CHECK ("quantity" > 0),
        "unit_price" integer NOT NULL CHECK ("unit_price" >= 0),
        "total" integer NOT NULL CHECK ("total" >= 0),
        "currency_code" varchar NOT NULL DEFAULT 'eur',
        -- Order-unique packaging: the customer order and the product variant it is printed for.
        "order_id" varchar REFERENCES "order"("id") ON DELETE SET NULL,
        "variant_id" varchar REFERENCES "product_variant"("id") ON DELETE SET NULL,
        "producer_organisation_id" varchar REFERENCES "organisation"("id") ON DELETE SET NULL,
        "length_mm" integer NOT NULL CHECK ("length_mm" > 0),
        "width_mm" integer NOT NULL CHECK ("width_mm" > 0),
        "height_mm" integer NOT NULL CHECK ("height_mm" > 0),
        "dimensions_overridden_by" varchar,
        "dimensions_overridden_at" timestamptz,
        "expected_arrival_from" date NOT NULL,
        "expected_arrival_to" date NOT NULL,
        "arrived_at" timestamptz,
        "created_by" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_packaging_order_organisation" ON "packaging_order" ("organisation_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_packaging_order_producer" ON "packaging_order" ("producer_organisation_id", "created_at")`,
    );

    await queryRunner.query(`
      CREATE TABLE "packaging_stock" (
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "location_id" varchar NOT NULL REFERENCES "location"("id") ON DELETE CASCADE,
        "packaging_id" varchar NOT NULL REFERENCES "packaging"("id") ON DELETE CASCADE,
        "on_hand" integer NOT NULL DEFAULT 0 CHECK ("on_hand" >= 0),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("organisation_id", "location_id", "packaging_id")
      )`);

    await queryRunner.query(`
      CREATE TABLE "variant_packaging" (
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "variant_id" varchar NOT NULL REFERENCES "product_variant"("id") ON DELETE CASCADE,
        "packaging_id" varchar NOT NULL REFERENCES "packaging"("id") ON DELETE CASCADE,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("organisation_id", "variant_id")
      )`);

    await queryRunner.query(`
      CREATE TABLE "packaging_stock_change" (
        "id" varchar PRIMARY KEY,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "location_id" varchar NOT NULL REFERENCES "location"("id") ON DELETE CASCADE,
        "packaging_id" varchar NOT NULL REFERENCES "packaging"("id") ON DELETE CASCADE,
        "reason" varchar NOT NULL CHECK ("reason" IN ('arrival','shipment','adjustment')),
        "quantity_change" integer NOT NULL,
        -- What was needed but not on hand (a shipment never drives stock below zero).
        "missing" integer NOT NULL DEFAULT 0 CHECK ("missing" >= 0),
        "on_hand_after" integer NOT NULL,
        "packaging_order_id" varchar REFERENCES "packaging_order"("id") ON DELETE CASCADE,
        "order_id" varchar REFERENCES "order"("id") ON DELETE CASCADE,
        "shipment_id" varchar REFERENCES "order_shipment"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // An arrival counts once; a shipment draws each packaging once.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_packaging_stock_change_arrival" ON "packaging_stock_change" ("packaging_order_id") WHERE "reason" = 'arrival'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_packaging_stock_change_shipment" ON "packaging_stock_change" ("shipment_id", "packaging_id") WHERE "reason" = 'shipment'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_packaging_stock_change_order" ON "packaging_stock_change" ("order_id") WHERE "order_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "packaging_stock_change"`);
    await queryRunner.query(`DROP TABLE "variant_packaging"`);
    await queryRunner.query(`DROP TABLE "packaging_stock"`);
    await queryRunner.query(`DROP TABLE "packaging_order"`);
    await queryRunner.query(`DROP SEQUENCE "packaging_order_number_seq"`);
    await queryRunner.query(`DROP TABLE "packaging"`);
  }
}
