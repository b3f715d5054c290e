// Orders as Shopify's REST representation (what webhooks carry); the GraphQL resolvers read the same objects.
import { randomInt, randomUUID } from "node:crypto";

/**
 * A Shopify id: a 64-bit integer, held as its digits (the fake's ids lie beyond 2^53, where a
 * JavaScript number would round them) and written into webhook bodies as a JSON number.
 */
export type ShopifyId = string;

/** Keys whose digit-string values are ids (written as JSON numbers, as Shopify sends them). */
const ID_KEYS = new Set(["id", "order_id", "variant_id", "product_id", "customer_id", "location_id", "shop_id"]);
const ID_LISTS = new Set(["orders_to_redact", "orders_requested"]);
/** JSON as Shopify writes it: ids (and id lists) as bare 64-bit integers, exact. */
export function toShopifyJson(value: unknown): string {
  // A marker no string in the value can contain (a fresh UUID), replaced by the bare digits after.
  const nonce = randomUUID();
  const MARK = `id:${nonce}:`;
  const text = JSON.stringify(value, (key, item) => {
    if (key.startsWith("_")) return undefined;
    if (ID_KEYS.has(key) && typeof item === "string" && /^\d{1,20}$/.test(item)) return `${MARK}${item}`;
    if (ID_LISTS.has(key) && Array.isArray(item)) {
      return item.map((id) => (/^\d{1,20}$/.test(String(id)) ? `${MARK}${id}` : id));
    }
    return item;
  });
  return text.replace(new RegExp(`"id:${nonce}:(\\d{1,20})"`, "g"), "$1");
}

export type RestMoneySet = {
  shop_money: { amount: string; currency_code: string };
  presentment_money: { amount: string; currency_code: string };
};
export type RestTaxLine = { title: string; rate: number; price: string; price_set: RestMoneySet };
export type RestAddress = {
  first_name: string | null;
  last_name: string | null;
  name: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  province: string | null;
  province_code: string | null;
  country: string | null;
  country_code: string | null;
  phone: string | null;
};
export type RestLineItem = {
  id: ShopifyId;
  admin_graphql_api_id: string;
  variant_id: ShopifyId | null;
  product_id: ShopifyId | null;
  sku: string | null;
  title: string;
  variant_title: string | null;
  name: string;
  quantity: number;
  current_quantity: number;
  fulfillable_quantity: number;
  price: string;
  total_discount: string;
  discount_allocations: Array<{ amount: string }>;
  tax_lines: RestTaxLine[];
  grams: number;
  requires_shipping: boolean;
  /** Not part of Shopify's line item: the variant's barcode, served through GraphQL's ProductVariant. */
  _barcode?: string | null;
  /** Not part of Shopify's line item: the index of the shop location its fulfillment order is assigned to. */
  _location?: number;
};
export type RestShippingLine = {
  id: ShopifyId;
  title: string;
  code: string;
  price: string;
  discounted_price: string;
  tax_lines: RestTaxLine[];
};
export type RestOrder = {
  id: ShopifyId;
  admin_graphql_api_id: string;
  name: string;
  order_number: number;
  email: string | null;
  contact_email: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
  processed_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  currency: string;
  presentment_currency: string;
  taxes_included: boolean;
  financial_status: string;
  fulfillment_status: string | null;
  customer: {
    id: ShopifyId;
    email: string | null;
    first_name: string | null;
    last_name: string | null;
    phone: string | null;
  } | null;
  shipping_address: RestAddress | null;
  billing_address: RestAddress | null;
  line_items: RestLineItem[];
  shipping_lines: RestShippingLine[];
  subtotal_price: string;
  total_line_items_price: string;
  total_discounts: string;
  total_tax: string;
  total_price: string;
  total_shipping_price_set: RestMoneySet;
  /** Not part of Shopify's order: fulfillment orders a test laid out (default: one per location of the lines). */
  _fulfillmentOrders?: FakeFulfillmentOrder[];
};

