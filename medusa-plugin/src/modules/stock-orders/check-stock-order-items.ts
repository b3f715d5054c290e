import type { CheckStockOrderItemsInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { resolveItems } from "./stock-order-items";

/** Reads pasted or imported items and names every bad row (line and reason); stores nothing. */
export async function checkStockOrderItems(manager: EntityManager, input: CheckStockOrderItemsInput) {
  const checked = await resolveItems(manager, input.itemsCsv, input.supplierId ?? null);
  return {
    items: checked.items.map((item) => ({
      line: item.line,
      sku: item.sku,
      title: `${item.productTitle} – ${item.variantTitle}`,
      quantity: item.quantity,
      unitPrice: item.unitPriceCents,
    })),
    problems: checked.problems,
    total: checked.items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
  };
}
