import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Card refunds made from the platform (issue 32): one row per support request (`request_id`,
 * made once per dialog), with the Stripe refund and the credit note it issued — so repeated
 * clicks of one refund refund once.
 */
export class CardRefund1766610000200 implements MigrationInterface {
  name = "CardRefund1766610000200";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "card_refund" (
        "request_id" varchar PRIMARY KEY,
        "invoice_id" varchar NOT NULL REFERENCES "invoice"("id") ON DELETE CASCADE,
        "payment_intent_id" varchar NOT NULL,
        "amount" integer NOT NULL CHECK ("amount" > 0),
        "refund_id" varchar NOT NULL UNIQUE,
        "credit_note_id" varchar NOT NULL,
        "created_by" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "card_refund"`);
  }
}
