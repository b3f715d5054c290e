import { PACKAGING_MESSAGES } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import type { PackagingViewer } from "./data-access/packaging";
import { findPackagingOrderScreenRow, type PackagingOrderScreenRow } from "./data-access/packaging-orders";
import type { PackagingDeps } from "./packaging-files";
import { PACKAGING_ORDER_PRODUCER_SUBJECT, PACKAGING_ORDER_SUBJECT, type PackagingOrderView } from "./types";

/** One packaging order the viewer may see (its merchant, its producer, support), with its files. */
export async function getPackagingOrder(
  deps: PackagingDeps,
  viewer: PackagingViewer,
  id: string,
): Promise<PackagingOrderView> {
  const row = await findPackagingOrderScreenRow(deps.manager, viewer, id);
  if (!row) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound);
  const [view] = await toPackagingOrderViews(deps, [row], true);
  return view as PackagingOrderView;
}

/** Rows as their views; with their customer's and producer's files when asked. */
export async function toPackagingOrderViews(
  deps: PackagingDeps,
  rows: PackagingOrderScreenRow[],
  withFiles: boolean,
): Promise<PackagingOrderView[]> {
  const ids = rows.map((row) => row.id as string);
  const files = deps.files;
  const customer = withFiles ? await files.listFor(PACKAGING_ORDER_SUBJECT, ids) : new Map();
  const producer = withFiles ? await files.listFor(PACKAGING_ORDER_PRODUCER_SUBJECT, ids) : new Map();
  return rows.map((row) => ({
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
    customerFiles: (customer.get(row.id) ?? []).map((upload: never) => files.toView(upload)),
    producerFiles: (producer.get(row.id) ?? []).map((upload: never) => files.toView(upload)),
  }));
}
