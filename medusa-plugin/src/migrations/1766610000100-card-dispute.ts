import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Card disputes (chargebacks, issue 32): one row per Stripe dispute of a card payment of ours, as
 * Stripe last told it (status, amount, reason, evidence deadline). `lost_booked_at` marks that a
 * lost dispute's amount was taken off the invoice (once). The invoice statuses of spec §4 stay
 * as they are; "disputed" is this record beside them.
 */
export class CardDispute1766610000100 implements MigrationInterface {
  name = "CardDispute1766610000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "card_dispute" (
        "id" varchar PRIMARY KEY,
        "invoice_id" varchar NOT NULL REFERENCES "invoice"("id") ON DELETE CASCADE,
        "payment_intent_id" varchar NOT NULL,
        "amount" integer NOT NULL CHECK ("amount" > 0),
        "currency_code" varchar NOT NULL,
        "reason" varchar NOT NULL,
        "status" varchar NOT NULL,
        "evidence_due_by" timestamptz,
        "lost_booked_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_card_dispute_invoice" ON "card_dispute" ("invoice_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "card_dispute"`);
  }
}
