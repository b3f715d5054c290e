import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The role dashboards (modules/dashboard/data-access/) ask one aggregate query per figure group. These
 * indexes let each read only the rows it counts, also in an organisation with 100,000 orders
 * (`npm run bench:orders`; EXPLAIN figures in docs/benchmarks.md, "Dashboards").
 */
const INDEXES: Array<[name: string, definition: string]> = [
  // Orders per day and status, revenue: an index-only scan of the organisation's last 30 days.
  [
    "IDX_order_extension_org_day",
    `"order_extension" ("organisation_id", "created_at") INCLUDE ("fulfillment_status", "currency_code", "total")`,
  ],
  // The attention figures and the orders list's matching filters.
  ["IDX_order_extension_org_needs_linking", `"order_extension" ("organisation_id") WHERE "needs_linking"`],
  ["IDX_order_extension_org_no_location", `"order_extension" ("organisation_id") WHERE "location_id" IS NULL`],
  ["IDX_claim_org_pending", `"claim" ("organisation_id", "order_id") WHERE "status" = 'pending'`],
  ["IDX_claim_order_pending", `"claim" ("order_id") WHERE "status" = 'pending'`],
  // Invoices with something left to pay, per organisation and platform-wide (overdue: by due day).
  [
    "IDX_invoice_org_payable",
    `"invoice" ("organisation_id", "due_on") WHERE "type" = 'invoice' AND "status" IN ('open', 'customer_proved', 'partially_paid')`,
  ],
  [
    "IDX_invoice_payable_due",
    `"invoice" ("due_on") WHERE "type" = 'invoice' AND "status" IN ('open', 'customer_proved', 'partially_paid')`,
  ],
  // Chats waiting for an answer: open chats only (platform-wide and per receiver).
  ["IDX_chat_open", `"chat" ("subject_type") WHERE "status" = 'open'`],
  ["IDX_chat_open_receiver", `"chat" ("receiver_organisation_id") WHERE "status" = 'open'`],
  // Intake health: the last 14 days of Shopify deliveries.
  ["IDX_shopify_webhook_received", `"shopify_webhook" ("received_at") INCLUDE ("status", "attempts")`],
  // The waitlist's queue (place and length).
  ["IDX_organisation_waitlist", `"organisation" ("created_at") WHERE "type" = 'merchant' AND "status" = 'waitlist'`],
  // The supplier's stock orders to confirm or ship.
  [
    "IDX_stock_order_supplier_open",
    `"stock_order" ("supplier_organisation_id", "status") WHERE "status" IN ('pending', 'processing')`,
  ],
];

export class DashboardIndexes1766200000000 implements MigrationInterface {
  name = "DashboardIndexes1766200000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, definition] of INDEXES) {
      await queryRunner.query(`CREATE INDEX IF NOT EXISTS "${name}" ON ${definition}`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) {
      await queryRunner.query(`DROP INDEX IF EXISTS "${name}"`);
    }
  }
}
