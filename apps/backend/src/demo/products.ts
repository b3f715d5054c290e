// Demo data of the products domain: support's Medusa admin identity (Product edit), the demo
// customer's shop linked to the demo products, and product requests in several statuses.
// Idempotent: runs on every start and adds only what is missing.
import type { UserService } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import { DEMO_PASSWORD, DEMO_PRODUCTS, DEMO_SUPPLIER_EMAIL } from "../demo";
import type { MedusaContainer } from "../server";

const SUPPORT_EMAIL = "support@demo.local";
const CUSTOMER_EMAIL = "customer@demo.local";

type Viewer = { organisationId: string; customerId: string; role: string | null };
type ProductRequestService = {
  create(organisationId: string, customerId: string, input: Record<string, unknown>): Promise<{ id: string }>;
  assignProducer(viewer: Viewer, input: { requestId: string; producerOrganisationId: string | null }): Promise<unknown>;
  move(viewer: Viewer, input: { requestId: string; status: string }): Promise<unknown>;
};

async function memberOf(manager: EntityManager, email: string) {
  const [row] = await manager.query(
    `SELECT m.organisation_id, c.id AS customer_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = $1 AND c.has_account = true`,
    [email],
  );
  return row as { organisation_id: string; customer_id: string } | undefined;
}

export async function seedDemoProducts(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");

  // Support staff also hold a Medusa admin identity: Product edit uses Medusa's admin API.
  const users = container.resolve<UserService>("userService");
  if ((await users.list({ email: SUPPORT_EMAIL })).length === 0) {
    await users.create(
      { email: SUPPORT_EMAIL, first_name: "Sam", last_name: "Support", role: "admin" as never },
      DEMO_PASSWORD,
    );
  }

  const customer = await memberOf(manager, CUSTOMER_EMAIL);
  const support = await memberOf(manager, SUPPORT_EMAIL);
  const supplier = await memberOf(manager, DEMO_SUPPLIER_EMAIL);
  if (!customer || !support) return;
  const [shop] = await manager.query(
    `SELECT id FROM shop WHERE organisation_id = $1 ORDER BY (domain = 'demo-shop.myshopify.com') DESC, created_at LIMIT 1`,
    [customer.organisation_id],
  );
  // The demo shop appears once the demo customer has connected it; until then there is nothing to link.
  if (!shop) return;

  // The demo products are sold in the demo shop under their SKUs (the default match).
  await manager.query(
    `INSERT INTO shop_product_link (id, shop_id, sku, variant_id)
     SELECT 'spl_demo_' || substr(md5($1 || v.id), 1, 20), $1, v.sku, v.id
       FROM product_variant v JOIN product p ON p.id = v.product_id
      WHERE p.handle = ANY($2) AND v.sku IS NOT NULL AND v.deleted_at IS NULL
     ON CONFLICT DO NOTHING`,
    [shop.id, DEMO_PRODUCTS.map((product) => product.handle)],
  );

  const [present] = await manager.query(`SELECT 1 FROM product_request WHERE organisation_id = $1 LIMIT 1`, [
    customer.organisation_id,
  ]);
  if (present) return;
  const requests = container.resolve<ProductRequestService>("productRequestService");
  const asSupport: Viewer = {
    organisationId: support.organisation_id,
    customerId: support.customer_id,
    role: "support",
  };
  const file = async (input: Record<string, unknown>, submit = true) =>
    (
      await requests.create(customer.organisation_id, customer.customer_id, {
        shopId: shop.id,
        shopProduct: null,
        files: [],
        brandService: false,
        dropshippingOffer: false,
        bulkOrderOffer: false,
        bulkAmount: null,
        importMethod: null,
        photoContent: false,
        colourBox: false,
        productSpecification: false,
        productRequirements: false,
        submit,
        ...input,
      })
    ).id;

  const pending = await file({
    productName: "Stoneware Serving Bowl",
    producerName: "Jingdezhen Ceramics Co.",
    description: "A 24 cm serving bowl in matt white, food safe, dishwasher proof.",
    bulkOrderOffer: true,
    bulkAmount: 500,
    importMethod: "train",
    colourBox: true,
  });
  await file(
    {
      productName: "Linen Table Runner",
      producerName: "Baltic Linen",
      description: "150 × 40 cm, natural linen, hemmed edges.",
      photoContent: true,
    },
    false,
  );
  const accepted = await file({
    productName: "Bamboo Utensil Set",
    producerName: "Green Bamboo Ltd.",
    description: "Five pieces: spoon, spatula, ladle, tongs, stand. Engraved logo.",
    brandService: true,
    dropshippingOffer: true,
  });
  const declined = await file({
    productName: "Glass Water Carafe",
    producerName: "Unknown",
    description: "1 l carafe with cork stopper.",
  });
  const published = await file({
    productName: "Cotton Kitchen Towels",
    producerName: "Anatolia Textiles",
    description: "Set of three, 50 × 70 cm, waffle weave.",
    productSpecification: true,
    productRequirements: true,
  });
  const withdrawn = await file({
    productName: "Cork Coasters",
    producerName: "Cortiça Lda.",
    description: "Round, 10 cm, set of six.",
  });
  if (supplier) {
    // The producer is asked before the decision, so its list has requests in every status it can see.
    for (const id of [pending, accepted, published, declined, withdrawn]) {
      await requests.assignProducer(asSupport, { requestId: id, producerOrganisationId: supplier.organisation_id });
    }
    for (const id of [accepted, published]) await requests.move(asSupport, { requestId: id, status: "accepted" });
    await requests.move(asSupport, { requestId: published, status: "published" });
  }
  await requests.move(asSupport, { requestId: declined, status: "not_accepted" });
  await requests.move(asSupport, { requestId: withdrawn, status: "n/a" });
}
