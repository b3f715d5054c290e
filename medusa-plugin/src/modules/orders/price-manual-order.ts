import { ORDER_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import type { IncomingAddress, IncomingLineItem, IncomingOrder } from "../../lib/shopify/orders";
import type { Shop } from "../../models/shop";
import { selectPricedVariants, selectTaxRate } from "./data-access/intake";
import { MANUAL_CURRENCY, type ManualOrderInput, type Match } from "./order-fields";

/**
 * Prices and names of the variants of a manual order, as an IncomingOrder the intake's writer can
 * write: the platform variants' EUR prices with the region's tax rate, and no Shopify id.
 */
export async function priceManualOrder(
  manager: EntityManager,
  shop: Shop | null,
  address: IncomingAddress,
  email: string | null,
  items: ManualOrderInput["items"],
): Promise<{ incoming: IncomingOrder; matches: Map<string, Match> }> {
  const variants = await selectPricedVariants(
    manager,
    items.map((i) => i.variantId),
  );
  const byId = new Map(variants.map((v) => [v.id, v]));
  // A variant without a price, or priced 0 (not priced yet), cannot be ordered (the picker hides it too).
  const unknown = items.findIndex((i) => !(Number(byId.get(i.variantId)?.price ?? 0) > 0));
  if (unknown >= 0) throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.variantUnknown, `items.${unknown}.variantId`);
  const rate = await selectTaxRate(manager, address.countryCode ?? "");
  const matches = new Map<string, Match>();
  const lineItems: IncomingLineItem[] = items.map((item, index) => {
    const variant = byId.get(item.variantId) as (typeof variants)[number];
    const lineId = `manual-${index}`;
    matches.set(lineId, { variantId: variant.id, gtin: variant.gtin });
    const unitPrice = Number(variant.price);
    const tax = Math.round((unitPrice * item.quantity * rate) / 100);
    return {
      id: lineId,
      variantId: null,
      sku: variant.sku,
      title: variant.product_title,
      variantTitle: variant.title,
      name: `${variant.product_title} - ${variant.title}`,
      quantity: item.quantity,
      unitPrice,
      discount: 0,
      taxLines: rate > 0 ? [{ title: "VAT", ratePercent: rate, amount: tax }] : [],
    };
  });
  const subtotal = lineItems.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const tax = lineItems.reduce((sum, l) => sum + l.taxLines.reduce((t, x) => t + x.amount, 0), 0);
  const now = new Date();
  return {
    matches,
    incoming: {
      id: "manual",
      name: null,
      createdAt: now,
      updatedAt: now,
      cancelledAt: null,
      email: email ?? `no-email@${shop?.domain ?? "manual.invalid"}`,
      phone: address.phone,
      currency: MANUAL_CURRENCY,
      taxesIncluded: false,
      financialStatus: null,
      fulfillmentStatus: null,
      customer: null,
      shippingAddress: address,
      billingAddress: address,
      lineItems,
      shippingLines: [],
      totals: { subtotal, shipping: 0, tax, discount: 0, total: subtotal + tax },
    },
  };
}
