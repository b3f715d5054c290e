import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The chat's shop (spec §3 lists it among a chat's fields), captured from the subject when the
 * chat starts, like its reference and product name; existing order chats get their order's shop.
 */
export class ChatSubjectShop1764600000001 implements MigrationInterface {
  name = "ChatSubjectShop1764600000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat" ADD COLUMN "subject_shop" varchar`);
    await queryRunner.query(`
      UPDATE "chat" c SET subject_shop = s.name
        FROM order_extension e JOIN shop s ON s.id = e.shop_id
       WHERE c.subject_type = 'order' AND e.order_id = c.subject_id`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat" DROP COLUMN "subject_shop"`);
  }
}
