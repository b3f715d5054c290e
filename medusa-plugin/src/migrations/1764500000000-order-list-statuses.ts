import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The list's status filters read Medusa's `order` row for every order of the organisation (0.5–1.7 s
 * in a 100,000-order organisation, `npm run bench:orders`). The two statuses are mirrored onto
 * order_extension by triggers — whoever changes Medusa's order (our services, Medusa's own admin
 * API), the copy follows in the same statement — and indexed per organisation for keyset pages.
 */
export class OrderListStatuses1764500000000 implements MigrationInterface {
  name = "OrderListStatuses1764500000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "order_extension" ADD COLUMN "payment_status" varchar, ADD COLUMN "fulfillment_status" varchar`,
    );
    await queryRunner.query(`
      UPDATE "order_extension" e SET payment_status = o.payment_status::text, fulfillment_status = o.fulfillment_status::text
        FROM "order" o WHERE o.id = e.order_id`);
    await queryRunner.query(`
      CREATE FUNCTION order_extension_statuses_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT o.payment_status::text, o.fulfillment_status::text INTO NEW.payment_status, NEW.fulfillment_status
          FROM "order" o WHERE o.id = NEW.order_id;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER order_extension_statuses_on_insert BEFORE INSERT ON "order_extension"
        FOR EACH ROW EXECUTE FUNCTION order_extension_statuses_on_insert()`);
    await queryRunner.query(`
      CREATE FUNCTION order_statuses_to_extension() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE order_extension SET payment_status = NEW.payment_status::text, fulfillment_status = NEW.fulfillment_status::text
         WHERE order_id = NEW.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER order_statuses_to_extension AFTER UPDATE OF payment_status, fulfillment_status ON "order"
        FOR EACH ROW WHEN (OLD.payment_status IS DISTINCT FROM NEW.payment_status
                        OR OLD.fulfillment_status IS DISTINCT FROM NEW.fulfillment_status)
        EXECUTE FUNCTION order_statuses_to_extension()`);
    await queryRunner.query(
      `CREATE INDEX "IDX_order_extension_org_payment" ON "order_extension" ("organisation_id", "payment_status", "created_at", "order_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_extension_org_fulfillment" ON "order_extension" ("organisation_id", "fulfillment_status", "created_at", "order_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER order_statuses_to_extension ON "order"`);
    await queryRunner.query(`DROP FUNCTION order_statuses_to_extension()`);
    await queryRunner.query(`DROP TRIGGER order_extension_statuses_on_insert ON "order_extension"`);
    await queryRunner.query(`DROP FUNCTION order_extension_statuses_on_insert()`);
    await queryRunner.query(`DROP INDEX "IDX_order_extension_org_fulfillment"`);
    await queryRunner.query(`DROP INDEX "IDX_order_extension_org_payment"`);
    await queryRunner.query(
      `ALTER TABLE "order_extension" DROP COLUMN "payment_status", DROP COLUMN "fulfillment_status"`,
    );
  }
}
