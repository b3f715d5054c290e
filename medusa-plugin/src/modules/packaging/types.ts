// What the packaging screens get: the catalogue, packaging orders, stock, an order's packaging.
import type { PackagingOrderStatus, UploadedFile } from "@platform/domain";

export type { PackagingView, PackagingViewer, VariantDefault } from "./data-access/packaging";

/** Upload subject kinds: the customer's files and the producer's print files of a packaging order. */
export const PACKAGING_ORDER_SUBJECT = "packaging_order";
export const PACKAGING_ORDER_PRODUCER_SUBJECT = "packaging_order_producer";

export type PackagingOrderView = {
  id: string;
  number: string;
  kind: "stock" | "order_unique";
  status: PackagingOrderStatus;
  /** "not_invoiced" until the invoices domain invoices it. */
  paymentStatus: string;
  invoiceId: string | null;
  organisation: { id: string; name: string };
  location: { id: string; name: string };
  producer: { id: string; name: string } | null;
  packaging: { id: string; name: string; size: string; type: string };
  product: { variantId: string; title: string; sku: string | null } | null;
  customerOrder: { id: string; number: string } | null;
  quantity: number;
  unitPrice: number;
  total: number;
  currencyCode: string;
  items: Array<{ name: string; size: string; quantity: number; unitPrice: number; total: number }>;
  dimensions: { lengthMm: number; widthMm: number; heightMm: number; overridden: boolean };
  expectedArrivalFrom: string;
  expectedArrivalTo: string;
  arrivedAt: Date | null;
  createdAt: Date;
  customerFiles: UploadedFile[];
  producerFiles: UploadedFile[];
};

export type PackagingStockRow = {
  organisation: { id: string; name: string };
  location: { id: string; name: string };
  packaging: { id: string; name: string; size: string; type: string; kind: string };
  onHand: number;
  /** Needed by the location's open orders whose variants use this packaging. */
  reserved: number;
  /** Ordered and not yet arrived. */
  arriving: number;
};

export type OrderPackagingView = {
  /** What the order's items use (their variants' default packaging), per packaging. */
  planned: Array<{ packagingId: string; name: string; size: string; quantity: number; onHand: number | null }>;
  locationName: string | null;
  /** The chosen location lacks packaging the order needs (routing's warning). */
  lacking: Array<{ packagingId: string; name: string; size: string; needed: number; onHand: number }>;
  /** The packaging stock changes the order's shipments made. */
  changes: Array<{
    id: string;
    shipmentId: string | null;
    packagingId: string;
    name: string;
    size: string;
    locationName: string;
    quantityChange: number;
    missing: number;
    onHandAfter: number;
    createdAt: Date;
  }>;
};
