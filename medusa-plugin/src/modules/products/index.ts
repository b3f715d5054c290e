// The products module's public surface: what other domains and services/ may import. The routers
// (`productsRouter`, `suppliersRouter`) are exported here and mounted by trpc/router.ts.

export { addSupplier } from "./data-access/suppliers";
export { default as ProductCatalogueService } from "./product-catalogue-service";
export { default as ProductLinkService } from "./product-link-service";
export { productsRouter, suppliersRouter } from "./router";
export { searchVariants } from "./search-variants";
export { default as SupplierService } from "./supplier-service";
export type {
  LinkShop,
  LinkView,
  ShopProductHit,
  StockAtLocation,
  SupplierProduct,
  VariantOption,
  Viewer,
} from "./types";
