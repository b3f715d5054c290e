import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";

/** The retours module's `retourService` as the demo records retours through it (support's Record retour). */
export type RetourApi = {
  create(
    customerId: string,
    input: {
      orderId: string;
      locationId: string;
      items: Array<{ lineItemId: string; gradeA: number; gradeB: number; gradeC: number }>;
      note?: string;
    },
  ): Promise<{ id: string }>;
};
type InvoiceService = { run(input: { organisationId?: string }, actor: string | null): Promise<unknown> };

const DAY = 24 * 60 * 60 * 1000;

/** How each demo retour grades the returned units of its order's first shipped line (and when it came). */
const PLAN = [
  { daysAgo: 18, grades: [1, 0, 0], note: "Customer changed their mind; unopened.", invoiced: true },
  { daysAgo: 9, grades: [0, 1, 0], note: "Outer box torn: repack before resale.", invoiced: true },
  { daysAgo: 4, grades: [0, 0, 1], note: "Broken in transit.", invoiced: false },
  { daysAgo: 1, grades: [1, 1, 0], note: null, invoiced: false },
] as const;

/** Who records the demo's retours and where: support, at the first platform retour location (Leipzig Returns). */
export async function retourDesk(
  manager: EntityManager,
): Promise<{ support: { id: string }; location: { id: string } } | null> {
  const [support] = await manager.query(
    `SELECT id FROM customer WHERE email = 'support@demo.local' AND has_account = true`,
  );
  const [location] = await manager.query(
    `SELECT id FROM location WHERE type = 'retour' AND organisation_id IS NULL ORDER BY created_at, id LIMIT 1`,
  );
  return support && location ? { support, location } : null;
}

/**
 * Once: the demo customer's retours, built on the connected demo shop's shipped orders and
 * recorded at the retour location (Leipzig Returns) through RetourService (so A grades are in
 * stock there): spread over the last weeks for the date filter; the older two are billed by an
 * invoice run (their handling, with the shop's shipped orders), the newer two wait for the next. Idempotent:
 * does nothing when the customer has retours, or before the demo shop's orders have shipped.
 */
export async function seedDemoRetours(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const [merchant] = await manager.query(
    `SELECT m.organisation_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = 'customer@demo.local' AND c.has_account = true`,
  );
  const desk = await retourDesk(manager);
  if (!merchant || !desk) return;
  const { support, location } = desk;
  const [present] = await manager.query(`SELECT 1 FROM retour WHERE organisation_id = $1 LIMIT 1`, [
    merchant.organisation_id,
  ]);
  if (present) return;
  // The first shipped, platform-linked line of each shipped shop order, oldest orders first.
  const lines: Array<{ order_id: string; line_item_id: string; shipped: number }> = await manager.query(
    `SELECT DISTINCT ON (e.order_id) e.order_id, li.id AS line_item_id, li.shipped_quantity::int AS shipped, e.created_at
       FROM order_extension e JOIN line_item li ON li.order_id = e.order_id
      WHERE e.organisation_id = $1 AND e.shop_id IS NOT NULL AND li.variant_id IS NOT NULL
        AND coalesce(li.shipped_quantity, 0) >= 2
      ORDER BY e.order_id, li.created_at, li.id`,
    [merchant.organisation_id],
  );
  lines.sort((a, b) => (a.order_id < b.order_id ? -1 : 1));
  const retours = container.resolve<RetourApi>("retourService");
  const invoices = container.resolve<InvoiceService>("invoiceService");
  for (const [index, plan] of PLAN.entries()) {
    const line = lines[index];
    if (!line) break;
    if (!plan.invoiced && PLAN[index - 1]?.invoiced) {
      await invoices.run({ organisationId: merchant.organisation_id }, support.id);
    }
    const [gradeA, gradeB, gradeC] = plan.grades;
    const retour = await retours.create(support.id, {
      orderId: line.order_id,
      locationId: location.id,
      items: [{ lineItemId: line.line_item_id, gradeA, gradeB, gradeC }],
      note: plan.note ?? undefined,
    });
    await manager.query(`UPDATE retour SET created_at = $2, updated_at = $2 WHERE id = $1`, [
      retour.id,
      new Date(Date.now() - plan.daysAgo * DAY - 2 * 60 * 60 * 1000),
    ]);
  }
}
