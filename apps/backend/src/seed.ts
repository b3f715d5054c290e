import type {
  ProductService,
  ProductVariantService,
  RegionService,
  SalesChannelService,
  ShippingOptionService,
  ShippingProfileService,
  StoreService,
  UserService,
} from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import {
  DEMO_ADMIN,
  DEMO_EXTRA_MEMBERS,
  DEMO_LOCATIONS,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_PRIORITIES,
  DEMO_PRODUCTS,
  DEMO_SUPPLIER_EMAIL,
  DEMO_WAITLIST,
  EU_COUNTRIES,
} from "./demo";
import { seedDemoBookings } from "./demo/bookings";
import { seedDemoCatalogue } from "./demo/catalogue";
import { seedDemoInvoices } from "./demo/invoices";
import { seedDemoNotifications } from "./demo/notifications";
import { seedDemoPackaging } from "./demo/packaging";
import { seedDemoProducts } from "./demo/products";
import { seedDemoStock } from "./demo/stock";
import type { MedusaContainer } from "./server";

type Membership = { organisation: { id: string; type: string } };
type OrganisationService = {
  createWithOwner(input: unknown): Promise<Membership>;
  createMember(input: unknown): Promise<Membership>;
};

const DAY = 24 * 60 * 60 * 1000;

/** Whether the demo data is there already (the last waitlist sign-up is made last). */
async function isSeeded(manager: EntityManager): Promise<boolean> {
  const rows = await manager.query(`SELECT 1 FROM customer WHERE email = $1 AND has_account = true`, [
    DEMO_WAITLIST[DEMO_WAITLIST.length - 1]?.email,
  ]);
  return rows.length > 0;
}

/** Idempotent: creates the demo region, products, admin user and one login per role once. */
/**
 * The demo world, once. Every demo login has the same password: hashed once (a hash at today's
 * cost takes a few hundred milliseconds, docs/security.md "Password hashes") and reused.
 */
export async function seedDemoData(container: MedusaContainer): Promise<{ created: boolean }> {
  const { reusingPasswordHashes } = require("@platform/medusa-plugin") as typeof import("@platform/medusa-plugin");
  return await reusingPasswordHashes(() => seedDemoDataOnce(container));
}