/** Shopify's FulfillmentHoldReason values. */
export const FULFILLMENT_HOLD_REASONS = [
  "AWAITING_PAYMENT",
  "AWAITING_RETURN_ITEMS",
  "HIGH_RISK_OF_FRAUD",
  "INCORRECT_ADDRESS",
  "INVENTORY_OUT_OF_STOCK",
  "ONLINE_STORE_POST_PURCHASE_CROSS_SELL",
  "OTHER",
  "UNKNOWN_DELIVERY_DATE",
] as const;

/** One fulfillment order of an order: its location, hold or scheduled date, and its share of lines. */
export type FakeFulfillmentOrder = {
  location: number;
  hold: { reason: (typeof FULFILLMENT_HOLD_REASONS)[number]; notes?: string | null } | null;
  fulfillAt: string | null;
  lines: Array<{ lineId: ShopifyId; quantity: number; remaining: number }>;
};

/** A test's layout of fulfillment orders: lines by their index in the order, a line may appear in several. */
export type FulfillmentOrderInput = {
  location?: number;
  hold?: FakeFulfillmentOrder["hold"];
  fulfillAt?: string | null;
  lines: Array<{ line: number; quantity: number }>;
};

/** The shop's locations: Shopify assigns each line to one, and makes one fulfillment order per location. */
export const FAKE_LOCATIONS = [
  { id: 70_000_001, name: "Main warehouse" },
  { id: 70_000_002, name: "Second warehouse" },
] as const;

export type DemoProduct = { sku: string; title: string; variantTitle: string; price: string; barcode: string | null };

/** The demo catalogue's SKUs (apps/backend/src/demo.ts) plus one the platform does not know. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  { sku: "BCB-S", title: "Bamboo Cutting Board", variantTitle: "Small", price: "19.90", barcode: "4006381333931" },
  { sku: "BCB-L", title: "Bamboo Cutting Board", variantTitle: "Large", price: "29.90", barcode: "4006381333948" },
  { sku: "MUG-WHT", title: "Ceramic Coffee Mug", variantTitle: "White", price: "12.90", barcode: "4006381333955" },
  { sku: "MUG-BLK", title: "Ceramic Coffee Mug", variantTitle: "Black", price: "12.90", barcode: "4006381333962" },
  {
    sku: "TOTE-NAT",
    title: "Organic Cotton Tote Bag",
    variantTitle: "Natural",
    price: "16.90",
    barcode: "4006381333979",
  },
  { sku: "CANDLE-SOY", title: "Soy Candle", variantTitle: "Lavender", price: "14.50", barcode: null },
];

const FIRST = ["Anna", "Jonas", "Mia", "Lukas", "Emma", "Finn", "Lea", "Paul", "Sofia", "Noah"];
const LAST = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Hoffmann", "Koch"];
const CITIES: Array<{ city: string; zip: string; country: string; code: string; rate: number }> = [
  { city: "Berlin", zip: "10115", country: "Germany", code: "DE", rate: 0.19 },
  { city: "Hamburg", zip: "20095", country: "Germany", code: "DE", rate: 0.19 },
  { city: "München", zip: "80331", country: "Germany", code: "DE", rate: 0.19 },
  { city: "Wien", zip: "1010", country: "Austria", code: "AT", rate: 0.2 },
  { city: "Amsterdam", zip: "1012", country: "Netherlands", code: "NL", rate: 0.21 },
];

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;
const money = (cents: number) => (cents / 100).toFixed(2);
const cents = (amount: string) => Math.round(Number(amount) * 100);

function moneySet(amount: string, currency: string): RestMoneySet {
  return { shop_money: { amount, currency_code: currency }, presentment_money: { amount, currency_code: currency } };
}

export type OrderLineInput = {
  sku: string | null;
  title?: string;
  variantTitle?: string | null;
  quantity: number;
  price: string;
  variantId?: ShopifyId | number | null;
  barcode?: string | null;
  /** The location (index into FAKE_LOCATIONS) the line is assigned to; default the first. */
  location?: number;
};

