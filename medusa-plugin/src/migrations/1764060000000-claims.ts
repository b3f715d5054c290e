import type { MigrationInterface, QueryRunner } from "typeorm";

/** Claims on orders (spec §3, §4): type, description, files (uploads), and support's decision. */
export class Claims1764060000000 implements MigrationInterface {
  name = "Claims1764060000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "claim" (
        "id" varchar PRIMARY KEY,
        "order_id" varchar NOT NULL REFERENCES "order"("id") ON DELETE CASCADE,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "type" varchar NOT NULL CHECK ("type" IN ('refund','exchange','lost','other')),
        "description" text NOT NULL CHECK (length(btrim("description")) > 0),
        "status" varchar NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending','accepted','declined','refunded','credit','new_tracking_number')),
        "amount" integer CHECK ("amount" > 0),
        "currency_code" varchar,
        "new_tracking_number" varchar,
        "new_tracking_url" varchar,
        "decision_note" text,
        "created_by" varchar NOT NULL,
        "decided_by" varchar,
        "decided_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        -- An amount exactly for refunded and credit, a tracking number exactly for new_tracking_number.
        CHECK (("status" IN ('refunded','credit')) = ("amount" IS NOT NULL)),
        CHECK (("status" = 'new_tracking_number') = ("new_tracking_number" IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_claim_order" ON "claim" ("order_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_claim_status" ON "claim" ("status", "created_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_claim_organisation" ON "claim" ("organisation_id", "created_at" DESC)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "claim"`);
  }
}
