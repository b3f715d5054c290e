// The views the product screens (catalogue, overview, linking, suppliers' products) get.

/** Who is asking: a merchant (their own shops only) or support (every shop). */
export type Viewer = { organisationId: string; customerId: string; isSupport: boolean };

export type StockAtLocation = { locationId: string; locationName: string; onHand: number; available: number };

export type ShopProductHit = {
  productId: string;
  variantId: string;
  title: string;
  variantTitle: string;
  sku: string | null;
  barcode: string | null;
  linkedVariantId: string | null;
};

export type LinkView = {
  id: string;
  shopId: string;
  shopName: string;
  organisationId: string;
  shopifyProductId: string | null;
  shopifyVariantId: string | null;
  shopProductTitle: string | null;
  sku: string | null;
  variantId: string;
  variantTitle: string;
  createdAt: Date;
};

/** A connected shop whose products the viewer may link. */
export type LinkShop = { id: string; name: string; domain: string; organisationName: string };

/** A platform product, marked where the supplier organisation supplies it. */
export type SupplierProduct = { id: string; title: string; handle: string | null; supplied: boolean };

/** A platform variant as pickers show it; `price` is its EUR list price in cents (none → null). */
export type VariantOption = { id: string; product: string; variant: string; sku: string | null; price: number | null };
