import { generateEntityId } from "@medusajs/medusa";
import {
  ATTACHMENT_RULE,
  type CreateOrderUniqueInput,
  CUSTOM_PACKAGING_MIN_SALES,
  PACKAGING_MESSAGES,
} from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { findStockPackaging, findVariantWithProduct, insertPackaging, productSales } from "./data-access/packaging";
import { findCustomerOrder, firstStockableLocationId } from "./data-access/packaging-orders";
import { getPackagingOrder } from "./get-packaging-order";
import type { PackagingDeps } from "./packaging-files";
import { placePackagingOrder } from "./place-packaging-order";
import { PACKAGING_ORDER_SUBJECT } from "./types";

/**
 * Order-unique packaging: printed for one customer order, found by its number among the
 * organisation's orders. An unknown number stores nothing ("Error creating packaging order.
 * Order not found."). The size is a catalogue packaging; the organisation gets its own custom
 * packaging of that size, which arrives into its stock.
 */
export async function orderUniquePackaging(
  deps: PackagingDeps,
  organisationId: string,
  customerId: string,
  input: CreateOrderUniqueInput,
) {
  const id = await deps.manager.transaction(async (manager) => {
    const order = await findCustomerOrder(manager, organisationId, input.orderNumber, input.shopId ?? null);
    if (!order) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.orderNotFound, "orderNumber");
    const variant = await findVariantWithProduct(manager, input.variantId);
    if (!variant) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.variantNotFound, "variantId");
    const size = await findStockPackaging(manager, input.packagingId);
    if (!size) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound, "packagingId");
    if (size.status !== "active") throw new DomainError("BAD_REQUEST", PACKAGING_MESSAGES.inactive, "packagingId");
    // A custom size is printed to the product's own dimensions: only after its 10th sale (spec §5,
    // §9), as the print template — the server refuses what the UI would not offer.
    if (size.customSize) {
      const sold = await productSales(manager, organisationId, variant.id);
      if ((sold?.sales ?? 0) < CUSTOM_PACKAGING_MIN_SALES) {
        throw new DomainError("FORBIDDEN", PACKAGING_MESSAGES.customSizeLocked, "packagingId");
      }
    }
    const locationId = order.location_id ?? (await firstStockableLocationId(manager, organisationId));
    if (!locationId) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.locationNotFound);
    // The organisation's own packaging of that size: every field of the catalogue's but these.
    const custom = {
      ...size,
      id: generateEntityId(undefined, "pkg"),
      organisationId,
      kind: "custom" as const,
      name: Array.from(`${variant.title} – ${order.number}`).slice(0, 200).join(""),
      moq: 1,
      // The catalogue size's own: a standard size stays standard, a custom size stays custom.
      customSize: size.customSize,
    };
    await insertPackaging(manager, custom);
    await recordAudit(manager, {
      organisationId,
      subjectType: "packaging",
      subjectId: custom.id,
      subjectLabel: custom.name,
      action: "packaging.created",
      after: {
        name: custom.name,
        size: custom.size,
        type: custom.type,
        customSize: custom.customSize,
      },
    });
    const created = await placePackagingOrder(manager, {
      organisationId,
      customerId,
      kind: "order_unique",
      locationId,
      packaging: custom,
      quantity: input.quantity,
      orderId: order.order_id,
      variantId: variant.id,
    });
    await deps.files.attach(manager, {
      organisationId,
      uploadIds: input.files.map((file) => file.id),
      subjectType: PACKAGING_ORDER_SUBJECT,
      subjectId: created,
      rule: ATTACHMENT_RULE,
    });
    return created;
  });
  return await getPackagingOrder(deps, { organisationId, role: "customer" }, id);
}
