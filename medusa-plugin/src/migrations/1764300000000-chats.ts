import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Chats (spec §3): a subject (order, product request, packaging order), the merchant
 * organisation and the receiver, messages with a monotonic seq (the resume cursor of the live
 * subscription; dense per chat, allocated under the chat's row lock), read marks for unread counts, and pending mail notifications (one mail per
 * recipient and chat for a burst of messages).
 */
export class Chats1764300000000 implements MigrationInterface {
  name = "Chats1764300000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "chat" (
        "id" varchar PRIMARY KEY,
        "subject_type" varchar NOT NULL CHECK ("subject_type" IN ('order','product_request','packaging_order')),
        "subject_id" varchar NOT NULL,
        "subject_reference" varchar,
        "subject_title" varchar,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "receiver_organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "claim_id" varchar REFERENCES "claim"("id") ON DELETE SET NULL,
        "status" varchar NOT NULL DEFAULT 'open' CHECK ("status" IN ('open','closed')),
        "created_by" varchar NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_message_at" timestamptz NOT NULL DEFAULT now(),
        "last_seq" bigint NOT NULL DEFAULT 0,
        CHECK ("organisation_id" <> "receiver_organisation_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_organisation" ON "chat" ("organisation_id", "subject_type", "last_message_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_receiver" ON "chat" ("receiver_organisation_id", "subject_type", "last_message_at" DESC)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_chat_subject" ON "chat" ("subject_type", "subject_id")`);
    await queryRunner.query(`
      CREATE TABLE "chat_message" (
        "id" varchar PRIMARY KEY,
        "chat_id" varchar NOT NULL REFERENCES "chat"("id") ON DELETE CASCADE,
        "seq" bigint NOT NULL,
        "author_customer_id" varchar NOT NULL,
        "author_organisation_id" varchar NOT NULL,
        "body" text NOT NULL CHECK (length(btrim("body")) > 0),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("chat_id", "seq")
      )`);
    await queryRunner.query(`
      CREATE TABLE "chat_read" (
        "chat_id" varchar NOT NULL REFERENCES "chat"("id") ON DELETE CASCADE,
        "customer_id" varchar NOT NULL,
        "last_read_seq" bigint NOT NULL DEFAULT 0,
        PRIMARY KEY ("chat_id", "customer_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "chat_mail_pending" (
        "chat_id" varchar NOT NULL REFERENCES "chat"("id") ON DELETE CASCADE,
        "customer_id" varchar NOT NULL,
        "from_seq" bigint NOT NULL,
        "due_at" timestamptz NOT NULL,
        PRIMARY KEY ("chat_id", "customer_id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_chat_mail_pending_due" ON "chat_mail_pending" ("due_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "chat_mail_pending"`);
    await queryRunner.query(`DROP TABLE "chat_read"`);
    await queryRunner.query(`DROP TABLE "chat_message"`);
    await queryRunner.query(`DROP TABLE "chat"`);
  }
}
