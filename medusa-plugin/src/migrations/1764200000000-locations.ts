import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Locations, per-country priorities, stock and reservations (spec §2–§4, §9), as plugin tables
 * rather than Medusa v1's stock-location/inventory modules (not installed here, and their
 * reservation reads then writes, which oversells). Routing results live on order_extension.
 */
export class Locations1764200000000 implements MigrationInterface {
  name = "Locations1764200000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "location" (
        "id" varchar PRIMARY KEY,
        -- NULL: a platform warehouse every merchant sees; otherwise that organisation's own location.
        "organisation_id" varchar REFERENCES "organisation"("id") ON DELETE CASCADE,
        "name" varchar NOT NULL CHECK (length(btrim("name")) > 0),
        "type" varchar NOT NULL CHECK ("type" IN ('dropshipping','retour','import','china','customer')),
        "status" varchar NOT NULL DEFAULT 'active' CHECK ("status" IN ('active','inactive')),
        "address_1" varchar,
        "address_2" varchar,
        "city" varchar,
        "postal_code" varchar,
        "country_code" varchar(2) NOT NULL,
        "phone" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_location_organisation" ON "location" ("organisation_id")`);

    await queryRunner.query(`
      CREATE TABLE "location_priority" (
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "location_id" varchar NOT NULL REFERENCES "location"("id") ON DELETE CASCADE,
        -- ISO 3166-1 alpha-2, or '*' (No Country: the default for every other country).
        "country_code" varchar(2) NOT NULL CHECK ("country_code" = '*' OR "country_code" ~ '^[A-Z]{2}$'),
        "priority" smallint NOT NULL CHECK ("priority" BETWEEN 1 AND 5),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("organisation_id", "location_id", "country_code")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_location_priority_country" ON "location_priority" ("organisation_id", "country_code")`,
    );

    await queryRunner.query(`
      CREATE TABLE "location_stock" (
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "location_id" varchar NOT NULL REFERENCES "location"("id") ON DELETE CASCADE,
        "variant_id" varchar NOT NULL REFERENCES "product_variant"("id") ON DELETE CASCADE,
        "on_hand" integer NOT NULL DEFAULT 0 CHECK ("on_hand" >= 0),
        "reserved" integer NOT NULL DEFAULT 0 CHECK ("reserved" >= 0),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("organisation_id", "location_id", "variant_id"),
        CHECK ("reserved" <= "on_hand")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_location_stock_location" ON "location_stock" ("location_id", "organisation_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "stock_reservation" (
        "id" varchar PRIMARY KEY,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "order_id" varchar NOT NULL REFERENCES "order"("id") ON DELETE CASCADE,
        "location_id" varchar NOT NULL REFERENCES "location"("id") ON DELETE CASCADE,
        "variant_id" varchar NOT NULL,
        "quantity" integer NOT NULL CHECK ("quantity" > 0),
        "status" varchar NOT NULL DEFAULT 'awaiting_payment'
          CHECK ("status" IN ('awaiting_payment','drawn','released')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "drawn_at" timestamptz,
        "released_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_stock_reservation_order" ON "stock_reservation" ("order_id", "status")`);

    await queryRunner.query(`
      ALTER TABLE "order_extension"
        ADD COLUMN "routing_status" varchar CHECK ("routing_status" IN ('routed','unroutable')),
        ADD COLUMN "routing_explanation" jsonb,
        ADD COLUMN "routed_at" timestamptz`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "order_extension" DROP COLUMN "routing_status", DROP COLUMN "routing_explanation", DROP COLUMN "routed_at"`,
    );
    await queryRunner.query(`DROP TABLE "stock_reservation"`);
    await queryRunner.query(`DROP TABLE "location_stock"`);
    await queryRunner.query(`DROP TABLE "location_priority"`);
    await queryRunner.query(`DROP TABLE "location"`);
  }
}
