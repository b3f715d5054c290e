import { generateEntityId } from "@medusajs/medusa";
import { type CreateStockOrderInput, STOCK_ORDER_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { activeSupplier, orderableLocation } from "./data-access/order-parties";
import { insertStockOrder, insertStockOrderItems } from "./data-access/stock-orders";
import { resolveItems } from "./stock-order-items";

/**
 * A merchant's stock order, in the caller's transaction: everything checked first (supplier,
 * location, every item row), then the order, its audit entry and its items stored. Its id.
 */
export async function createStockOrder(
  manager: EntityManager,
  organisationId: string,
  customerId: string,
  input: CreateStockOrderInput,
): Promise<string> {
  const supplier = await activeSupplier(manager, input.supplierId);
  if (!supplier) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.selectSupplier, "supplierId");
  const location = await orderableLocation(manager, input.locationId, organisationId);
  if (!location) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.selectLocation, "locationId");
  const { items, problems } = await resolveItems(manager, input.itemsCsv, input.supplierId);
  if (problems.length) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.invalidItems, "itemsCsv");
  if (items.length === 0) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.itemsRequired, "itemsCsv");
  const id = generateEntityId(undefined, "sto");
  const total = items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
  const number = await insertStockOrder(manager, {
    id,
    organisationId,
    supplierOrganisationId: input.supplierId,
    locationId: input.locationId,
    importMethod: input.importMethod,
    total,
    note: input.note || null,
    createdBy: customerId,
  });
  await recordAudit(manager, {
    organisationId,
    subjectType: "stock_order",
    subjectId: id,
    subjectLabel: `#${number}`,
    action: "stock_order.created",
    after: {
      supplier_organisation_id: input.supplierId,
      location_id: input.locationId,
      import_method: input.importMethod,
      total,
      items: items.length,
      status: "pending",
    },
  });
  await insertStockOrderItems(
    manager,
    items.map((item, index) => ({
      id: generateEntityId(undefined, "stoi"),
      stockOrderId: id,
      variantId: item.variantId,
      line: index + 1,
      title: `${item.productTitle} – ${item.variantTitle}`,
      sku: item.sku,
      quantity: item.quantity,
      unitPrice: item.unitPriceCents,
    })),
  );
  return id;
}
