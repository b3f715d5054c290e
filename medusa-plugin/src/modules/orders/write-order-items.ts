import type { LineItem, ShippingMethod } from "@medusajs/medusa";
import { chargedLine, type IncomingOrder } from "../../lib/shopify/orders";
import type { OrderRepos } from "./data-access/repositories";
import { type Match, netUnitPrice } from "./order-fields";

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
  const taxLines = saved.flatMap((item, index) =>
    (incoming.lineItems[index]?.taxLines ?? [])
      .filter((t) => t.ratePercent > 0)
      .map((t) => repos.itemTax.create({ item_id: item.id, rate: t.ratePercent, name: t.title, code: null })),
  );
  if (taxLines.length) await repos.itemTax.save(taxLines);
  for (const line of incoming.shippingLines) {
    const method = await repos.shipping.save(
      repos.shipping.create({
        order_id: orderId,
        shipping_option_id: shippingOptionId,
        price: netUnitPrice({ ...line, unitPrice: line.price, quantity: 1 }, incoming.taxesIncluded),
        data: {
          title: line.title,
          source: "shopify",
          charged: chargedLine({ ...line, unitPrice: line.price, quantity: 1 }, incoming.taxesIncluded),
        },
      } as Partial<ShippingMethod> as ShippingMethod),
    );
    const shippingTaxes = line.taxLines
      .filter((t) => t.ratePercent > 0)
      .map((t) =>
        repos.shippingTax.create({ shipping_method_id: method.id, rate: t.ratePercent, name: t.title, code: null }),
      );
    if (shippingTaxes.length) await repos.shippingTax.save(shippingTaxes);
  }
  return incoming.lineItems.some((line) => !matches.has(line.id));
}
