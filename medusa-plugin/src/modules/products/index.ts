// The products module's public surface: what other domains and services/ may import. The routers
// (`productsRouter`, `suppliersRouter`) are mounted by trpc/router.ts from ./router.

export { addSupplier } from "./data-access/suppliers";
export { default as ProductCatalogueService } from "./product-catalogue-service";
export { default as ProductLinkService } from "./product-link-service";
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
