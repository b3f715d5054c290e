import type { PackagingOrderStatus, UploadedFile } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type { PackagingViewer } from "../services/packaging-stock";
import type { ChatSubjectKind } from "./chat-subjects";

// A packaging order as its screens show it: the one query, who may see it, and its view.

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

/** Columns of a packaging order with the names its screens show. */
export const SELECT = `
  SELECT po.*, 'PO-' || po.number AS display_number, org.name AS organisation_name, l.name AS location_name,
         prod.name AS producer_name, p.name AS packaging_name, p.size AS packaging_size, p.type AS packaging_type,
         pr.title AS product_title, v.sku AS variant_sku,
         coalesce(e.external_order_name, '#' || o.display_id) AS customer_order_number,
         to_char(po.expected_arrival_from, 'YYYY-MM-DD') AS arrival_from,
         to_char(po.expected_arrival_to, 'YYYY-MM-DD') AS arrival_to
    FROM packaging_order po
    JOIN organisation org ON org.id = po.organisation_id
    JOIN location l ON l.id = po.location_id
    JOIN packaging p ON p.id = po.packaging_id
    LEFT JOIN organisation prod ON prod.id = po.producer_organisation_id
    LEFT JOIN product_variant v ON v.id = po.variant_id
    LEFT JOIN product pr ON pr.id = v.product_id
    LEFT JOIN order_extension e ON e.order_id = po.order_id
    LEFT JOIN "order" o ON o.id = po.order_id`;

/** Who sees a packaging order: its merchant, its producer, support. */
export function scope(viewer: PackagingViewer, params: unknown[]): string {
  if (viewer.role === "support") return "TRUE";
  params.push(viewer.organisationId);
  return viewer.role === "supplier"
    ? `po.producer_organisation_id = $${params.length}`
    : `po.organisation_id = $${params.length}`;
}

/** A row of SELECT as its view, with its files. */
export function toView(
  row: Record<string, never>,
  customerFiles: UploadedFile[],
  producerFiles: UploadedFile[],
): PackagingOrderView {
  return {
    id: row.id,
    number: row.display_number,
    kind: row.kind,
    status: row.status,
    paymentStatus: row.payment_status,
    invoiceId: row.invoice_id,
    organisation: { id: row.organisation_id, name: row.organisation_name },
    location: { id: row.location_id, name: row.location_name },
    producer: row.producer_organisation_id ? { id: row.producer_organisation_id, name: row.producer_name } : null,
    packaging: { id: row.packaging_id, name: row.packaging_name, size: row.packaging_size, type: row.packaging_type },
    product: row.variant_id ? { variantId: row.variant_id, title: row.product_title, sku: row.variant_sku } : null,
    customerOrder: row.order_id ? { id: row.order_id, number: row.customer_order_number } : null,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    total: row.total,
    currencyCode: row.currency_code,
    items: [
      {
        name: row.packaging_name,
        size: row.packaging_size,
        quantity: row.quantity,
        unitPrice: row.unit_price,
        total: row.total,
      },
    ],
    dimensions: {
      lengthMm: row.length_mm,
      widthMm: row.width_mm,
      heightMm: row.height_mm,
      overridden: row.dimensions_overridden_at !== null,
    },
    expectedArrivalFrom: row.arrival_from,
    expectedArrivalTo: row.arrival_to,
    arrivedAt: row.arrived_at,
    createdAt: row.created_at,
    customerFiles,
    producerFiles,
  };
}

// The merchant's and the producer's members may open both kinds of files (support always may).
export const mayReadPackagingOrderFiles = async (
  manager: EntityManager,
  request: { subjectId: string; organisationId: string },
) => {
  const [row] = await manager.query(
    `SELECT 1 FROM packaging_order WHERE id = $1 AND $2 IN (organisation_id, coalesce(producer_organisation_id, ''))`,
    [request.subjectId, request.organisationId],
  );
  return Boolean(row);
};

// Packaging-order chats: the assigned producer is the receiver (besides support).
export const packagingOrderChatSubject: ChatSubjectKind = {
  async load(manager, id) {
    const [row] = await manager.query(
      `SELECT po.organisation_id, po.status, po.producer_organisation_id, 'PO-' || po.number AS number,
              coalesce(pr.title, p.name) AS title, s.name AS shop_name
         FROM packaging_order po JOIN packaging p ON p.id = po.packaging_id
         LEFT JOIN product_variant v ON v.id = po.variant_id LEFT JOIN product pr ON pr.id = v.product_id
         LEFT JOIN order_extension e ON e.order_id = po.order_id LEFT JOIN shop s ON s.id = e.shop_id
        WHERE po.id = $1`,
      [id],
    );
    if (!row) return null;
    return {
      organisationId: row.organisation_id,
      title: row.title,
      reference: row.number,
      orderNumber: row.number,
      shopName: row.shop_name ?? null,
      status: row.status,
      assignedOrganisationIds: row.producer_organisation_id ? [row.producer_organisation_id] : [],
    };
  },
};
