import type { CreatePackagingInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";

/** The packaging catalogue of the demo (prices in EUR cents, dimensions in mm, weight in g). */
export const DEMO_PACKAGING = [
  {
    name: "Branded mailer box",
    type: "box",
    size: "S",
    price: 89,
    dims: [220, 160, 80],
    weight: 95,
    moq: 100,
    days: [10, 14],
    customSize: false,
  },
  {
    name: "Branded mailer box",
    type: "box",
    size: "M",
    price: 119,
    dims: [300, 220, 110],
    weight: 140,
    moq: 100,
    days: [10, 14],
    customSize: false,
  },
  {
    name: "Recycled paper mailer",
    type: "mailer",
    size: "A4",
    price: 35,
    dims: [320, 240, 10],
    weight: 30,
    moq: 250,
    days: [7, 10],
    customSize: false,
  },
  {
    name: "Logo packing tape",
    type: "tape",
    size: "50 mm × 66 m",
    price: 290,
    dims: [120, 120, 50],
    weight: 180,
    moq: 36,
    days: [5, 8],
    customSize: false,
  },
  {
    name: "Thank-you card (pack-in)",
    type: "insert",
    size: "A6",
    price: 12,
    dims: [148, 105, 1],
    weight: 4,
    moq: 500,
    days: [3, 5],
    customSize: false,
  },
  {
    name: "Custom-size printed box",
    type: "box",
    size: "Custom",
    price: 149,
    dims: [250, 200, 100],
    weight: 150,
    moq: 200,
    days: [14, 21],
    customSize: true,
  },
] as const;

type PackagingOrders = {
  buy(
    organisationId: string,
    customerId: string,
    input: { packagingId: string; locationId: string; quantity: number },
  ): Promise<{ id: string }>;
  setStatus(viewer: { organisationId: string; role: string }, id: string, status: string): Promise<unknown>;
  assignProducer(id: string, producerOrganisationId: string): Promise<unknown>;
};
type PackagingCatalogue = {
  create(input: CreatePackagingInput): Promise<{ id: string }>;
  setVariantDefault(organisationId: string, variantId: string, packagingId: string | null): Promise<void>;
};

const SUPPORT = { organisationId: "", role: "support" };

/**
 * Once: the catalogue; for the demo merchant the mugs' and tote bags' default packaging, and four
 * packaging orders at its first warehouse — one in each status (the arrived one is its stock) —
 * made by the demo supplier as producer, through the services the screens use.
 */
export async function seedDemoPackaging(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const [present] = await manager.query(`SELECT 1 FROM packaging WHERE kind = 'stock' LIMIT 1`);
  if (present) return;
  // Through the service support's dialog uses: a field the catalogue gains is a compile error here.
  const catalogue = container.resolve<PackagingCatalogue>("packagingService");
  const ids: string[] = [];
  for (const p of DEMO_PACKAGING) {
    const [lengthMm, widthMm, heightMm] = p.dims;
    const created = await catalogue.create({
      name: p.name,
      type: p.type,
      size: p.size,
      price: p.price,
      lengthMm,
      widthMm,
      heightMm,
      weightG: p.weight,
      moq: p.moq,
      productionMinDays: p.days[0],
      productionMaxDays: p.days[1],
      customSize: p.customSize,
    } satisfies CreatePackagingInput);
    ids.push(created.id);
  }
  const [merchant] = await manager.query(
    `SELECT m.organisation_id, m.customer_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = 'customer@demo.local' AND c.has_account = true`,
  );
  const [supplier] = await manager.query(
    `SELECT m.organisation_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = 'supplier@demo.local' AND c.has_account = true`,
  );
  const [location] = await manager.query(
    `SELECT id FROM location WHERE organisation_id IS NULL AND status = 'active' ORDER BY created_at, id LIMIT 1`,
  );
  if (!merchant || !location) return;
  const variants: Array<{ id: string; sku: string }> = await manager.query(
    `SELECT id, sku FROM product_variant WHERE sku = ANY($1) AND deleted_at IS NULL`,
    [["MUG-WHT", "MUG-BLK", "TOTE-NAT"]],
  );
  for (const v of variants) {
    await catalogue.setVariantDefault(merchant.organisation_id, v.id, v.sku.startsWith("MUG") ? ids[0] : ids[2]);
  }
  const orders = container.resolve<PackagingOrders>("packagingOrderService");
  const plan: Array<{ packaging: number; quantity: number; status: string }> = [
    { packaging: 0, quantity: 300, status: "arrived" },
    { packaging: 2, quantity: 500, status: "arrived" },
    { packaging: 1, quantity: 200, status: "on_the_way" },
    { packaging: 3, quantity: 36, status: "in_progress" },
    { packaging: 4, quantity: 500, status: "open" },
  ];
  for (const step of plan) {
    const order = await orders.buy(merchant.organisation_id, merchant.customer_id, {
      packagingId: ids[step.packaging] as string,
      locationId: location.id,
      quantity: step.quantity,
    });
    if (supplier) await orders.assignProducer(order.id, supplier.organisation_id);
    if (step.status !== "open") await orders.setStatus(SUPPORT, order.id, step.status);
  }
}