export type NewOrderInput = {
  email?: string | null;
  firstName?: string;
  lastName?: string;
  customerId?: ShopifyId | number;
  lines?: OrderLineInput[];
  currency?: string;
  taxesIncluded?: boolean;
  taxRate?: number;
  shipping?: string;
  financialStatus?: string;
  country?: { city: string; zip: string; country: string; code: string };
  createdAt?: string;
  /** Assign the second half of the lines to the second location (demo orders: one in three with two lines or more). */
  splitLocations?: boolean;
  /** Fulfillment orders laid out by the test (more than 8, lines split over several, holds, scheduled). */
  fulfillmentOrders?: FulfillmentOrderInput[];
};

/**
 * A complete, internally consistent order: line and shipping taxes (included or added), totals
 * as Shopify computes them. Without lines it picks one to three demo products.
 */
export function buildOrder(
  ids: {
    orderId: ShopifyId;
    number: number;
    nextId: () => ShopifyId;
    /** The shop's product variant a line sells (Shopify gives every product line its variant and product ids). */
    variantOf?: (line: OrderLineInput) => { variantId: ShopifyId | null; productId: ShopifyId | null };
  },
  input: NewOrderInput = {},
): RestOrder {
  const currency = input.currency ?? "EUR";
  const place = input.country ? { ...input.country, rate: input.taxRate ?? 0.19 } : pick(CITIES);
  const rate = input.taxRate ?? place.rate;
  const taxesIncluded = input.taxesIncluded ?? true;
  const firstName = input.firstName ?? pick(FIRST);
  const lastName = input.lastName ?? pick(LAST);
  const email =
    input.email === undefined ? `${firstName}.${lastName}@example.com`.toLowerCase().replace(/ü/g, "ue") : input.email;
  const lines: OrderLineInput[] =
    input.lines ??
    Array.from({ length: 1 + randomInt(3) }, () => {
      const product = pick(DEMO_PRODUCTS);
      return {
        sku: product.sku,
        title: product.title,
        variantTitle: product.variantTitle,
        quantity: 1 + randomInt(3),
        price: product.price,
        barcode: product.barcode,
      };
    });
  const split = input.splitLocations ?? (!input.lines && lines.length > 1 && randomInt(3) === 0);
  const taxOf = (gross: number) => (taxesIncluded ? Math.round((gross * rate) / (1 + rate)) : Math.round(gross * rate));
  const taxLine = (amount: number): RestTaxLine => ({
    title: "VAT",
    rate,
    price: money(amount),
    price_set: moneySet(money(amount), currency),
  });
  const lineItems: RestLineItem[] = lines.map((line, index) => {
    const id = ids.nextId();
    const product = DEMO_PRODUCTS.find((p) => p.sku === line.sku);
    const title = line.title ?? product?.title ?? "Item";
    const variantTitle = line.variantTitle === undefined ? (product?.variantTitle ?? null) : line.variantTitle;
    const gross = cents(line.price) * line.quantity;
    const sold = ids.variantOf?.(line) ?? {
      variantId: line.variantId === undefined ? ids.nextId() : line.variantId === null ? null : String(line.variantId),
      productId: line.variantId === null ? null : ids.nextId(),
    };
    return {
      id,
      admin_graphql_api_id: `gid://shopify/LineItem/${id}`,
      variant_id: sold.variantId,
      product_id: sold.productId,
      sku: line.sku,
      title,
      variant_title: variantTitle,
      name: variantTitle ? `${title} - ${variantTitle}` : title,
      quantity: line.quantity,
      current_quantity: line.quantity,
      fulfillable_quantity: line.quantity,
      price: line.price,
      total_discount: "0.00",
      discount_allocations: [],
      tax_lines: [taxLine(taxOf(gross))],
      grams: 500,
      requires_shipping: true,
      _barcode: line.barcode === undefined ? (product?.barcode ?? null) : line.barcode,
      _location: line.location ?? (split && index >= Math.ceil(lines.length / 2) ? 1 : 0),
    };
  });
  const shippingPrice = cents(input.shipping ?? "4.90");
  const shippingTax = taxOf(shippingPrice);
  const lineTotal = lineItems.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
  const lineTax = lineItems.reduce((sum, l) => sum + cents(l.tax_lines[0]?.price ?? "0"), 0);
  const totalTax = lineTax + shippingTax;
  const total = lineTotal + shippingPrice + (taxesIncluded ? 0 : totalTax);
  const now = input.createdAt ?? new Date().toISOString();
  const address: RestAddress = {
    first_name: firstName,
    last_name: lastName,
    name: `${firstName} ${lastName}`,
    company: null,
    address1: `${pick(["Hauptstraße", "Bahnhofstraße", "Gartenweg", "Lindenallee"])} ${1 + randomInt(120)}`,
    address2: null,
    city: place.city,
    zip: place.zip,
    province: null,
    province_code: null,
    country: place.country,
    country_code: place.code,
    phone: `+49 30 ${100000 + randomInt(899999)}`,
  };
  return {
    id: ids.orderId,
    admin_graphql_api_id: `gid://shopify/Order/${ids.orderId}`,
    name: `#${ids.number}`,
    order_number: ids.number,
    email,
    contact_email: email,
    phone: null,
    created_at: now,
    updated_at: now,
    processed_at: now,
    cancelled_at: null,
    cancel_reason: null,
    currency,
    presentment_currency: currency,
    taxes_included: taxesIncluded,
    financial_status: input.financialStatus ?? "paid",
    fulfillment_status: null,
    customer: {
      id: input.customerId === undefined ? ids.nextId() : String(input.customerId),
      email,
      first_name: firstName,
      last_name: lastName,
      phone: null,
    },
    shipping_address: address,
    billing_address: { ...address },
    line_items: lineItems,
    shipping_lines: [
      {
        id: ids.nextId(),
        title: "Standard",
        code: "standard",
        price: money(shippingPrice),
        discounted_price: money(shippingPrice),
        tax_lines: [taxLine(shippingTax)],
      },
    ],
    subtotal_price: money(lineTotal),
    total_line_items_price: money(lineTotal),
    total_discounts: "0.00",
    total_tax: money(totalTax),
    total_price: money(total),
    total_shipping_price_set: moneySet(money(shippingPrice), currency),
    ...(input.fulfillmentOrders?.length
      ? {
          _fulfillmentOrders: input.fulfillmentOrders.map((fo) => ({
            location: fo.location ?? 0,
            hold: fo.hold ?? null,
            fulfillAt: fo.fulfillAt ?? null,
            lines: fo.lines.map((l) => ({
              lineId: (lineItems[l.line] as RestLineItem).id,
              quantity: l.quantity,
              remaining: l.quantity,
            })),
          })),
        }
      : {}),
  };
}

