// Root resolvers of the fake GraphQL Admin API over the REST-shaped orders (graphql-js default
// field resolution does the rest: every object below already has Shopify's GraphQL field names).
import { GraphQLError } from "graphql";
import type { AccessToken, FakeShop, ShopifyFake } from "./fake";
import {
  FAKE_LOCATIONS,
  type FakeFulfillmentOrder,
  type RestAddress,
  type RestOrder,
  type RestTaxLine,
} from "./orders";
import { type FakeProduct, matchesProductQuery } from "./products";

type Ctx = { fake: ShopifyFake; shop: FakeShop; access: AccessToken };

/** Ids are 64-bit digit strings: compared as integers. */
const compareIds = (a: string, b: string) => {
  const [x, y] = [BigInt(a), BigInt(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Orders are protected customer data: an app not approved for level 1 may not read them. */
function requireOrdersApproval(ctx: Ctx): void {
  if (ctx.shop.ordersApproved === false) {
    throw new GraphQLError(
      "This app is not approved to access the Order object. See https://shopify.dev/docs/apps/launch/protected-customer-data for more details.",
      { extensions: { code: "ACCESS_DENIED" } },
    );
  }
}

function requireScope(ctx: Ctx, ...anyOf: string[]): void {
  const granted = new Set(ctx.access.scopes);
  // write_x implies read_x, as in Shopify.
  for (const scope of ctx.access.scopes) if (scope.startsWith("write_")) granted.add(`read_${scope.slice(6)}`);
  if (!anyOf.some((scope) => granted.has(scope))) {
    throw new GraphQLError(`Access denied. Required access: \`${anyOf.join("` or `")}\` access scope.`, {
      extensions: { code: "ACCESS_DENIED" },
    });
  }
}

const bag = (amount: string, currency: string) => ({
  shopMoney: { amount, currencyCode: currency },
  presentmentMoney: { amount, currencyCode: currency },
});

const connection = <T>(
  items: T[],
  first = 50,
  after?: string | null,
  cursorOf: (item: T, index: number) => string = (_, i) => String(i),
) => {
  const start = after ? items.findIndex((item, i) => cursorOf(item, i) === after) + 1 : 0;
  const slice = items.slice(start, start + Math.min(first, 250));
  const last = slice[slice.length - 1];
  return {
    nodes: slice,
    edges: slice.map((node, i) => ({ cursor: cursorOf(node, start + i), node })),
    pageInfo: {
      hasNextPage: start + slice.length < items.length,
      hasPreviousPage: start > 0,
      startCursor: slice.length ? cursorOf(slice[0] as T, start) : null,
      endCursor: last ? cursorOf(last, start + slice.length - 1) : null,
    },
  };
};

/** A protected customer data field the app is not approved for: null, with Shopify's ACCESS_DENIED error. */
function denied(field: string) {
  return () => {
    throw new GraphQLError(
      `This app is not approved to access the ${field} field. See https://shopify.dev/docs/apps/launch/protected-customer-data for more details.`,
      { extensions: { code: "ACCESS_DENIED" } },
    );
  };
}

/** The value, or (without protected customer data access) a resolver that refuses it. */
const guarded = <T>(ctx: Ctx, field: string, value: T) =>
  ctx.shop.protectedCustomerData === false ? denied(field) : value;

function address(ctx: Ctx, a: RestAddress | null) {
  if (!a) return null;
  return {
    firstName: guarded(ctx, "firstName", a.first_name),
    lastName: guarded(ctx, "lastName", a.last_name),
    name: guarded(ctx, "name", a.name),
    company: guarded(ctx, "company", a.company),
    address1: guarded(ctx, "address1", a.address1),
    address2: guarded(ctx, "address2", a.address2),
    city: a.city,
    zip: a.zip,
    province: a.province,
    provinceCode: a.province_code,
    country: a.country,
    countryCodeV2: a.country_code,
    phone: guarded(ctx, "phone", a.phone),
  };
}

const taxLines = (lines: RestTaxLine[], currency: string) =>
  lines.map((t) => ({
    title: t.title,
    rate: t.rate,
    ratePercentage: Math.round(t.rate * 100 * 1000) / 1000,
    priceSet: bag(t.price, currency),
  }));

/** Shopify's message when one fulfillmentCreate names fulfillment orders of different locations. */
export const SINGLE_LOCATION_ERROR = "All fulfillment orders must be assigned to a single location.";

/**
 * The order's fulfillment orders: one per location its lines are assigned to (as Shopify splits an
 * order over locations), each with the lines of that location.
 */
export function fulfillmentOrdersOf(order: RestOrder) {
  if (order._fulfillmentOrders?.length) return explicitFulfillmentOrders(order, order._fulfillmentOrders);
  const locations = [...new Set(order.line_items.map((l) => l._location ?? 0))].sort();
  return locations.map((index) => {
    const lines = order.line_items.filter((l) => (l._location ?? 0) === index);
    const open = !order.cancelled_at && lines.some((l) => l.fulfillable_quantity > 0);
    return fulfillmentOrder(order, index, index, open ? "OPEN" : order.cancelled_at ? "CANCELLED" : "CLOSED", {
      hold: null,
      fulfillAt: null,
      // The line's own fulfillable quantity (recordFulfilment takes from it).
      items: lines.map((l) => ({
        id: `gid://shopify/FulfillmentOrderLineItem/${l.id}1`,
        line: l,
        total: () => l.current_quantity ?? l.quantity,
        remaining: () => l.fulfillable_quantity,
        take: () => undefined,
      })),
    });
  });
}

/**
 * Fulfillment orders a test laid out (several per location, a line split over several, holds,
 * scheduled): each line item keeps its own remaining quantity.
 */
function explicitFulfillmentOrders(order: RestOrder, layout: FakeFulfillmentOrder[]) {
  return layout.map((fo, index) => {
    const items = fo.lines.flatMap((entry) => {
      const line = order.line_items.find((l) => String(l.id) === String(entry.lineId));
      return line
        ? [
            {
              id: `gid://shopify/FulfillmentOrderLineItem/${entry.lineId}${index + 1}`,
              line,
              total: () => entry.quantity,
              remaining: () => Math.min(entry.remaining, line.fulfillable_quantity),
              take: (quantity: number) => {
                entry.remaining -= quantity;
              },
            },
          ]
        : [];
    });
    const open = items.some((i) => i.remaining() > 0);
    const scheduled = fo.fulfillAt && Date.parse(fo.fulfillAt) > Date.now();
    const status = order.cancelled_at
      ? "CANCELLED"
      : !open
        ? "CLOSED"
        : fo.hold
          ? "ON_HOLD"
          : scheduled
            ? "SCHEDULED"
            : "OPEN";
    return fulfillmentOrder(order, index, fo.location, status, { hold: fo.hold, fulfillAt: fo.fulfillAt, items });
  });
}

type FulfillmentOrderItem = {
  id: string;
  line: RestOrder["line_items"][number];
  total: () => number;
  remaining: () => number;
  take: (quantity: number) => void;
};

function fulfillmentOrder(
  order: RestOrder,
  index: number,
  locationIndex: number,
  status: string,
  layout: { hold: FakeFulfillmentOrder["hold"]; fulfillAt: string | null; items: FulfillmentOrderItem[] },
) {
  const location = FAKE_LOCATIONS[locationIndex] ?? FAKE_LOCATIONS[0];
  const actions: Record<string, string[]> = {
    OPEN: ["CREATE_FULFILLMENT", "HOLD", "MOVE"],
    ON_HOLD: ["RELEASE_HOLD"],
    SCHEDULED: ["MARK_AS_OPEN"],
  };
  return {
    id: `gid://shopify/FulfillmentOrder/${order.id}${index + 1}`,
    status,
    requestStatus: "UNSUBMITTED",
    supportedActions: (actions[status] ?? []).map((action) => ({ action })),
    fulfillAt: layout.fulfillAt,
    fulfillmentHolds: layout.hold ? [{ reason: layout.hold.reason, reasonNotes: layout.hold.notes ?? null }] : [],
    assignedLocation: {
      name: location.name,
      location: {
        id: `gid://shopify/Location/${location.id}`,
        legacyResourceId: String(location.id),
        name: location.name,
      },
    },
    lineItems: ({ first, after }: { first?: number; after?: string }) =>
      connection(
        layout.items.map((i) => ({
          id: i.id,
          totalQuantity: i.total(),
          remainingQuantity: i.remaining(),
          lineItem: lineItem(order, i.line),
        })),
        first,
        after,
      ),
    _order: order,
    _items: layout.items,
    _location: locationIndex,
  };
}

function findFulfillmentOrder(shop: FakeShop, id: string) {
  for (const order of shop.orders) {
    const found = fulfillmentOrdersOf(order).find((fo) => fo.id === id);
    if (found) return found;
  }
  return null;
}

function lineItem(order: RestOrder, l: RestOrder["line_items"][number]) {
  return {
    id: l.admin_graphql_api_id,
    sku: l.sku,
    name: l.name,
    title: l.title,
    variantTitle: l.variant_title,
    quantity: l.quantity,
    // A fake state saved before edits existed has no current quantity: all units are current.
    currentQuantity: l.current_quantity ?? l.quantity,
    unfulfilledQuantity: l.fulfillable_quantity,
    variant: l.variant_id
      ? {
          id: `gid://shopify/ProductVariant/${l.variant_id}`,
          legacyResourceId: String(l.variant_id),
          sku: l.sku,
          barcode: l._barcode ?? null,
          title: l.variant_title ?? "Default Title",
          displayName: l.variant_title ? `${l.title} - ${l.variant_title}` : l.title,
          price: l.price,
        }
      : null,
    originalUnitPriceSet: bag(l.price, order.currency),
    totalDiscountSet: bag(l.total_discount, order.currency),
    taxLines: () => taxLines(l.tax_lines, order.currency),
  };
}

function orderNode(ctx: Ctx, order: RestOrder) {
  const fulfillmentStatus: Record<string, string> = {
    fulfilled: "FULFILLED",
    partial: "PARTIALLY_FULFILLED",
    restocked: "RESTOCKED",
  };
  return {
    id: order.admin_graphql_api_id,
    legacyResourceId: String(order.id),
    name: order.name,
    email: guarded(ctx, "email", order.email),
    phone: guarded(ctx, "phone", order.phone),
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    processedAt: order.processed_at,
    cancelledAt: order.cancelled_at,
    currencyCode: order.currency,
    taxesIncluded: order.taxes_included,
    displayFinancialStatus: order.financial_status.toUpperCase(),
    displayFulfillmentStatus: fulfillmentStatus[order.fulfillment_status ?? ""] ?? "UNFULFILLED",
    customer: order.customer
      ? {
          id: `gid://shopify/Customer/${order.customer.id}`,
          legacyResourceId: String(order.customer.id),
          firstName: guarded(ctx, "firstName", order.customer.first_name),
          lastName: guarded(ctx, "lastName", order.customer.last_name),
          displayName: guarded(
            ctx,
            "displayName",
            [order.customer.first_name, order.customer.last_name].filter(Boolean).join(" ") ||
              (order.customer.email ?? ""),
          ),
        }
      : null,
    shippingAddress: address(ctx, order.shipping_address),
    billingAddress: address(ctx, order.billing_address),
    subtotalPriceSet: bag(order.subtotal_price, order.currency),
    totalShippingPriceSet: bag(order.total_shipping_price_set.shop_money.amount, order.currency),
    totalTaxSet: bag(order.total_tax, order.currency),
    totalDiscountsSet: bag(order.total_discounts, order.currency),
    totalPriceSet: bag(order.total_price, order.currency),
    lineItems: ({ first, after }: { first?: number; after?: string }) =>
      connection(
        order.line_items.map((l) => lineItem(order, l)),
        first,
        after,
      ),
    shippingLines: ({ first, after }: { first?: number; after?: string }) =>
      connection(
        order.shipping_lines.map((s) => ({
          title: s.title,
          originalPriceSet: bag(s.price, order.currency),
          discountedPriceSet: bag(s.discounted_price, order.currency),
          taxLines: taxLines(s.tax_lines, order.currency),
        })),
        first,
        after,
      ),
    fulfillmentOrders: ({ first, after }: { first?: number; after?: string }) => {
      requireScope(
        ctx,
        "read_merchant_managed_fulfillment_orders",
        "read_assigned_fulfillment_orders",
        "read_third_party_fulfillment_orders",
      );
      return connection(fulfillmentOrdersOf(order), first, after);
    },
    fulfillments: () =>
      ctx.shop.fulfillments.filter((f) => f.orderId === order.admin_graphql_api_id).map((f) => fulfilmentNode(f)),
  };
}

function fulfilmentNode(f: {
  id: string;
  status?: "success" | "cancelled";
  createdAt: string;
  trackingCompany: string | null;
  trackingNumbers: string[];
  trackingUrls: string[];
  lineItems?: Array<{ lineItemId: string; quantity: number }>;
}) {
  return {
    id: f.id,
    status: f.status === "cancelled" ? "CANCELLED" : "SUCCESS",
    createdAt: f.createdAt,
    fulfillmentLineItems: ({ first, after }: { first?: number; after?: string }) =>
      connection(
        (f.lineItems ?? []).map((l, i) => ({
          id: `gid://shopify/FulfillmentLineItem/${f.id.split("/").pop()}${i + 1}`,
          quantity: l.quantity,
          lineItem: { id: l.lineItemId },
        })),
        first,
        after,
      ),
    trackingInfo: () =>
      f.trackingNumbers.map((number, i) => ({
        company: f.trackingCompany,
        number,
        url: f.trackingUrls[i] ?? f.trackingUrls[0] ?? null,
      })),
  };
}

/** Shopify's search syntax, the part the platform uses: created_at / updated_at with >=, >, <=, <. */
function matchesQuery(order: RestOrder, query: string | null | undefined): boolean {
  if (!query) return true;
  for (const term of query.match(/(\w+):(>=|<=|>|<)?'?"?([^'"\s]+)'?"?/g) ?? []) {
    const [, field, op = ":", raw] = /(\w+):(>=|<=|>|<)?'?"?([^'"\s]+)/.exec(term) ?? [];
    const value = order[field === "updated_at" ? "updated_at" : field === "created_at" ? "created_at" : "name"];
    if (field !== "created_at" && field !== "updated_at") continue;
    const a = Date.parse(String(value));
    const b = Date.parse(String(raw));
    const ok = op === ">=" ? a >= b : op === ">" ? a > b : op === "<=" ? a <= b : op === "<" ? a < b : a === b;
    if (!ok) return false;
  }
  return true;
}

function productNode(product: FakeProduct) {
  const variants = product.variants.map((v) => ({
    id: `gid://shopify/ProductVariant/${v.id}`,
    legacyResourceId: String(v.id),
    sku: v.sku,
    barcode: v.barcode,
    title: v.title,
    displayName: `${product.title} - ${v.title}`,
    price: v.price,
  }));
  return {
    id: `gid://shopify/Product/${product.id}`,
    legacyResourceId: String(product.id),
    title: product.title,
    handle: product.handle,
    vendor: product.vendor,
    status: product.status,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    totalVariants: variants.length,
    variants: (args: { first?: number; after?: string }) =>
      connection(variants, args.first ?? 50, args.after, (node) =>
        Buffer.from(node.legacyResourceId).toString("base64"),
      ),
  };
}

export const resolvers = {
  products: (
    args: { first?: number; after?: string; last?: number; query?: string; sortKey?: string; reverse?: boolean },
    ctx: Ctx,
  ) => {
    requireScope(ctx, "read_products");
    if (args.first == null && args.last == null) {
      throw new GraphQLError("you must provide one of first or last", { extensions: { code: "BAD_REQUEST" } });
    }
    const sorted = ctx.fake
      .productsOf(ctx.shop)
      .filter((p) => matchesProductQuery(p, args.query))
      .sort((a, b) =>
        args.sortKey === "TITLE"
          ? a.title.localeCompare(b.title) || compareIds(a.id, b.id)
          : args.sortKey === "CREATED_AT"
            ? Date.parse(a.createdAt) - Date.parse(b.createdAt) || compareIds(a.id, b.id)
            : compareIds(a.id, b.id),
      );
    if (args.reverse) sorted.reverse();
    return connection(sorted.map(productNode), args.first ?? args.last ?? 50, args.after, (node) =>
      Buffer.from(node.legacyResourceId).toString("base64"),
    );
  },
  product: (args: { id: string }, ctx: Ctx) => {
    requireScope(ctx, "read_products");
    const product = ctx.fake.productsOf(ctx.shop).find((p) => `gid://shopify/Product/${p.id}` === args.id);
    return product ? productNode(product) : null;
  },
  shop: (_: unknown, ctx: Ctx) => ({
    id: `gid://shopify/Shop/${ctx.shop.domain.length}`,
    name: ctx.shop.name,
    myshopifyDomain: ctx.shop.domain,
    email: null,
    currencyCode: "EUR",
  }),
  currentAppInstallation: (_: unknown, ctx: Ctx) => ({
    id: `gid://shopify/AppInstallation/${ctx.access.token.slice(-6)}`,
    accessScopes: ctx.access.scopes.map((handle) => ({ handle, description: handle.replace(/_/g, " ") })),
  }),
  orders: (args: { first?: number; after?: string; query?: string; sortKey?: string; reverse?: boolean }, ctx: Ctx) => {
    requireScope(ctx, "read_orders");
    requireOrdersApproval(ctx);
    const key = args.sortKey === "UPDATED_AT" ? "updated_at" : "created_at";
    const sorted = ctx.shop.orders
      .filter((o) => matchesQuery(o, args.query))
      .sort((a, b) => Date.parse(a[key]) - Date.parse(b[key]) || compareIds(a.id, b.id));
    if (args.reverse) sorted.reverse();
    return connection(
      sorted.map((o) => orderNode(ctx, o)),
      args.first ?? 50,
      args.after,
      (node) => Buffer.from(String((node as { legacyResourceId: string }).legacyResourceId)).toString("base64"),
    );
  },
  order: (args: { id: string }, ctx: Ctx) => {
    requireScope(ctx, "read_orders");
    requireOrdersApproval(ctx);
    const order = ctx.shop.orders.find((o) => o.admin_graphql_api_id === args.id);
    return order ? orderNode(ctx, order) : null;
  },
  fulfillmentOrder: (args: { id: string }, ctx: Ctx) => {
    requireScope(ctx, "read_merchant_managed_fulfillment_orders");
    return findFulfillmentOrder(ctx.shop, args.id);
  },
  fulfillmentCreate: (
    args: {
      fulfillment: {
        lineItemsByFulfillmentOrder: Array<{
          fulfillmentOrderId: string;
          fulfillmentOrderLineItems?: Array<{ id: string; quantity: number }> | null;
        }>;
        notifyCustomer?: boolean;
        trackingInfo?: { number?: string; url?: string; company?: string; numbers?: string[]; urls?: string[] };
      };
    },
    ctx: Ctx,
  ) => {
    requireScope(
      ctx,
      "write_merchant_managed_fulfillment_orders",
      "write_assigned_fulfillment_orders",
      "write_third_party_fulfillment_orders",
    );
    const ids = args.fulfillment.lineItemsByFulfillmentOrder.map((l) => l.fulfillmentOrderId);
    const fulfillmentOrders = ids.map((id) => findFulfillmentOrder(ctx.shop, id));
    const failed = (field: string[], message: string) => ({ fulfillment: null, userErrors: [{ field, message }] });
    if (!ids.length || fulfillmentOrders.some((fo) => !fo)) {
      return failed(["fulfillment", "lineItemsByFulfillmentOrder"], "Fulfillment order does not exist.");
    }
    const found = fulfillmentOrders as NonNullable<(typeof fulfillmentOrders)[number]>[];
    // One fulfillment leaves one location: Shopify refuses fulfillment orders of several at once.
    if (new Set(found.map((fo) => fo._location)).size > 1) {
      return failed(["fulfillment", "lineItemsByFulfillmentOrder"], SINGLE_LOCATION_ERROR);
    }
    if (ctx.shop.rejectFulfilments) return failed(["fulfillment"], ctx.shop.rejectFulfilments);
    const order = (found[0] as (typeof found)[number])._order;
    if (found.some((fo) => fo.status !== "OPEN")) {
      return failed(["fulfillment"], "Fulfillment order is not in an open state.");
    }
    // Named fulfillment order line items ship those quantities; a fulfillment order named without
    // line items ships everything still open in it. Nothing is taken until the whole request is valid.
    const taken: Array<{ item: FulfillmentOrderItem; quantity: number }> = [];
    for (const [index, request] of args.fulfillment.lineItemsByFulfillmentOrder.entries()) {
      const fo = found[index] as (typeof found)[number];
      if (!request.fulfillmentOrderLineItems?.length) {
        for (const item of fo._items.filter((i) => i.remaining() > 0)) taken.push({ item, quantity: item.remaining() });
        continue;
      }
      for (const requested of request.fulfillmentOrderLineItems) {
        const item = fo._items.find((i) => i.id === requested.id);
        if (!item || requested.quantity < 1 || requested.quantity > item.remaining()) {
          return failed(
            ["fulfillment", "lineItemsByFulfillmentOrder"],
            "Invalid fulfillment order line item quantity requested.",
          );
        }
        taken.push({ item, quantity: requested.quantity });
      }
    }
    for (const { item, quantity } of taken) item.take(quantity);
    const lineItems = taken.map(({ item, quantity }) => ({ lineItemId: item.line.admin_graphql_api_id, quantity }));
    const tracking = args.fulfillment.trackingInfo ?? {};
    const record = ctx.fake.recordFulfilment(ctx.shop, {
      orderId: order.admin_graphql_api_id,
      fulfillmentOrderIds: ids,
      locationId: (found[0] as (typeof found)[number]).assignedLocation.location.id,
      lineItems,
      trackingCompany: tracking.company ?? null,
      trackingNumbers: tracking.numbers ?? (tracking.number ? [tracking.number] : []),
      trackingUrls: tracking.urls ?? (tracking.url ? [tracking.url] : []),
      notifyCustomer: Boolean(args.fulfillment.notifyCustomer),
    });
    return { fulfillment: fulfilmentNode(record), userErrors: [] };
  },
};
