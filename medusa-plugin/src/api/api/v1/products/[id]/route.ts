import { apiProductDetailSchema, productIdSchema, scopeOf } from "@platform/domain";
import type { ProductCatalogueService } from "../../../../../modules/products";
import { apiRoute, documented } from "../../../../rest-api";

/** GET /api/v1/products/:id — the product with its variants (SKU, barcode), their stock per location and sales. */
export const GET = apiRoute(
  { scope: scopeOf("products", "read"), access: "productOverview" },
  async ({ caller, req }) => {
    const { productId } = productIdSchema.parse({ productId: req.params.id });
    const overview = await req.scope
      .resolve<ProductCatalogueService>("productCatalogueService")
      .overview({ organisationId: caller.organisationId, customerId: caller.customerId, isSupport: false }, productId);
    return { status: 200, body: documented(apiProductDetailSchema, overview) };
  },
);
