// The shop's own catalogue as Shopify's Admin API shows it (products with variants). A new shop
// starts with the demo products (grouped by title, one variant each); tests add their own.
import { DEMO_PRODUCTS, type ShopifyId } from "./orders";

export type FakeVariant = { id: ShopifyId; sku: string | null; barcode: string | null; title: string; price: string };
export type FakeProduct = {
  id: ShopifyId;
  title: string;
  handle: string;
  vendor: string;
  status: "ACTIVE" | "DRAFT" | "ARCHIVED";
  createdAt: string;
  updatedAt: string;
  variants: FakeVariant[];
};

export type NewProductInput = {
  title: string;
  vendor?: string;
  status?: FakeProduct["status"];
  variants?: Array<{ sku?: string | null; barcode?: string | null; title?: string; price?: string }>;
};

const handleOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function buildProduct(nextId: () => ShopifyId, input: NewProductInput): FakeProduct {
  const now = new Date().toISOString();
  const variants = input.variants?.length ? input.variants : [{}];
  return {
    id: nextId(),
    title: input.title,
    handle: handleOf(input.title),
    vendor: input.vendor ?? "Demo vendor",
    status: input.status ?? "ACTIVE",
    createdAt: now,
    updatedAt: now,
    variants: variants.map((v) => ({
      id: nextId(),
      sku: v.sku ?? null,
      barcode: v.barcode ?? null,
      title: v.title ?? "Default Title",
      price: v.price ?? "0.00",
    })),
  };
}

/** The demo catalogue every new shop starts with. */
export function demoCatalogue(nextId: () => ShopifyId): FakeProduct[] {
  const byTitle = new Map<string, NewProductInput>();
  for (const product of DEMO_PRODUCTS) {
    const entry = byTitle.get(product.title) ?? { title: product.title, variants: [] };
    entry.variants?.push({
      sku: product.sku,
      barcode: product.barcode,
      title: product.variantTitle ?? "Default Title",
      price: product.price,
    });
    byTitle.set(product.title, entry);
  }
  return [...byTitle.values()].map((input) => buildProduct(nextId, input));
}

/**
 * Shopify's product search syntax, the part the platform uses: `sku:`, `title:` and `status:` terms
 * (a trailing `*` is a prefix match), and free words matched against title, vendor and SKUs.
 */
export function matchesProductQuery(product: FakeProduct, query: string | null | undefined): boolean {
  if (!query) return true;
  const terms = query.match(/(\w+):(?:"([^"]*)"|'([^']*)'|(\S+))|"([^"]*)"|(\S+)/g) ?? [];
  return terms.every((term) => {
    const field = /^(\w+):/.exec(term)?.[1]?.toLowerCase();
    const raw = (field ? term.slice(field.length + 1) : term).replace(/^["']|["']$/g, "").toLowerCase();
    const value = raw.replace(/\*$/, "");
    const like = (text: string | null) => (text ?? "").toLowerCase().includes(value);
    if (field === "sku") return product.variants.some((v) => like(v.sku));
    if (field === "title") return like(product.title);
    if (field === "status") return product.status.toLowerCase() === value;
    if (field) return true;
    return like(product.title) || like(product.vendor) || product.variants.some((v) => like(v.sku));
  });
}
