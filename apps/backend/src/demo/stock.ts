import { STOCK_HINT_WINDOW_DAYS, stockHint } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";

type Viewer = { organisationId: string; role: "support" };
type StockOrderService = {
  create(organisationId: string, customerId: string, input: unknown): Promise<string>;
  confirm(viewer: Viewer, id: string): Promise<unknown>;
  ship(viewer: Viewer, id: string): Promise<unknown>;
  cancel(viewer: Viewer, id: string): Promise<unknown>;
  receive(customerId: string, input: unknown): Promise<unknown>;
};

const SUPPORT: Viewer = { organisationId: "", role: "support" };

/**
 * Once: the demo merchant's stock orders from the demo supplier, one in each state (pending,
 * confirmed, shipped, received, cancelled), and one variant below its stock hint. Idempotent: does
 * nothing when the merchant has stock orders.
 */
export async function seedDemoStock(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const [merchant] = await manager.query(
    `SELECT m.organisation_id, m.customer_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = 'customer@demo.local' AND c.has_account = true`,
  );
  const [supplier] = await manager.query(
    `SELECT m.organisation_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = 'supplier@demo.local' AND c.has_account = true`,
  );
  if (!merchant || !supplier) return;
  const [present] = await manager.query(`SELECT 1 FROM stock_order WHERE organisation_id = $1 LIMIT 1`, [
    merchant.organisation_id,
  ]);
  if (present) return;
  const locations: Array<{ id: string; name: string }> = await manager.query(
    `SELECT id, name FROM location WHERE organisation_id IS NULL AND status = 'active' ORDER BY created_at, id`,
  );
  const berlin = locations.find((l) => l.name === "Berlin DC") ?? locations[0];
  const rotterdam = locations.find((l) => l.name === "Rotterdam Import") ?? locations[1] ?? berlin;
  if (!berlin || !rotterdam) return;

  const orders = container.resolve<StockOrderService>("stockOrderService");
  const create = (locationId: string, importMethod: string, itemsCsv: string) =>
    orders.create(merchant.organisation_id, merchant.customer_id, {
      supplierId: supplier.organisation_id,
      locationId,
      importMethod,
      itemsCsv,
    });
  await create(berlin.id, "plane", "MUG-BLK,48,2.10\nMUG-WHT,24,2.10");
  const confirmed = await create(rotterdam.id, "train", "BCB-S,300,4.80\nBCB-L,200,5.20");
  await orders.confirm(SUPPORT, confirmed);
  const shipped = await create(berlin.id, "train", "TOTE-NAT,120,1.35");
  await orders.confirm(SUPPORT, shipped);
  await orders.ship(SUPPORT, shipped);
  const received = await create(rotterdam.id, "china_stock", "MUG-WHT,100,1.95");
  await orders.confirm(SUPPORT, received);
  await orders.ship(SUPPORT, received);
  await orders.receive(merchant.customer_id, { stockOrderId: received, receiptKey: "demo-received-1" });
  const cancelled = await create(berlin.id, "plane", "BCB-L,10,5.20");
  await orders.cancel(SUPPORT, cancelled);

  await belowHint(manager, merchant.organisation_id);
}

/**
 * After the demo shop's month of orders arrived (on the first start): one variant below its hint.
 */
export async function seedDemoStockHint(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const [merchant] = await manager.query(
    `SELECT m.organisation_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = 'customer@demo.local' AND c.has_account = true`,
  );
  if (merchant) await belowHint(manager, merchant.organisation_id);
}

/**
 * The merchant's best-selling variant at a location (last 14 days) gets one unit less than its
 * stock hint asks for, so the Stocks screen and the dashboard show a hint from the first start.
 */
async function belowHint(manager: EntityManager, organisationId: string): Promise<void> {
  const [top] = await manager.query(
    `SELECT e.location_id, li.variant_id, sum(li.quantity)::int AS sold
       FROM order_extension e JOIN "order" o ON o.id = e.order_id JOIN line_item li ON li.order_id = o.id
      WHERE e.organisation_id = $1 AND e.location_id IS NOT NULL AND li.variant_id IS NOT NULL
        AND o.status <> 'canceled' AND o.created_at >= now() - make_interval(days => $2::int)
      GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT 1`,
    [organisationId, STOCK_HINT_WINDOW_DAYS],
  );
  if (!top) return;
  const hint = stockHint({ available: 0, arriving: 0, soldInWindow: top.sold, windowDays: STOCK_HINT_WINDOW_DAYS });
  if (hint.target < 1) return;
  await manager.query(
    `INSERT INTO location_stock (organisation_id, location_id, variant_id, on_hand, reserved) VALUES ($1, $2, $3, 0, 0)
     ON CONFLICT DO NOTHING`,
    [organisationId, top.location_id, top.variant_id],
  );
  await manager.query(
    `UPDATE location_stock SET on_hand = reserved + $4, updated_at = now()
      WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3`,
    [organisationId, top.location_id, top.variant_id, hint.target - 1],
  );
}
