import type { MigrationInterface, QueryRunner } from "typeorm";

export class OrganisationSettingsInvitations1763900000000 implements MigrationInterface {
  name = "OrganisationSettingsInvitations1763900000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "organisation"
        ADD COLUMN "agency_margin_percent" numeric(5,2) CHECK ("agency_margin_percent" >= 0 AND "agency_margin_percent" <= 100),
        ADD COLUMN "eori_number" varchar,
        ADD COLUMN "default_import_method" varchar CHECK ("default_import_method" IN ('plane','train','china_stock')),
        ADD COLUMN "container_load" varchar CHECK ("container_load" IN ('lcl','fcl_20','fcl_40','fcl_40hc')),
        ADD COLUMN "customs_broker_email" varchar`);
    await queryRunner.query(`CREATE INDEX "IDX_organisation_name_search" ON "organisation" (lower("name"))`);
    await queryRunner.query(`
      CREATE TABLE "invitation" (
        "id" varchar PRIMARY KEY,
        "kind" varchar NOT NULL CHECK ("kind" IN ('member','organisation')),
        "email" varchar NOT NULL,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "role" varchar NOT NULL DEFAULT 'member' CHECK ("role" IN ('owner','admin','member')),
        "new_organisation_name" varchar,
        "new_organisation_type" varchar CHECK ("new_organisation_type" IN ('merchant','agency','supplier','service_provider','platform')),
        "agency_id" varchar REFERENCES "organisation"("id") ON DELETE SET NULL,
        "invited_by" varchar NOT NULL,
        "token_hash" varchar NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "accepted_at" timestamptz,
        "revoked_at" timestamptz,
        "language" varchar NOT NULL DEFAULT 'en',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_invitation_token_hash" ON "invitation" ("token_hash")`);
    await queryRunner.query(`CREATE INDEX "IDX_invitation_organisation_id" ON "invitation" ("organisation_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_invitation_email" ON "invitation" ("email")`);
    await queryRunner.query(`
      CREATE TABLE "customer_setting" (
        "customer_id" varchar PRIMARY KEY REFERENCES "customer"("id") ON DELETE CASCADE,
        "language" varchar NOT NULL DEFAULT 'en' CHECK ("language" IN ('en','de')),
        "order_chat_email" boolean NOT NULL DEFAULT true,
        "product_request_chat_email" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The language used to live in the customer's metadata.
    await queryRunner.query(`
      INSERT INTO "customer_setting" ("customer_id", "language")
      SELECT "id", "metadata"->>'language' FROM "customer"
      WHERE "metadata"->>'language' IN ('en','de')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "customer_setting"`);
    await queryRunner.query(`DROP TABLE "invitation"`);
    await queryRunner.query(`DROP INDEX "IDX_organisation_name_search"`);
    await queryRunner.query(`
      ALTER TABLE "organisation"
        DROP COLUMN "agency_margin_percent", DROP COLUMN "eori_number", DROP COLUMN "default_import_method",
        DROP COLUMN "container_load", DROP COLUMN "customs_broker_email"`);
  }
}
