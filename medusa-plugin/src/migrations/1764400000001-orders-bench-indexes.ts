import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The orders list's search ("Müller", "#1001") is `LIKE '%term%'` on the customer name and the
 * shop's order name: without an index it reads every order of the organisation (118 ms for an
 * organisation with 100,000 orders in `npm run bench:orders`). Trigram indexes answer it from the
 * index (0.2 ms); a term too common for them still walks the keyset index, as before.
 * pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
 */
export class OrdersBenchIndexes1764400000001 implements MigrationInterface {
  name = "OrdersBenchIndexes1764400000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // The expressions are exactly the search's (PlatformOrderService, filterSql).
    await queryRunner.query(
      `CREATE INDEX "IDX_order_extension_customer_name_trgm" ON "order_extension" USING gin (lower(coalesce("customer_name", '')) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_extension_order_name_trgm" ON "order_extension" USING gin (lower(coalesce("external_order_name", '')) gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_order_extension_order_name_trgm"`);
    await queryRunner.query(`DROP INDEX "IDX_order_extension_customer_name_trgm"`);
  }
}
