import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * In-app notifications (issue 18): one row per recipient, written in the transaction of the change
 * it tells about. The index serves the header's unread count and the newest-first list.
 */
export class UserNotifications1766100000000 implements MigrationInterface {
  name = "UserNotifications1766100000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "user_notification" (
        "id" varchar PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "recipient_customer_id" varchar NOT NULL REFERENCES "customer"("id") ON DELETE CASCADE,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "kind" varchar NOT NULL,
        "subject_type" varchar NOT NULL,
        "subject_id" varchar NOT NULL,
        "params" jsonb NOT NULL DEFAULT '{}',
        "read_at" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_user_notification_recipient" ON "user_notification" ("recipient_customer_id", "read_at", "created_at" DESC)`,
    );
    // A burst of chat messages is one unread notification per person and chat (modules/notifications/notify-members.ts).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_user_notification_unread_chat" ON "user_notification"
         ("recipient_customer_id", "kind", "subject_type", "subject_id") WHERE "read_at" IS NULL AND "kind" = 'chat_message'`,
    );
    // The overdue sweep asks "was this invoice's overdue notice sent?".
    await queryRunner.query(
      `CREATE INDEX "IDX_user_notification_subject" ON "user_notification" ("subject_type", "subject_id", "kind")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "user_notification"`);
  }
}
