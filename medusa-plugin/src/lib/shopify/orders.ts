// Shopify orders in one shape, whether they came as a webhook (REST JSON) or from the GraphQL
// Admin API (reconciliation). Amounts are converted to minor units of the order's currency.

export type IncomingAddress = {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
  province: string | null;
  countryCode: string | null;
  phone: string | null;
};

export type IncomingLineItem = {
  id: string;
  variantId: string | null;
  sku: string | null;
  title: string;
  variantTitle: string | null;
  /** Product and variant, as Shopify names the line ("Mug - White"). */
  name: string;
  /**
   * Units to fulfil now: Shopify's current quantity (REST `current_quantity`, GraphQL
   * `currentQuantity`), i.e. `quantity` minus what order edits removed and refunds took back.
   * Lines edited down to 0 are left out of the order.
   */
  quantity: number;
  /** Unit price as charged (tax-inclusive when the order's taxes are included). */
  unitPrice: number;
  /** Discounts on the whole line. */
  discount: number;
  taxLines: Array<{ title: string; ratePercent: number; amount: number }>;
};

export type IncomingShippingLine = {
  title: string;
  price: number;
  discount: number;
  taxLines: Array<{ title: string; ratePercent: number; amount: number }>;
};

export type IncomingOrder = {
  id: string;
  name: string | null;
  createdAt: Date;
  updatedAt: Date;
  cancelledAt: Date | null;
  email: string | null;
  phone: string | null;
  currency: string;
  taxesIncluded: boolean;
  /** Shopify's financial status, lower case (paid, pending, authorized, refunded, …). */
  financialStatus: string | null;
  /** Shopify's fulfilment status, lower case (unfulfilled, partial, fulfilled, …). */
  fulfillmentStatus: string | null;
  customer: { id: string | null; firstName: string | null; lastName: string | null } | null;
  shippingAddress: IncomingAddress | null;
  billingAddress: IncomingAddress | null;
  lineItems: IncomingLineItem[];
  shippingLines: IncomingShippingLine[];
  totals: { subtotal: number; shipping: number; tax: number; discount: number; total: number };
};

type Json = Record<string, unknown>;

const str = (value: unknown): string | null =>
  value === null || value === undefined || value === "" ? null : String(value);

export function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * "19.99" → 1999 (EUR), "1000" → 1000 (JPY). Read as decimal digits, not as a float times 100
 * ("1.005" × 100 is 100.499… in floating point): exact, half away from zero beyond the
 * currency's digits.
 */
export function toMinor(amount: unknown, currency: string): number {
  if (amount === null || amount === undefined || amount === "") return 0;
  const digits = fractionDigits(currency);
  const text = typeof amount === "number" ? amount.toFixed(Math.min(20, digits + 6)) : String(amount).trim();
  const match = /^([+-]?)(\d{1,15})(?:\.(\d{0,30}))?$/.exec(text);
  if (!match) {
    const value = Number(amount);
    return Number.isFinite(value) ? Math.round(value * 10 ** digits) : 0;
  }
  const [, sign, whole, fraction = ""] = match;
  const kept = Number(`${whole}${fraction.slice(0, digits).padEnd(digits, "0")}`);
  const minor = kept + (Number(fraction[digits] ?? "0") >= 5 ? 1 : 0);
  return sign === "-" && minor !== 0 ? -minor : minor;
}

/**
 * What the shop charged for a whole line, exact to the cent: its net and its tax as the shop
 * computed them (net = gross − discount, less the tax when prices include it). The invoice bills
 * these, never a rounded net unit price × quantity (docs/intake.md, Amounts).
 */
export function chargedLine(
  line: { unitPrice: number; quantity: number; discount: number; taxLines: Array<{ amount: number }> },
  taxesIncluded: boolean,
): { quantity: number; net: number; tax: number } {
  const gross = line.unitPrice * line.quantity - line.discount;
  const tax = line.taxLines.reduce((sum, t) => sum + t.amount, 0);
  return { quantity: line.quantity, net: taxesIncluded ? gross - tax : gross, tax };
}

