// The rest of the demo world each list's filters need on the first start: a declined sign-up
// (support's customer and organisation lists), a disabled client of the demo agency, the demo
// customer's own storeroom (location type customer), bags and labels in the packaging catalogue
// and an order-unique (custom) packaging. Idempotent, through the services the screens use.
import type { EntityManager } from "typeorm";
import { DEMO_PASSWORD } from "../demo";
import type { MedusaContainer } from "../server";
import { DEMO_PHOTO, type UploadApi } from "./files";

type Organisations = {
  createWithOwner(input: unknown): Promise<{ organisation: { id: string } }>;
  decideWaitlist(organisationId: string, decision: "approve" | "decline"): Promise<unknown>;
};
type Locations = { create(input: Record<string, unknown>): Promise<unknown> };
type Packagings = { create(input: Record<string, unknown>): Promise<{ id: string }> };
type PackagingOrders = {
  createOrderUnique(organisationId: string, customerId: string, input: Record<string, unknown>): Promise<unknown>;
};

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_DECLINED_SIGN_UP = {
  name: "Quick Flip Resale",
  email: "hello@quickflip.example",
  firstName: "Rico",
  lastName: "Schnell",
};
export const DEMO_AGENCY_CLIENT_DISABLED = {
  name: "Sonnenhof Delikatessen",
  email: "shop@sonnenhof.example",
  firstName: "Greta",
  lastName: "Sonnenhof",
  disabledDaysAgo: 12,
};
const DEMO_PACKAGING_MORE = [
  { name: "Kraft paper bag with handles", type: "bag", size: "M", price: 45, dims: [320, 220, 120], weight: 60 },
  { name: "Fragile label roll", type: "label", size: "100 × 50 mm", price: 2, dims: [100, 50, 1], weight: 1 },
] as const;

async function organisationNamed(manager: EntityManager, name: string): Promise<boolean> {
  return (await manager.query(`SELECT 1 FROM organisation WHERE name = $1`, [name])).length > 0;
}

export async function seedDemoDirectory(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const organisations = container.resolve<Organisations>("organisationService");
  const owner = (who: { email: string; firstName: string; lastName: string }) => ({
    email: who.email,
    password: DEMO_PASSWORD,
    first_name: who.firstName,
    last_name: who.lastName,
  });

  if (!(await organisationNamed(manager, DEMO_DECLINED_SIGN_UP.name))) {
    const signUp = await organisations.createWithOwner({
      organisation: { name: DEMO_DECLINED_SIGN_UP.name, type: "merchant", status: "waitlist" },
      owner: owner(DEMO_DECLINED_SIGN_UP),
    });
    await organisations.decideWaitlist(signUp.organisation.id, "decline");
  }

  const [agency] = await manager.query(
    `SELECT id FROM organisation WHERE type = 'agency' AND name = 'Brightside Agency'`,
  );
  if (agency && !(await organisationNamed(manager, DEMO_AGENCY_CLIENT_DISABLED.name))) {
    await organisations.createWithOwner({
      organisation: {
        name: DEMO_AGENCY_CLIENT_DISABLED.name,
        type: "merchant",
        status: "active",
        agency_id: agency.id,
        disabled_at: new Date(Date.now() - DEMO_AGENCY_CLIENT_DISABLED.disabledDaysAgo * DAY),
      },
      owner: owner(DEMO_AGENCY_CLIENT_DISABLED),
    });
  }

  const [customer] = await manager.query(
    `SELECT m.organisation_id, m.customer_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = 'customer@demo.local' AND c.has_account = true`,
  );
  if (!customer) return;
  const [ownLocation] = await manager.query(`SELECT 1 FROM location WHERE organisation_id = $1`, [
    customer.organisation_id,
  ]);
  if (!ownLocation) {
    await container.resolve<Locations>("locationService").create({
      name: "Nordlicht storeroom",
      type: "customer",
      status: "active",
      address1: "Hafenstraße 12",
      city: "Hamburg",
      postalCode: "20457",
      countryCode: "DE",
      organisationId: customer.organisation_id,
    });
  }

  const packagings = container.resolve<Packagings>("packagingService");
  for (const item of DEMO_PACKAGING_MORE) {
    const [present] = await manager.query(`SELECT 1 FROM packaging WHERE kind = 'stock' AND type = $1`, [item.type]);
    if (present) continue;
    await packagings.create({
      name: item.name,
      type: item.type,
      size: item.size,
      price: item.price,
      lengthMm: item.dims[0],
      widthMm: item.dims[1],
      heightMm: item.dims[2],
      weightG: item.weight,
      moq: 100,
      productionMinDays: 5,
      productionMaxDays: 10,
      customSize: false,
    });
  }
  await seedOrderUniquePackaging(container, manager, customer);
}

/** A gift box printed for one shop order (kind custom), once the demo shop's orders are there. */
async function seedOrderUniquePackaging(
  container: MedusaContainer,
  manager: EntityManager,
  customer: { organisation_id: string; customer_id: string },
): Promise<void> {
  const [present] = await manager.query(`SELECT 1 FROM packaging WHERE organisation_id = $1 AND kind = 'custom'`, [
    customer.organisation_id,
  ]);
  if (present) return;
  const [order] = await manager.query(
    `SELECT coalesce(e.external_order_name, '#' || o.display_id) AS number, e.shop_id, li.variant_id
       FROM order_extension e JOIN "order" o ON o.id = e.order_id JOIN line_item li ON li.order_id = o.id
      WHERE e.organisation_id = $1 AND e.location_id IS NOT NULL AND li.variant_id IS NOT NULL AND o.status <> 'canceled'
      ORDER BY o.created_at DESC LIMIT 1`,
    [customer.organisation_id],
  );
  const [size] = await manager.query(
    `SELECT id FROM packaging WHERE kind = 'stock' AND custom_size = true ORDER BY created_at LIMIT 1`,
  );
  if (!order || !size) return;
  const [artwork] = await container
    .resolve<UploadApi>("uploadService")
    .store(customer.organisation_id, customer.customer_id, [
      { originalName: "gift-box-artwork.png", bytes: DEMO_PHOTO },
    ]);
  if (!artwork) return;
  await container
    .resolve<PackagingOrders>("packagingOrderService")
    .createOrderUnique(customer.organisation_id, customer.customer_id, {
      orderNumber: order.number,
      shopId: order.shop_id,
      variantId: order.variant_id,
      packagingId: size.id,
      quantity: 1,
      files: [{ id: artwork.id }],
    });
}
