import type { ProductRequestStatus, UploadedFile } from "@platform/domain";

// A product request as its screens show it: the one query, who may see it, and its view.

export type RequestViewer = { organisationId: string; customerId: string; role: string | null };

export type ProductRequestView = {
  id: string;
  organisation: { id: string; name: string };
  shop: { id: string; name: string };
  shopProduct: { productId: string; variantId: string | null; title: string | null } | null;
  productName: string;
  producerName: string;
  description: string;
  services: {
    brandService: boolean;
    dropshippingOffer: boolean;
    bulkOrderOffer: boolean;
    bulkAmount: number | null;
    importMethod: string | null;
    photoContent: boolean;
    colourBox: boolean;
    productSpecification: boolean;
    productRequirements: boolean;
  };
  status: ProductRequestStatus;
  producer: { id: string; name: string } | null;
  product: { id: string; title: string; status: string } | null;
  createdAt: Date;
  updatedAt: Date;
};

export type ProductRequestDetail = ProductRequestView & {
  files: UploadedFile[];
  history: Array<{
    type: string;
    from: string | null;
    to: string | null;
    actor: string | null;
    actorOrganisation: string | null;
    at: Date;
  }>;
};

/** Columns of a product request with the names its screens show. */
export const SELECT = `
  SELECT r.*, org.name AS organisation_name, s.name AS shop_name, prod.name AS producer_org_name,
         p.title AS product_title, p.status AS product_status
    FROM product_request r
    JOIN organisation org ON org.id = r.organisation_id
    JOIN shop s ON s.id = r.shop_id
    LEFT JOIN organisation prod ON prod.id = r.producer_organisation_id
    LEFT JOIN product p ON p.id = r.product_id AND p.deleted_at IS NULL`;

/** Which requests a viewer sees: support all, a producer those assigned to it, a merchant its own. */
export function scope(viewer: RequestViewer, params: unknown[]): string {
  if (viewer.role === "support") return "TRUE";
  params.push(viewer.organisationId);
  return viewer.role === "supplier"
    ? `r.producer_organisation_id = $${params.length} AND r.status <> 'draft'`
    : `r.organisation_id = $${params.length}`;
}

/** A row of SELECT as its view. */
export function toView(row: Record<string, unknown>): ProductRequestView {
  return {
    id: row.id as string,
    organisation: { id: row.organisation_id as string, name: row.organisation_name as string },
    shop: { id: row.shop_id as string, name: row.shop_name as string },
    shopProduct: row.shopify_product_id
      ? {
          productId: row.shopify_product_id as string,
          variantId: (row.shopify_variant_id as string | null) ?? null,
          title: (row.shop_product_title as string | null) ?? null,
        }
      : null,
    productName: row.product_name as string,
    producerName: row.producer_name as string,
    description: row.description as string,
    services: {
      brandService: row.brand_service as boolean,
      dropshippingOffer: row.dropshipping_offer as boolean,
      bulkOrderOffer: row.bulk_order_offer as boolean,
      bulkAmount: (row.bulk_amount as number | null) ?? null,
      importMethod: (row.import_method as string | null) ?? null,
      photoContent: row.photo_content as boolean,
      colourBox: row.colour_box as boolean,
      productSpecification: row.product_specification as boolean,
      productRequirements: row.product_requirements as boolean,
    },
    status: row.status as ProductRequestStatus,
    producer: row.producer_organisation_id
      ? { id: row.producer_organisation_id as string, name: row.producer_org_name as string }
      : null,
    product: row.product_id
      ? { id: row.product_id as string, title: row.product_title as string, status: row.product_status as string }
      : null,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
  };
}