function date(value: unknown): Date | null {
  if (!value) return null;
  const parsed = new Date(String(value));
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** gid://shopify/Order/123 → "123"; plain ids stay as they are. */
export function legacyId(value: unknown): string | null {
  const text = str(value);
  if (!text) return null;
  const match = /\/(\d+)(\?.*)?$/.exec(text);
  return match ? (match[1] as string) : text;
}

// ── Webhook payloads (REST representation) ─────────────────────────────────────

function restAddress(value: unknown): IncomingAddress | null {
  if (!value || typeof value !== "object") return null;
  const a = value as Json;
  return {
    firstName: str(a.first_name),
    lastName: str(a.last_name),
    company: str(a.company),
    address1: str(a.address1),
    address2: str(a.address2),
    city: str(a.city),
    postalCode: str(a.zip),
    province: str(a.province),
    countryCode: str(a.country_code)?.toLowerCase() ?? null,
    phone: str(a.phone),
  };
}

function restTaxLines(value: unknown, currency: string) {
  return (Array.isArray(value) ? (value as Json[]) : []).map((line) => ({
    title: str(line.title) ?? "Tax",
    ratePercent: Math.round(Number(line.rate ?? 0) * 100 * 1000) / 1000,
    amount: toMinor(line.price, currency),
  }));
}

function moneySet(value: unknown, currency: string): number | null {
  const amount = (value as { shop_money?: { amount?: unknown } } | undefined)?.shop_money?.amount;
  return amount === undefined ? null : toMinor(amount, currency);
}

/**
 * A line's units to fulfil now. Shopify's `quantity` still counts units removed by an order edit or
 * refunded; `current_quantity` / `currentQuantity` does not (REST Order resource, GraphQL LineItem).
 */
export function currentQuantity(current: unknown, ordered: unknown): number {
  const value = current === null || current === undefined ? Number(ordered ?? 1) : Number(current);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export function fromWebhookPayload(payload: Json): IncomingOrder {
  const currency = String(payload.currency ?? payload.presentment_currency ?? "EUR").toUpperCase();
  const customer = payload.customer as Json | null | undefined;
  const lines = (Array.isArray(payload.line_items) ? (payload.line_items as Json[]) : []).filter(
    (line) => currentQuantity(line.current_quantity, line.quantity) > 0,
  );
  const lineItems = lines.map((line) => {
    const allocations = Array.isArray(line.discount_allocations) ? (line.discount_allocations as Json[]) : [];
    const allocated = allocations.reduce((sum, a) => sum + toMinor(a.amount, currency), 0);
    return {
      id: String(line.id),
      variantId: str(line.variant_id),
      sku: str(line.sku),
      title: str(line.title) ?? "Item",
      variantTitle: str(line.variant_title),
      name: str(line.name) ?? str(line.title) ?? "Item",
      quantity: currentQuantity(line.current_quantity, line.quantity),
      unitPrice: toMinor(line.price, currency),
      discount: allocations.length ? allocated : toMinor(line.total_discount, currency),
      taxLines: restTaxLines(line.tax_lines, currency),
    };
  });
  const shippingLines = (Array.isArray(payload.shipping_lines) ? (payload.shipping_lines as Json[]) : []).map(
    (line) => ({
      title: str(line.title) ?? "Shipping",
      price: toMinor(line.price, currency),
      discount: Math.max(0, toMinor(line.price, currency) - toMinor(line.discounted_price ?? line.price, currency)),
      taxLines: restTaxLines(line.tax_lines, currency),
    }),
  );
  const shippingTotal =
    moneySet(payload.total_shipping_price_set, currency) ?? shippingLines.reduce((sum, l) => sum + l.price, 0);
  return {
    id: String(payload.id),
    name: str(payload.name),
    createdAt: date(payload.created_at) ?? new Date(),
    updatedAt: date(payload.updated_at) ?? date(payload.created_at) ?? new Date(),
    cancelledAt: date(payload.cancelled_at),
    email: str(payload.email) ?? str(payload.contact_email) ?? str(customer?.email),
    phone: str(payload.phone),
    currency,
    taxesIncluded: Boolean(payload.taxes_included),
    financialStatus: str(payload.financial_status)?.toLowerCase() ?? null,
    fulfillmentStatus: str(payload.fulfillment_status)?.toLowerCase() ?? null,
    customer: customer
      ? { id: str(customer.id), firstName: str(customer.first_name), lastName: str(customer.last_name) }
      : null,
    shippingAddress: restAddress(payload.shipping_address),
    billingAddress: restAddress(payload.billing_address),
    lineItems,
    shippingLines,
    totals: {
      subtotal: toMinor(payload.subtotal_price, currency),
      shipping: shippingTotal,
      tax: toMinor(payload.total_tax, currency),
      discount: toMinor(payload.total_discounts, currency),
      total: toMinor(payload.total_price, currency),
    },
  };
}

// ── GraphQL Admin API (reconciliation) ─────────────────────────────────────────

const MONEY = "shopMoney { amount currencyCode }";
const TAX_LINES = `taxLines { title ratePercentage priceSet { ${MONEY} } }`;
const ADDRESS = "firstName lastName company address1 address2 city zip province countryCodeV2 phone";

/** Lines per page of an order: keeps one order's query under Shopify's single-query cost maximum (1,000). */
export const ORDER_LINES_PAGE = 50;

export const LINE_ITEM_FIELDS = `
  id sku name title variantTitle quantity currentQuantity
  variant { legacyResourceId }
  originalUnitPriceSet { ${MONEY} }
  totalDiscountSet { ${MONEY} }
  ${TAX_LINES}
`;

/** The order fields the platform reads (the same in the fake Shopify's schema). */
export const ORDER_FIELDS = `
  id legacyResourceId name email phone createdAt updatedAt cancelledAt currencyCode taxesIncluded
  displayFinancialStatus displayFulfillmentStatus
  customer { legacyResourceId firstName lastName }
  shippingAddress { ${ADDRESS} }
  billingAddress { ${ADDRESS} }
  subtotalPriceSet { ${MONEY} }
  totalShippingPriceSet { ${MONEY} }
  totalTaxSet { ${MONEY} }
  totalDiscountsSet { ${MONEY} }
  totalPriceSet { ${MONEY} }
  lineItems(first: ${ORDER_LINES_PAGE}) {
    nodes { ${LINE_ITEM_FIELDS} }
    pageInfo { hasNextPage endCursor }
  }
  shippingLines(first: 10) {
    nodes { title originalPriceSet { ${MONEY} } discountedPriceSet { ${MONEY} } ${TAX_LINES} }
  }
`;

function gqlAmount(value: unknown, currency: string): number {
  return toMinor((value as { shopMoney?: { amount?: unknown } } | null)?.shopMoney?.amount, currency);
}

function gqlAddress(value: unknown): IncomingAddress | null {
  if (!value || typeof value !== "object") return null;
  const a = value as Json;
  return {
    firstName: str(a.firstName),
    lastName: str(a.lastName),
    company: str(a.company),
    address1: str(a.address1),
    address2: str(a.address2),
    city: str(a.city),
    postalCode: str(a.zip),
    province: str(a.province),
    countryCode: str(a.countryCodeV2)?.toLowerCase() ?? null,
    phone: str(a.phone),
  };
}

function gqlTaxLines(value: unknown, currency: string) {
  return (Array.isArray(value) ? (value as Json[]) : []).map((line) => ({
    title: str(line.title) ?? "Tax",
    ratePercent: Number(line.ratePercentage ?? 0),
    amount: gqlAmount(line.priceSet, currency),
  }));
}

const FULFILLMENT_STATUS: Record<string, string> = {
  UNFULFILLED: "unfulfilled",
  PARTIALLY_FULFILLED: "partial",
  FULFILLED: "fulfilled",
  RESTOCKED: "restocked",
};

export function fromGraphqlOrder(node: Json): IncomingOrder {
  const currency = String(node.currencyCode ?? "EUR").toUpperCase();
  const customer = node.customer as Json | null | undefined;
  const nodes = (value: unknown) => ((value as { nodes?: Json[] } | null)?.nodes ?? []) as Json[];
  return {
    id: legacyId(node.legacyResourceId ?? node.id) as string,
    name: str(node.name),
    createdAt: date(node.createdAt) ?? new Date(),
    updatedAt: date(node.updatedAt) ?? date(node.createdAt) ?? new Date(),
    cancelledAt: date(node.cancelledAt),
    email: str(node.email),
    phone: str(node.phone),
    currency,
    taxesIncluded: Boolean(node.taxesIncluded),
    financialStatus: str(node.displayFinancialStatus)?.toLowerCase() ?? null,
    fulfillmentStatus: FULFILLMENT_STATUS[String(node.displayFulfillmentStatus)] ?? null,
    customer: customer
      ? {
          id: legacyId(customer.legacyResourceId),
          firstName: str(customer.firstName),
          lastName: str(customer.lastName),
        }
      : null,
    shippingAddress: gqlAddress(node.shippingAddress),
    billingAddress: gqlAddress(node.billingAddress),
    lineItems: nodes(node.lineItems)
      .filter((line) => currentQuantity(line.currentQuantity, line.quantity) > 0)
      .map((line) => ({
        id: legacyId(line.id) as string,
        variantId: legacyId((line.variant as Json | null)?.legacyResourceId),
        sku: str(line.sku),
        title: str(line.title) ?? "Item",
        variantTitle: str(line.variantTitle),
        name: str(line.name) ?? str(line.title) ?? "Item",
        quantity: currentQuantity(line.currentQuantity, line.quantity),
        unitPrice: gqlAmount(line.originalUnitPriceSet, currency),
        discount: gqlAmount(line.totalDiscountSet, currency),
        taxLines: gqlTaxLines(line.taxLines, currency),
      })),
    shippingLines: nodes(node.shippingLines).map((line) => {
      const price = gqlAmount(line.originalPriceSet, currency);
      return {
        title: str(line.title) ?? "Shipping",
        price,
        discount: Math.max(0, price - gqlAmount(line.discountedPriceSet ?? line.originalPriceSet, currency)),
        taxLines: gqlTaxLines(line.taxLines, currency),
      };
    }),
    totals: {
      subtotal: gqlAmount(node.subtotalPriceSet, currency),
      shipping: gqlAmount(node.totalShippingPriceSet, currency),
      tax: gqlAmount(node.totalTaxSet, currency),
      discount: gqlAmount(node.totalDiscountsSet, currency),
      total: gqlAmount(node.totalPriceSet, currency),
    },
  };
}

// ── Statuses ───────────────────────────────────────────────────────────────────

const PAYMENT_STATUS: Record<string, string> = {
  paid: "captured",
  pending: "awaiting",
  authorized: "awaiting",
  partially_paid: "awaiting",
  partially_refunded: "partially_refunded",
  refunded: "refunded",
  voided: "canceled",
  expired: "canceled",
};

/** Shopify's financial status → Medusa's (= spec §4's) payment status. */
export function paymentStatusOf(order: IncomingOrder): string {
  return PAYMENT_STATUS[order.financialStatus ?? ""] ?? "not_paid";
}

/** Shopify's fulfilment status → Medusa's (= spec §4's) fulfilment status. */
export function fulfillmentStatusOf(order: IncomingOrder): string {
  if (order.cancelledAt) return "canceled";
  switch (order.fulfillmentStatus) {
    case "fulfilled":
      return "fulfilled";
    case "partial":
      return "partially_fulfilled";
    case "restocked":
      return "returned";
    default:
      return "not_fulfilled";
  }
}
