import type { RetourOrderOptionsInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { listOrderLines, searchOrdersByNumber } from "./data-access/retour-orders";
import { lineSku, lineTitle } from "./line-title";

/** Support: orders of any merchant by number ("#1001", "1001"), with what each line shipped and already returned. */
export async function findRetourOrders(manager: EntityManager, input: RetourOrderOptionsInput) {
  const digits = input.search.replace(/^#/, "").trim();
  if (!digits) return [];
  const orders = await searchOrdersByNumber(manager, digits);
  const result = [];
  for (const order of orders) {
    const lines = await listOrderLines(manager, order.id);
    result.push({
      id: order.id,
      number: order.number,
      organisationName: order.organisation_name,
      shopName: order.shop_name,
      items: lines.map((line) => ({
        lineItemId: line.id,
        title: lineTitle(line),
        sku: lineSku(line),
        linked: line.variant_id !== null,
        quantity: line.quantity,
        shipped: line.shipped,
        returned: line.returned,
      })),
    });
  }
  return result;
}
