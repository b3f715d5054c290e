import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Card payment through Stripe Checkout: `card_checkout` is our record of each session we created
 * (session id ↔ invoice ↔ organisation ↔ amount ↔ currency), the only thing a Stripe event may pay;
 * `stripe_event` keeps every handled event once by its id (processed or failed, with the reason
 * for support). A refund is a negative card payment, so `invoice_payment.amount` may be negative.
 */
export class CardCheckout1766530000000 implements MigrationInterface {
  name = "CardCheckout1766530000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "card_checkout" (
        "id" varchar PRIMARY KEY,
        "invoice_id" varchar NOT NULL REFERENCES "invoice"("id") ON DELETE CASCADE,
        "organisation_id" varchar NOT NULL,
        "amount" integer NOT NULL CHECK ("amount" > 0),
        "currency_code" varchar NOT NULL,
        "payment_intent_id" varchar UNIQUE,
        "created_by" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_card_checkout_invoice" ON "card_checkout" ("invoice_id", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "stripe_event" (
        "id" varchar PRIMARY KEY,
        "type" varchar NOT NULL,
        "object_id" varchar,
        "invoice_id" varchar,
        "status" varchar NOT NULL CHECK ("status" IN ('processed', 'failed')),
        "reason" text,
        "received_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_stripe_event_failed" ON "stripe_event" ("received_at") WHERE "status" = 'failed'`,
    );
    await queryRunner.query(`ALTER TABLE "invoice_payment" DROP CONSTRAINT IF EXISTS "invoice_payment_amount_check"`);
    await queryRunner.query(
      `ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_amount_check" CHECK ("amount" <> 0)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "invoice_payment" WHERE "amount" < 0`);
    await queryRunner.query(`ALTER TABLE "invoice_payment" DROP CONSTRAINT IF EXISTS "invoice_payment_amount_check"`);
    await queryRunner.query(
      `ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_amount_check" CHECK ("amount" > 0)`,
    );
    await queryRunner.query(`DROP TABLE "stripe_event"`);
    await queryRunner.query(`DROP TABLE "card_checkout"`);
  }
}
