import type { ProductRequestStatus, UploadedFile } from "@platform/domain";

// A product request as its screens show it, and who asks.

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