async function seedDemoDataOnce(container: MedusaContainer): Promise<{ created: boolean }> {
  const manager = container.resolve<EntityManager>("manager");
  if (await isSeeded(manager)) {
    // Data seeded before locations (or product suppliers) existed gets them now.
    await seedDemoLocations(container);
    await seedDemoSuppliers(container);
    await seedDemoCatalogue(container);
    await seedDemoPackaging(container);
    await seedDemoInvoices(container);
    await seedDemoBookings(container);
    await seedDemoStock(container);
    await seedDemoProducts(container);
    await seedDemoNotifications(container);
    return { created: false };
  }

  const store = container.resolve<StoreService>("storeService");
  const regions = container.resolve<RegionService>("regionService");
  const products = container.resolve<ProductService>("productService");
  const variants = container.resolve<ProductVariantService>("productVariantService");
  const profiles = container.resolve<ShippingProfileService>("shippingProfileService");
  const shippingOptions = container.resolve<ShippingOptionService>("shippingOptionService");
  const salesChannels = container.resolve<SalesChannelService>("salesChannelService");
  const users = container.resolve<UserService>("userService");
  const organisations = container.resolve<OrganisationService>("organisationService");

  const current = await store.retrieve({ relations: ["currencies"] });
  if (!current.currencies.some((c) => c.code === "eur")) await store.addCurrency("eur");
  await store.update({ name: "Fulfilo", default_currency_code: "eur" });

  const existingRegions = await regions.list({ name: "EU" });
  const region =
    existingRegions[0] ??
    (await regions.create({
      name: "EU",
      currency_code: "eur",
      tax_rate: 19,
      payment_providers: ["manual"],
      fulfillment_providers: ["manual"],
      countries: EU_COUNTRIES,
    }));

  const profile = await profiles.retrieveDefault();
  if (profile) {
    await shippingOptions.create({
      name: "Standard shipping",
      region_id: region.id,
      profile_id: profile.id,
      provider_id: "manual",
      price_type: "flat_rate",
      amount: 490,
      data: {},
    } as Parameters<ShippingOptionService["create"]>[0]);
  }

  const channel = await salesChannels.retrieveDefault();
  for (const demo of DEMO_PRODUCTS) {
    const product = await products.create({
      title: demo.title,
      handle: demo.handle,
      description: demo.description,
      status: "published" as never,
      hs_code: demo.hs_code,
      origin_country: demo.origin_country,
      mid_code: demo.mid_code,
      options: [{ title: "Variant" }],
      sales_channels: channel ? [{ id: channel.id }] : undefined,
    } as Parameters<ProductService["create"]>[0]);
    const withOptions = await products.retrieve(product.id, { relations: ["options"] });
    const optionId = withOptions.options[0]?.id as string;
    for (const v of demo.variants) {
      await variants.create(product.id, {
        title: v.title,
        sku: v.sku,
        barcode: v.barcode,
        length: v.length,
        width: v.width,
        height: v.height,
        weight: v.weight,
        hs_code: demo.hs_code,
        origin_country: demo.origin_country,
        mid_code: demo.mid_code,
        inventory_quantity: 100,
        manage_inventory: true,
        prices: [{ currency_code: "eur", amount: v.price }],
        options: [{ option_id: optionId, value: v.title }],
      } as Parameters<ProductVariantService["create"]>[1]);
    }
  }

  const admin = await users.list({ email: DEMO_ADMIN.email });
  if (admin.length === 0) {
    await users.create(
      { email: DEMO_ADMIN.email, first_name: "Demo", last_name: "Admin", role: "admin" as never },
      DEMO_ADMIN.password,
    );
  }

  let agencyId: string | null = null;
  const organisationIdByEmail = new Map<string, string>();
  for (const login of DEMO_LOGINS) {
    const { disabledDaysAgo, company, ...organisation } = login.organisation;
    const membership = await organisations.createWithOwner({
      organisation: {
        ...organisation,
        ...company,
        disabled_at: disabledDaysAgo ? new Date(Date.now() - disabledDaysAgo * DAY) : null,
        // The demo customer is a client of the demo agency.
        agency_id: login.role === "customer" ? agencyId : null,
      },
      owner: { email: login.email, password: DEMO_PASSWORD, first_name: login.firstName, last_name: login.lastName },
    });
    organisationIdByEmail.set(login.email, membership.organisation.id);
    if (membership.organisation.type === "agency") agencyId = membership.organisation.id;
  }
  for (const extra of DEMO_EXTRA_MEMBERS) {
    await organisations.createMember({
      organisationId: organisationIdByEmail.get(extra.organisationOf),
      owner: { email: extra.email, password: DEMO_PASSWORD, first_name: extra.firstName, last_name: extra.lastName },
      role: extra.role,
      language: "en",
      invitedBy: null,
    });
  }
  for (const signUp of DEMO_WAITLIST) {
    await organisations.createWithOwner({
      organisation: { name: signUp.name, type: "merchant", status: "waitlist" },
      owner: { email: signUp.email, password: DEMO_PASSWORD, first_name: signUp.firstName, last_name: signUp.lastName },
    });
  }
  await seedDemoLocations(container);
  await seedDemoSuppliers(container);
  // Categories, collections, types and tags, so Medusa Admin's product pages show them.
  await seedDemoCatalogue(container);
  await seedDemoPackaging(container);
  await seedDemoInvoices(container);
  await seedDemoBookings(container);
  await seedDemoStock(container);
  await seedDemoProducts(container);
  await seedDemoNotifications(container);
  return { created: true };
}