/** Holds released on the order's fulfillment orders (all, or the one at this index); the ids of those released. */
export function releaseHolds(order: RestOrder, index: number | null = null): number[] {
  const released: number[] = [];
  for (const [i, fo] of (order._fulfillmentOrders ?? []).entries()) {
    if (fo.hold && (index === null || index === i)) {
      fo.hold = null;
      released.push(i);
    }
  }
  if (released.length) order.updated_at = new Date().toISOString();
  return released;
}

/** What webhooks send: the order without the fake's private fields (ids stay digit strings until written). */
export function webhookPayload(order: RestOrder): Record<string, unknown> {
  return JSON.parse(JSON.stringify(order, (key, value) => (key.startsWith("_") ? undefined : value))) as Record<
    string,
    unknown
  >;
}

/** An order edit (Shopify's orderEditBegin … orderEditCommit): lines set to a new quantity (0 removes), lines added. */
export type OrderEditInput = {
  lines?: Array<{ id: ShopifyId | number; quantity: number }>;
  add?: OrderLineInput[];
};

/** Lines refunded before shipment (their units are no longer to be fulfilled, restock type "cancel"). */
export type RefundInput = { lines: Array<{ id: ShopifyId | number; quantity: number }> };

function lineOf(order: RestOrder, id: ShopifyId | number): RestLineItem {
  const line = order.line_items.find((l) => String(l.id) === String(id));
  if (!line) throw new Error(`no line item ${id} on order ${order.id}`);
  return line;
}

