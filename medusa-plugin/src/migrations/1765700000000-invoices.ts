import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Invoices and credit notes (spec §3, §4, §8, §9): gapless numbers per year (a counter row per
 * year, taken under its row lock inside the invoice's transaction), lines with a generic source
 * (order, stock order, packaging order, retour, booking, claim), payments (bank or card).
 */
export class Invoices1765700000000 implements MigrationInterface {
  name = "Invoices1765700000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "invoice_number_counter" (
        "year" integer PRIMARY KEY,
        "last" integer NOT NULL CHECK ("last" > 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE "invoice" (
        "id" varchar PRIMARY KEY,
        "number" varchar NOT NULL UNIQUE,
        "year" integer NOT NULL,
        "sequence" integer NOT NULL,
        "type" varchar NOT NULL CHECK ("type" IN ('invoice','credit')),
        "owner" varchar NOT NULL CHECK ("owner" IN ('self','others')),
        "status" varchar NOT NULL
          CHECK ("status" IN ('no','open','paid','cancelled','partially_paid','customer_proved')),
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE RESTRICT,
        "agency_id" varchar REFERENCES "organisation"("id") ON DELETE SET NULL,
        "agency_margin_percent" numeric(5,2),
        "corrects_invoice_id" varchar REFERENCES "invoice"("id") ON DELETE RESTRICT,
        "claim_id" varchar UNIQUE REFERENCES "claim"("id") ON DELETE RESTRICT,
        "currency_code" varchar NOT NULL,
        "issued_on" date NOT NULL,
        "due_on" date NOT NULL,
        "period_start" timestamptz,
        "period_end" timestamptz,
        "subtotal" integer NOT NULL,
        "shipping_total" integer NOT NULL,
        "tax_total" integer NOT NULL,
        "total" integer NOT NULL CHECK ("total" >= 0),
        "amount_paid" integer NOT NULL DEFAULT 0 CHECK ("amount_paid" >= 0),
        "language" varchar NOT NULL,
        "customer" jsonb NOT NULL,
        "paid_at" timestamptz,
        "stock_drawn_at" timestamptz,
        "created_by" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("year", "sequence")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_invoice_organisation" ON "invoice" ("organisation_id", "issued_on" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_invoice_agency" ON "invoice" ("agency_id") WHERE "agency_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_invoice_status" ON "invoice" ("status", "issued_on" DESC)`);
    await queryRunner.query(`
      CREATE TABLE "invoice_line" (
        "id" varchar PRIMARY KEY,
        "invoice_id" varchar NOT NULL REFERENCES "invoice"("id") ON DELETE CASCADE,
        "position" integer NOT NULL,
        "source_type" varchar NOT NULL,
        "source_id" varchar NOT NULL,
        "kind" varchar NOT NULL,
        "description" text NOT NULL,
        "quantity" integer NOT NULL,
        "unit_amount" integer NOT NULL,
        "net_amount" integer NOT NULL,
        "tax_rate" numeric(5,2) NOT NULL,
        "tax_amount" integer NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_invoice_line_invoice" ON "invoice_line" ("invoice_id", "position")`);
    await queryRunner.query(`CREATE INDEX "IDX_invoice_line_source" ON "invoice_line" ("source_type", "source_id")`);
    await queryRunner.query(`
      CREATE TABLE "invoice_payment" (
        "id" varchar PRIMARY KEY,
        "invoice_id" varchar NOT NULL REFERENCES "invoice"("id") ON DELETE CASCADE,
        "method" varchar NOT NULL CHECK ("method" IN ('bank','card')),
        "amount" integer NOT NULL CHECK ("amount" > 0),
        "external_id" varchar UNIQUE,
        "created_by" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_invoice_payment_invoice" ON "invoice_payment" ("invoice_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invoice_payment"`);
    await queryRunner.query(`DROP TABLE "invoice_line"`);
    await queryRunner.query(`DROP TABLE "invoice"`);
    await queryRunner.query(`DROP TABLE "invoice_number_counter"`);
  }
}
