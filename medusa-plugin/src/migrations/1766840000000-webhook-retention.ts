import type { MigrationInterface, QueryRunner } from "typeorm";

/** Outbound webhooks' retention (modules/webhooks/prune-history.ts): old events are found by their age. */
export class WebhookRetention1766840000000 implements MigrationInterface {
  name = "WebhookRetention1766840000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS "idx_webhook_event_created" ON "webhook_event" ("created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "idx_webhook_event_created"`);
  }
}