/** Units still to be fulfilled: what was not yet fulfilled of the current quantity. */
function setCurrent(line: RestLineItem, current: number) {
  const fulfilled = line.current_quantity - line.fulfillable_quantity;
  line.current_quantity = Math.max(0, current);
  line.fulfillable_quantity = Math.max(0, line.current_quantity - fulfilled);
}

/**
 * Totals and line taxes from the current quantities, as Shopify recomputes them after an edit or a
 * refund (quantity, the originally ordered units, stays as it was).
 */
export function recomputeTotals(order: RestOrder) {
  const rate = order.line_items[0]?.tax_lines[0]?.rate ?? 0;
  const taxOf = (gross: number) =>
    order.taxes_included ? Math.round((gross * rate) / (1 + rate)) : Math.round(gross * rate);
  for (const line of order.line_items) {
    const tax = taxOf(cents(line.price) * line.current_quantity);
    line.tax_lines = line.tax_lines.map((t) => ({
      ...t,
      price: money(tax),
      price_set: moneySet(money(tax), order.currency),
    }));
  }
  const lineTotal = order.line_items.reduce((sum, l) => sum + cents(l.price) * l.current_quantity, 0);
  const lineTax = order.line_items.reduce((sum, l) => sum + cents(l.tax_lines[0]?.price ?? "0"), 0);
  const shipping = order.shipping_lines.reduce((sum, l) => sum + cents(l.price), 0);
  const shippingTax = order.shipping_lines.reduce((sum, l) => sum + cents(l.tax_lines[0]?.price ?? "0"), 0);
  const totalTax = lineTax + shippingTax;
  order.subtotal_price = money(lineTotal);
  order.total_line_items_price = money(lineTotal);
  order.total_tax = money(totalTax);
  order.total_price = money(lineTotal + shipping + (order.taxes_included ? 0 : totalTax));
}

/**
 * Applies an order edit: changed quantities (current_quantity; quantity keeps the ordered units)
 * and added lines. Returns the OrderEdit body of the orders/edited webhook.
 */
export function applyOrderEdit(
  order: RestOrder,
  edit: OrderEditInput,
  nextId: () => ShopifyId,
  variantOf?: (line: OrderLineInput) => { variantId: ShopifyId | null; productId: ShopifyId | null },
) {
  const additions: Array<{ id: ShopifyId; delta: number }> = [];
  const removals: Array<{ id: ShopifyId; delta: number }> = [];
  for (const change of edit.lines ?? []) {
    const line = lineOf(order, change.id);
    const delta = change.quantity - line.current_quantity;
    setCurrent(line, change.quantity);
    if (delta > 0) additions.push({ id: line.id, delta });
    if (delta < 0) removals.push({ id: line.id, delta: -delta });
  }
  if (edit.add?.length) {
    const template = buildOrder(
      { orderId: order.id, number: order.order_number, nextId, variantOf },
      { lines: edit.add, taxesIncluded: order.taxes_included, currency: order.currency },
    );
    for (const line of template.line_items) {
      order.line_items.push(line);
      additions.push({ id: line.id, delta: line.quantity });
    }
  }
  recomputeTotals(order);
  const now = new Date().toISOString();
  order.updated_at = now;
  return {
    order_edit: {
      id: nextId(),
      app_id: null,
      created_at: now,
      notify_customer: false,
      order_id: order.id,
      staff_note: "",
      user_id: null,
      line_items: { additions, removals },
    },
  };
}

/** A refund before shipment: the refunded units leave the current and fulfillable quantities. */
export function applyRefund(order: RestOrder, refund: RefundInput) {
  for (const change of refund.lines) {
    const line = lineOf(order, change.id);
    setCurrent(line, line.current_quantity - change.quantity);
  }
  recomputeTotals(order);
  order.financial_status = order.line_items.every((l) => l.current_quantity === 0) ? "refunded" : "partially_refunded";
  order.updated_at = new Date().toISOString();
}
