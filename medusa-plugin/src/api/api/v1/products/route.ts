import { apiProductPageSchema, productListSchema, scopeOf } from "@platform/domain";
import type { ProductCatalogueService } from "../../../../modules/products";
import { apiRoute, documented, queryInput } from "../../../rest-api";

/** GET /api/v1/products — the Products screen: what the organisation sells (`scope=linked`) and may sell, with stock per location. */
export const GET = apiRoute({ scope: scopeOf("products", "read"), access: "products" }, async ({ caller, req }) => {
  const input = productListSchema.parse(queryInput(req));
  const page = await req.scope
    .resolve<ProductCatalogueService>("productCatalogueService")
    .list({ organisationId: caller.organisationId, customerId: caller.customerId, isSupport: false }, input);
  return { status: 200, body: documented(apiProductPageSchema, { ...page, data: page.items }) };
});
