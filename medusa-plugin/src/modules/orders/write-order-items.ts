import type { LineItem, ShippingMethod } from "@medusajs/medusa";
import { chargedLine, type IncomingOrder } from "../../lib/shopify/orders";
import type { OrderRepos } from "./data-access/repositories";
import { itemRoundingRate, type Match, netUnitPrice, ROUNDING_TAX_CODE, shippingRoundingRate } from "./order-fields";

/** Line items (matched to platform variants), their tax lines and the shipping methods. Returns "needs linking". */
export async function writeOrderItems(
  repos: OrderRepos,
  orderId: string,
  incoming: IncomingOrder,
  shippingOptionId: string,
  matches: Map<string, Match>,
  /** A manual order: its lines already name platform variants and carry no Shopify ids. */
  preMatched: boolean,
): Promise<boolean> {
  const items = incoming.lineItems.map((line, position) => {
    const match = matches.get(line.id) ?? null;
    return repos.item.create({
      order_id: orderId,
      title: line.title,
      description: line.variantTitle ?? "",
      unit_price: netUnitPrice(line, incoming.taxesIncluded),
      quantity: line.quantity,
      variant_id: match?.variantId ?? null,
      allow_discounts: false,
      has_shipping: false,
      should_merge: false,
      is_giftcard: false,
      is_return: false,
      metadata: {
        variant_name: line.name,
        // Lines saved together share created_at: the position keeps the shop's order of lines.
        position,
        sku: line.sku,
        gtin: match?.gtin ?? null,
        ...(preMatched ? {} : { shopify_line_item_id: line.id, shopify_variant_id: line.variantId }),
        needs_linking: !match,
        // The line's exact net and tax as charged: what the invoice bills (unit_price is rounded).
        charged: chargedLine(line, incoming.taxesIncluded),
      },
    } as Partial<LineItem> as LineItem);
  });
  const saved = items.length ? await repos.item.save(items) : [];
  const taxLines = saved.flatMap((item, index) => {
    const line = incoming.lineItems[index];
    if (!line) return [];
    const rated = line.taxLines.filter((t) => t.ratePercent > 0);
    const charged = chargedLine(line, incoming.taxesIncluded);
    const rounding = itemRoundingRate(
      item.unit_price * item.quantity,
      rated.map((t) => t.ratePercent),
      charged.net + charged.tax,
    );
    return [
      ...rated.map((t) => repos.itemTax.create({ item_id: item.id, rate: t.ratePercent, name: t.title, code: null })),
      ...(rounding === null ? [] : [repos.itemTax.create(roundingLine({ item_id: item.id }, rounding))]),
    ];
  });
  if (taxLines.length) await repos.itemTax.save(taxLines);
  for (const line of incoming.shippingLines) {
    const charged = chargedLine({ ...line, unitPrice: line.price, quantity: 1 }, incoming.taxesIncluded);
    const method = await repos.shipping.save(
      repos.shipping.create({
        order_id: orderId,
        shipping_option_id: shippingOptionId,
        price: netUnitPrice({ ...line, unitPrice: line.price, quantity: 1 }, incoming.taxesIncluded),
        data: { title: line.title, source: "shopify", charged },
      } as Partial<ShippingMethod> as ShippingMethod),
    );
    const rated = line.taxLines.filter((t) => t.ratePercent > 0);
    const rounding = shippingRoundingRate(
      method.price,
      rated.map((t) => t.ratePercent),
      charged.net + charged.tax,
    );
    const shippingTaxes = [
      ...rated.map((t) =>
        repos.shippingTax.create({ shipping_method_id: method.id, rate: t.ratePercent, name: t.title, code: null }),
      ),
      ...(rounding === null
        ? []
        : [repos.shippingTax.create(roundingLine({ shipping_method_id: method.id }, rounding))]),
    ];
    if (shippingTaxes.length) await repos.shippingTax.save(shippingTaxes);
  }
  return incoming.lineItems.some((line) => !matches.has(line.id));
}

/** The tax line that makes Medusa's line total the shop's to the cent (see `itemRoundingRate`). */
function roundingLine<T extends object>(owner: T, rate: number) {
  return { ...owner, rate, name: "Rounding", code: ROUNDING_TAX_CODE };
}
