// What a Shopify order (or a manual order drafted as one) becomes in Medusa's columns: pure
// functions and the names both the intake and manual orders use.
import type { Address, Order } from "@medusajs/medusa";
import type { Repository } from "typeorm";
import type { IncomingAddress, IncomingOrder } from "../../lib/shopify/orders";

/** The one guest customer redacted orders point to (Medusa's order needs a customer). */
export const REDACTED_EMAIL = "redacted@privacy.invalid";
export const NO_EMAIL = (shopDomain: string) => `no-email@${shopDomain}`;
/** Marks the shipping option orders from shops carry (Medusa's shipping method needs one per region). */
export const SHOP_SHIPPING_OPTION = "Shop shipping";
export const MANUAL_CURRENCY = "EUR";

/** A manual order's content: platform variants with quantities, priced from the variant's price. */
export type ManualOrderInput = {
  email: string | null;
  shippingAddress: Omit<IncomingAddress, "company" | "address2" | "province" | "phone"> & {
    company?: string | null;
    address2?: string | null;
    province?: string | null;
    phone?: string | null;
  };
  items: Array<{ variantId: string; quantity: number }>;
};

export type OrderPatch = Parameters<Repository<Order>["update"]>[1];
export type AddressPatch = Parameters<Repository<Address>["update"]>[1];

/** A line's platform variant. */
export type Match = { variantId: string; gtin: string | null };

export type IntakeResult = { orderId: string; created: boolean; stale: boolean };

/** What the amounts of a Shopify line become in Medusa: a net unit price and its tax rates. */
export function netUnitPrice(
  line: { unitPrice: number; quantity: number; discount: number; taxLines: Array<{ amount: number }> },
  taxesIncluded: boolean,
) {
  const quantity = Math.max(1, line.quantity);
  const gross = line.unitPrice * quantity - line.discount;
  const tax = line.taxLines.reduce((sum, t) => sum + t.amount, 0);
  return Math.round((taxesIncluded ? gross - tax : gross) / quantity);
}

/** The code of the tax line that carries what rounding the net unit price to the cent moved. */
export const ROUNDING_TAX_CODE = "rounding";

/**
 * A rate Medusa reads back exactly as computed here: six significant digits survive its `real`
 * column unchanged, so the amount it yields is checked on the value Medusa will see.
 */
const storable = (rate: number) => Number(rate.toPrecision(6));

/**
 * The rate of a line item's "rounding" tax line, or null when none is needed: Medusa taxes a line
 * as its unit price × quantity times each rate, rounded per tax line (its TaxCalculationStrategy),
 * and the net unit price is rounded to the cent, so its line total can miss the shop's by a cent
 * or two. This line takes up the rest, so Medusa's line total is what the shop charged for it.
 */
export function itemRoundingRate(net: number, ratesPercent: number[], charged: number): number | null {
  if (net <= 0) return null;
  const taxed = ratesPercent.reduce((sum, rate) => sum + Math.round((net * rate) / 100), 0);
  const rest = charged - net - taxed;
  if (rest === 0) return null;
  const rate = storable((rest * 100) / net);
  return Math.round((net * rate) / 100) === rest ? rate : null;
}

/** The same for a shipping method: Medusa rounds the sum of its tax lines once, not each. */
export function shippingRoundingRate(net: number, ratesPercent: number[], charged: number): number | null {
  if (net <= 0) return null;
  const taxed = ratesPercent.reduce((sum, rate) => sum + (net * rate) / 100, 0);
  const rest = charged - net;
  if (Math.round(taxed) === rest) return null;
  const rate = storable(((rest - taxed) * 100) / net);
  return Math.round(taxed + (net * rate) / 100) === rest ? rate : null;
}

export function addressFields(address: IncomingAddress | null) {
  return {
    first_name: address?.firstName ?? null,
    last_name: address?.lastName ?? null,
    company: address?.company ?? null,
    address_1: address?.address1 ?? null,
    address_2: address?.address2 ?? null,
    city: address?.city ?? null,
    postal_code: address?.postalCode ?? null,
    province: address?.province ?? null,
    country_code: address?.countryCode ?? null,
    phone: address?.phone ?? null,
  };
}

export function customerNameOf(order: IncomingOrder): string | null {
  const parts = [order.shippingAddress?.firstName, order.shippingAddress?.lastName].filter(Boolean);
  if (parts.length) return parts.join(" ");
  const fromCustomer = [order.customer?.firstName, order.customer?.lastName].filter(Boolean);
  return fromCustomer.length ? fromCustomer.join(" ") : null;
}

/** Our extension's columns of a shop order version (totals as the shop charged them). */
export function extensionFields(incoming: IncomingOrder, needsLinking: boolean) {
  return {
    external_order_name: incoming.name,
    external_customer_id: incoming.customer?.id ?? null,
    external_updated_at: incoming.updatedAt,
    customer_name: customerNameOf(incoming),
    currency_code: incoming.currency.toLowerCase(),
    subtotal: incoming.totals.subtotal,
    shipping_total: incoming.totals.shipping,
    tax_total: incoming.totals.tax,
    discount_total: incoming.totals.discount,
    total: incoming.totals.total,
    taxes_included: incoming.taxesIncluded,
    needs_linking: needsLinking,
  };
}
