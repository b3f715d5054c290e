import type { MigrationInterface, QueryRunner } from "typeorm";

export class OrganisationMember1763800000000 implements MigrationInterface {
  name = "OrganisationMember1763800000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "organisation" (
        "id" varchar PRIMARY KEY,
        "name" varchar NOT NULL,
        "type" varchar NOT NULL CHECK ("type" IN ('merchant','agency','supplier','service_provider','platform')),
        "status" varchar NOT NULL DEFAULT 'active' CHECK ("status" IN ('waitlist','active','declined')),
        "disabled_at" timestamptz,
        "agency_id" varchar REFERENCES "organisation"("id") ON DELETE SET NULL,
        "slack_webhook_url" varchar,
        "company_name" varchar,
        "street" varchar,
        "city" varchar,
        "zip" varchar,
        "country_code" varchar(2),
        "vat_id" varchar,
        "iban" varchar,
        "bic" varchar,
        "ioss_number" varchar,
        "email" varchar,
        "phone" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "deleted_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_organisation_type" ON "organisation" ("type")`);
    await queryRunner.query(`CREATE INDEX "IDX_organisation_status" ON "organisation" ("status")`);
    await queryRunner.query(`CREATE INDEX "IDX_organisation_agency_id" ON "organisation" ("agency_id")`);
    await queryRunner.query(`
      CREATE TABLE "member" (
        "id" varchar PRIMARY KEY,
        "customer_id" varchar NOT NULL REFERENCES "customer"("id") ON DELETE CASCADE,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "role" varchar NOT NULL DEFAULT 'member' CHECK ("role" IN ('owner','admin','member')),
        "invited_by" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_member_customer_id" ON "member" ("customer_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_member_organisation_id" ON "member" ("organisation_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "member"`);
    await queryRunner.query(`DROP TABLE "organisation"`);
  }
}
