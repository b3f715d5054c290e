import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Money right (issue 32): `card_checkout.closed_at` marks a session we expired at Stripe (a newer
 * one opened, or the amount due changed); `card_overpayment` is the explicit record of card money
 * that arrived beyond the amount due (a payment on a superseded session): booked nowhere on the
 * invoice, refunded to the card through Stripe once (idempotency key per payment intent).
 */
export class CardOverpayment1766610000000 implements MigrationInterface {
  name = "CardOverpayment1766610000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "card_checkout" ADD COLUMN "closed_at" timestamptz`);
    await queryRunner.query(`
      CREATE TABLE "card_overpayment" (
        "id" varchar PRIMARY KEY,
        "invoice_id" varchar NOT NULL REFERENCES "invoice"("id") ON DELETE CASCADE,
        "payment_intent_id" varchar NOT NULL UNIQUE,
        "amount" integer NOT NULL CHECK ("amount" > 0),
        "currency_code" varchar NOT NULL,
        "status" varchar NOT NULL DEFAULT 'refund_pending' CHECK ("status" IN ('refund_pending', 'refunded')),
        "refund_id" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "refunded_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_card_overpayment_invoice" ON "card_overpayment" ("invoice_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "card_overpayment"`);
    await queryRunner.query(`ALTER TABLE "card_checkout" DROP COLUMN "closed_at"`);
  }
}
