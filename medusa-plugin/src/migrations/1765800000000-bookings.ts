import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Services and bookings (spec §3, §4): a provider's services, merchants' bookings of them with
 * products (platform variants) and files (uploads), and a chat per booking (subject kind "booking").
 */
export class Bookings1765800000000 implements MigrationInterface {
  name = "Bookings1765800000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "service" (
        "id" varchar PRIMARY KEY,
        "provider_organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "name" varchar NOT NULL CHECK (length(btrim("name")) > 0),
        "description" text NOT NULL DEFAULT '',
        "price" integer NOT NULL CHECK ("price" >= 0),
        "currency_code" varchar NOT NULL DEFAULT 'eur' CHECK ("currency_code" = 'eur'),
        "required_information" text NOT NULL DEFAULT '',
        "requires_product_selection" boolean NOT NULL DEFAULT false,
        "enabled" boolean NOT NULL DEFAULT true,
        "terms_url" varchar,
        "created_by" varchar NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_service_provider" ON "service" ("provider_organisation_id", "name")`);
    await queryRunner.query(`CREATE INDEX "IDX_service_enabled" ON "service" ("name") WHERE "enabled"`);
    await queryRunner.query(`
      CREATE TABLE "booking" (
        "id" varchar PRIMARY KEY,
        "service_id" varchar NOT NULL REFERENCES "service"("id") ON DELETE RESTRICT,
        "provider_organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "status" varchar NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending','confirmed','cancelled','completed','unknown')),
        "amount" integer NOT NULL CHECK ("amount" > 0),
        "unit_price" integer NOT NULL CHECK ("unit_price" >= 0),
        "currency_code" varchar NOT NULL DEFAULT 'eur',
        "notes" text NOT NULL DEFAULT '',
        "booking_date" date NOT NULL,
        "terms_url" varchar,
        "terms_accepted_at" timestamptz NOT NULL,
        "chat_id" varchar REFERENCES "chat"("id") ON DELETE SET NULL,
        "invoice_id" varchar,
        "created_by" varchar NOT NULL,
        "status_changed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("organisation_id" <> "provider_organisation_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_booking_organisation" ON "booking" ("organisation_id", "status", "created_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_booking_provider" ON "booking" ("provider_organisation_id", "status", "created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "booking_product" (
        "booking_id" varchar NOT NULL REFERENCES "booking"("id") ON DELETE CASCADE,
        "variant_id" varchar NOT NULL REFERENCES "product_variant"("id") ON DELETE RESTRICT,
        "position" integer NOT NULL,
        PRIMARY KEY ("booking_id", "variant_id")
      )`);
    // Bookings are a chat subject kind.
    await queryRunner.query(`ALTER TABLE "chat" DROP CONSTRAINT IF EXISTS "chat_subject_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "chat" ADD CONSTRAINT "chat_subject_type_check"
         CHECK ("subject_type" IN ('order','product_request','packaging_order','booking'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "chat" WHERE "subject_type" = 'booking'`);
    await queryRunner.query(`ALTER TABLE "chat" DROP CONSTRAINT IF EXISTS "chat_subject_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "chat" ADD CONSTRAINT "chat_subject_type_check"
         CHECK ("subject_type" IN ('order','product_request','packaging_order'))`,
    );
    await queryRunner.query(`DROP TABLE "booking_product"`);
    await queryRunner.query(`DROP TABLE "booking"`);
    await queryRunner.query(`DROP TABLE "service"`);
  }
}