/** Once: the demo supplier supplies the demo products, so the demo orders' chats can reach it. */
async function seedDemoSuppliers(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const [present] = await manager.query(`SELECT 1 FROM product_supplier LIMIT 1`);
  if (present) return;
  await manager.query(
    `INSERT INTO product_supplier (product_id, organisation_id)
     SELECT p.id, m.organisation_id
       FROM product p, member m JOIN customer c ON c.id = m.customer_id
      WHERE p.handle = ANY($1) AND p.deleted_at IS NULL AND c.email = $2 AND c.has_account = true
     ON CONFLICT DO NOTHING`,
    [DEMO_PRODUCTS.map((product) => product.handle), DEMO_SUPPLIER_EMAIL],
  );
}

type OrderRoutingService = { routeOrderNow(orderId: string): Promise<unknown> };

/**
 * Once: the platform warehouses, the demo merchant's priorities for DE, AT and No Country and its
 * stock there; then the merchant's orders that were never routed are routed.
 */
async function seedDemoLocations(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const [present] = await manager.query(`SELECT 1 FROM location WHERE organisation_id IS NULL LIMIT 1`);
  if (present) return;
  const [merchant] = await manager.query(
    `SELECT m.organisation_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = 'customer@demo.local' AND c.has_account = true`,
  );
  const variants: Array<{ id: string; sku: string }> = await manager.query(
    `SELECT id, sku FROM product_variant WHERE sku IS NOT NULL AND deleted_at IS NULL`,
  );
  const variantBySku = new Map(variants.map((v) => [v.sku, v.id]));
  const { generateEntityId } = require("@medusajs/medusa") as typeof import("@medusajs/medusa");
  const idByKey = new Map<string, string>();
  await manager.transaction(async (tx) => {
    for (const location of DEMO_LOCATIONS) {
      const id = generateEntityId(undefined, "loc");
      idByKey.set(location.key, id);
      await tx.query(
        `INSERT INTO location (id, organisation_id, name, type, status, address_1, city, postal_code, country_code)
         VALUES ($1, NULL, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          location.name,
          location.type,
          location.status,
          location.address_1,
          location.city,
          location.postal_code,
          location.country_code,
        ],
      );
      // Every tracked row has its history from the start: the platform (system) created the warehouse.
      await tx.query(
        `INSERT INTO audit_entry (id, actor_kind, organisation_id, subject_type, subject_id, subject_label, action, after)
         VALUES ('aud_' || replace(gen_random_uuid()::text, '-', ''), 'system', NULL, 'location', $1, $2, 'location.created', $3)`,
        [
          id,
          location.name,
          JSON.stringify({
            name: location.name,
            type: location.type,
            status: location.status,
            address_1: location.address_1,
            city: location.city,
            postal_code: location.postal_code,
            country_code: location.country_code,
          }),
        ],
      );
      if (!merchant) continue;
      for (const [sku, onHand] of Object.entries(location.stock)) {
        const variantId = variantBySku.get(sku);
        if (!variantId) continue;
        await tx.query(
          `INSERT INTO location_stock (organisation_id, location_id, variant_id, on_hand) VALUES ($1, $2, $3, $4)`,
          [merchant.organisation_id, id, variantId, onHand],
        );
      }
    }
    if (!merchant) return;
    for (const [country, levels] of Object.entries(DEMO_PRIORITIES)) {
      for (const [key, priority] of Object.entries(levels)) {
        await tx.query(
          `INSERT INTO location_priority (organisation_id, location_id, country_code, priority) VALUES ($1, $2, $3, $4)`,
          [merchant.organisation_id, idByKey.get(key), country, priority],
        );
      }
    }
  });
  if (!merchant) return;
  const locations = container.resolve<OrderRoutingService>("orderRoutingService");
  const unrouted: Array<{ order_id: string }> = await manager.query(
    `SELECT e.order_id FROM order_extension e JOIN "order" o ON o.id = e.order_id
      WHERE e.organisation_id = $1 AND e.routing_status IS NULL AND e.shipped_at IS NULL AND o.status <> 'canceled'
      ORDER BY e.created_at`,
    [merchant.organisation_id],
  );
  for (const { order_id } of unrouted) await locations.routeOrderNow(order_id);
}
