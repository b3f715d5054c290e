import type {
  ProductCategoryService,
  ProductCollectionService,
  ProductService,
  ShippingProfileService,
} from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";

/** Categories (a two-level tree), collections, types and tags of the demo products, as Medusa Admin shows them. */
export const DEMO_CATEGORIES = [
  { handle: "home-kitchen", name: "Home & Kitchen", parent: null },
  { handle: "kitchenware", name: "Kitchenware", parent: "home-kitchen" },
  { handle: "accessories", name: "Accessories", parent: null },
  { handle: "bags", name: "Bags", parent: "accessories" },
] as const;

export const DEMO_COLLECTIONS = [
  { handle: "sustainable-living", title: "Sustainable Living" },
  { handle: "cafe-essentials", title: "Café Essentials" },
] as const;

type Handle<T extends ReadonlyArray<{ handle: string }>> = T[number]["handle"];

const DEMO_CATALOGUE: Record<
  string,
  {
    category: Handle<typeof DEMO_CATEGORIES>;
    collection: Handle<typeof DEMO_COLLECTIONS>;
    type: string;
    tags: string[];
  }
> = {
  "bamboo-cutting-board": {
    category: "kitchenware",
    collection: "sustainable-living",
    type: "Kitchenware",
    tags: ["bamboo", "eco"],
  },
  "ceramic-coffee-mug": {
    category: "kitchenware",
    collection: "cafe-essentials",
    type: "Drinkware",
    tags: ["ceramic", "dishwasher-safe"],
  },
  "organic-cotton-tote": {
    category: "bags",
    collection: "sustainable-living",
    type: "Bags",
    tags: ["organic-cotton", "eco"],
  },
};

/** The demo product's picture, under apps/web/public/demo/products (same origin as the app). */
export function demoProductImage(handle: string): string {
  return `/demo/products/${handle}.svg`;
}

/**
 * Idempotent: the demo catalogue's categories and collections exist, each demo product that has
 * no type yet gets its type, tags, collection and category (Medusa upserts types and tags by value),
 * each demo product without a picture gets its picture, and every product without a shipping
 * profile gets the default one (Medusa's ProductService does
 * not attach it; without it Medusa's own checkout finds no shipping option for the product).
 */
export async function seedDemoCatalogue(container: MedusaContainer): Promise<void> {
  const categories = container.resolve<ProductCategoryService>("productCategoryService");
  const collections = container.resolve<ProductCollectionService>("productCollectionService");
  const products = container.resolve<ProductService>("productService");

  // MEDUSA_FF_PRODUCT_CATEGORIES=false turns categories (and their tables' migrations) off.
  const withCategories = container
    .resolve<{ isFeatureEnabled(key: string): boolean }>("featureFlagRouter")
    .isFeatureEnabled("product_categories");
  const categoryIds = new Map<string, string>();
  for (const demo of withCategories ? DEMO_CATEGORIES : []) {
    const [found] = await categories.listAndCount({ handle: demo.handle } as never, { take: 1 });
    const category =
      found[0] ??
      (await categories.create({
        name: demo.name,
        handle: demo.handle,
        is_active: true,
        is_internal: false,
        parent_category_id: demo.parent ? (categoryIds.get(demo.parent) ?? null) : null,
      }));
    categoryIds.set(demo.handle, category.id);
  }
  const collectionIds = new Map<string, string>();
  for (const demo of DEMO_COLLECTIONS) {
    const [found] = await collections.list({ handle: demo.handle } as never, { skip: 0, take: 1 });
    const collection = found ?? (await collections.create({ title: demo.title, handle: demo.handle }));
    collectionIds.set(demo.handle, collection.id);
  }

  const manager = container.resolve<EntityManager>("manager");
  const unshippable: Array<{ id: string }> = await manager.query(
    `SELECT p.id FROM product p WHERE p.deleted_at IS NULL AND p.is_giftcard = false
        AND NOT EXISTS (SELECT 1 FROM product_shipping_profile psp WHERE psp.product_id = p.id)`,
  );
  const profile = await container.resolve<ShippingProfileService>("shippingProfileService").retrieveDefault();
  if (profile && unshippable.length)
    await container.resolve<ShippingProfileService>("shippingProfileService").addProducts(
      profile.id,
      unshippable.map((row) => row.id),
    );

  for (const [handle, demo] of Object.entries(DEMO_CATALOGUE)) {
    const [product] = await products.list({ handle }, { select: ["id", "type_id", "thumbnail"], take: 1 });
    if (!product) continue;
    if (!product.thumbnail) {
      // A picture of each demo product (served with the web app), for Medusa Admin and booked products.
      const image = demoProductImage(handle);
      await products.update(product.id, { images: [image], thumbnail: image } as Parameters<
        ProductService["update"]
      >[1]);
    }
    if (product.type_id) continue;
    await products.update(product.id, {
      type: { value: demo.type },
      tags: demo.tags.map((value) => ({ value })),
      collection_id: collectionIds.get(demo.collection),
      ...(withCategories ? { categories: [{ id: categoryIds.get(demo.category) as string }] } : {}),
    } as Parameters<ProductService["update"]>[1]);
  }
}
