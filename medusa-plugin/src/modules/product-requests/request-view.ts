import type { ProductRequestStatus } from "@platform/domain";
import type { RequestRow } from "./data-access/requests";
import type { ProductRequestView } from "./types";

/** A request row as its screens show it. */
export function toView(row: RequestRow): ProductRequestView {
  return {
    id: row.id,
    organisation: { id: row.organisationId, name: row.organisationName },
    shop: { id: row.shopId, name: row.shopName },
    shopProduct: row.shopifyProductId
      ? {
          productId: row.shopifyProductId,
          variantId: row.shopifyVariantId ?? null,
          title: row.shopProductTitle ?? null,
        }
      : null,
    productName: row.productName,
    producerName: row.producerName,
    description: row.description,
    services: {
      brandService: row.brandService,
      dropshippingOffer: row.dropshippingOffer,
      bulkOrderOffer: row.bulkOrderOffer,
      bulkAmount: row.bulkAmount ?? null,
      importMethod: row.importMethod ?? null,
      photoContent: row.photoContent,
      colourBox: row.colourBox,
      productSpecification: row.productSpecification,
      productRequirements: row.productRequirements,
    },
    status: row.status as ProductRequestStatus,
    producer: row.producerOrganisationId
      ? { id: row.producerOrganisationId, name: row.producerOrgName as string }
      : null,
    product: row.productId
      ? { id: row.productId, title: row.productTitle as string, status: row.productStatus as string }
      : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
