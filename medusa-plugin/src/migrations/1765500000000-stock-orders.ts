import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Stock orders (spec §2–§4, §9): a merchant orders goods from a supplier into one of its
 * locations, by plane, train or from stock in China. Receiving adds to location_stock exactly
 * once per delivery (stock_order_receipt's primary key). Invoices mark them through invoice_id.
 */
export class StockOrders1765500000000 implements MigrationInterface {
  name = "StockOrders1765500000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "stock_order_number_seq" START 1001`);
    await queryRunner.query(`
      CREATE TABLE "stock_order" (
        "id" varchar PRIMARY KEY,
        "number" integer NOT NULL UNIQUE DEFAULT nextval('stock_order_number_seq'),
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "supplier_organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE RESTRICT,
        "location_id" varchar NOT NULL REFERENCES "location"("id") ON DELETE RESTRICT,
        "import_method" varchar NOT NULL CHECK ("import_method" IN ('plane','train','china_stock')),
        -- Spec §4's generic labels: pending → processing (confirmed, then shipped) → completed; cancelled.
        "status" varchar NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending','processing','completed','cancelled')),
        "total" integer NOT NULL CHECK ("total" >= 0),
        "currency_code" varchar(3) NOT NULL DEFAULT 'eur',
        "note" text,
        "created_by" varchar,
        "confirmed_at" timestamptz,
        "shipped_at" timestamptz,
        "completed_at" timestamptz,
        "cancelled_at" timestamptz,
        -- Set by the invoices work when the stock order is invoiced.
        "invoice_id" varchar,
        "invoiced_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_stock_order_organisation" ON "stock_order" ("organisation_id", "created_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_stock_order_supplier" ON "stock_order" ("supplier_organisation_id", "created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "stock_order_item" (
        "id" varchar PRIMARY KEY,
        "stock_order_id" varchar NOT NULL REFERENCES "stock_order"("id") ON DELETE CASCADE,
        "variant_id" varchar NOT NULL REFERENCES "product_variant"("id") ON DELETE RESTRICT,
        "line" integer NOT NULL,
        "title" varchar NOT NULL,
        "sku" varchar,
        "quantity" integer NOT NULL CHECK ("quantity" > 0),
        "unit_price" integer NOT NULL CHECK ("unit_price" >= 0),
        "received_quantity" integer NOT NULL DEFAULT 0 CHECK ("received_quantity" >= 0),
        CHECK ("received_quantity" <= "quantity")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_stock_order_item_order" ON "stock_order_item" ("stock_order_id", "line")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_stock_order_item_variant" ON "stock_order_item" ("variant_id")`);
    await queryRunner.query(`
      CREATE TABLE "stock_order_receipt" (
        "stock_order_id" varchar NOT NULL REFERENCES "stock_order"("id") ON DELETE CASCADE,
        "receipt_key" varchar NOT NULL,
        "quantities" jsonb NOT NULL,
        "received_by" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("stock_order_id", "receipt_key")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "stock_order_receipt"`);
    await queryRunner.query(`DROP TABLE "stock_order_item"`);
    await queryRunner.query(`DROP TABLE "stock_order"`);
    await queryRunner.query(`DROP SEQUENCE "stock_order_number_seq"`);
  }
}
