import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Reconciliation with Stripe (issue 32): `stripe_reconciliation_run` keeps each round's window
 * (the next round starts where it ended), `stripe_drift` every difference found between Stripe's
 * records and the invoices' — once per kind and Stripe object, open until support applies or
 * dismisses it or a later round finds it settled.
 */
export class StripeReconciliation1766700000000 implements MigrationInterface {
  name = "StripeReconciliation1766700000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "stripe_reconciliation_run" (
        "id" varchar PRIMARY KEY,
        "since" timestamptz,
        "until" timestamptz NOT NULL,
        "drift_count" integer NOT NULL DEFAULT 0,
        "finished_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "stripe_drift" (
        "id" varchar PRIMARY KEY,
        "kind" varchar NOT NULL,
        "object_id" varchar NOT NULL,
        "invoice_id" varchar REFERENCES "invoice"("id") ON DELETE CASCADE,
        "currency_code" varchar,
        "stripe_amount" integer,
        "booked_amount" integer,
        "status" varchar NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'applied', 'dismissed', 'settled')),
        "found_at" timestamptz NOT NULL DEFAULT now(),
        "seen_at" timestamptz NOT NULL DEFAULT now(),
        "resolved_at" timestamptz,
        "resolved_by" varchar,
        UNIQUE ("kind", "object_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "IDX_stripe_drift_open" ON "stripe_drift" ("found_at") WHERE "status" = 'open'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "stripe_drift"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "stripe_reconciliation_run"`);
  }
}
