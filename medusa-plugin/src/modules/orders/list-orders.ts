import {
  decodeOrderCursor,
  encodeOrderCursor,
  ORDER_MESSAGES,
  type OrderFilters,
  type OrderListInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { type OrderListRecord, selectOrderPage } from "./data-access/order-list";
import type { OrderRow } from "./types";

export type OrderPage = { items: OrderRow[]; nextCursor: string | null; prevCursor: string | null };

export function toOrderRow(r: OrderListRecord): OrderRow {
  return {
    id: r.id,
    displayId: r.display_id,
    number: r.external_order_name ?? `#${r.display_id}`,
    createdAt: r.created_at,
    customerName: r.customer_name,
    paymentStatus: r.payment_status,
    fulfillmentStatus: r.fulfillment_status,
    status: r.status,
    currencyCode: r.currency_code,
    subtotal: r.subtotal,
    shippingTotal: r.shipping_total,
    taxTotal: r.tax_total,
    total: r.total,
    shop: r.shop_id ? { id: r.shop_id, name: r.shop_name as string, domain: r.shop_domain as string } : null,
    locationId: r.location_id,
    locationName: r.location_name,
    invoiced: r.invoiced,
    needsLinking: r.needs_linking,
    trackingNumbers: r.tracking_numbers,
    trackingUrls: r.tracking_urls,
  };
}

/**
 * One page of the organisation's orders by keyset: (sort value, order id) after or before the
 * cursor, straight from an index, without counting — as fast on page 5,000 as on page 1.
 */
export async function listOrders(
  manager: EntityManager,
  organisationId: string,
  input: OrderListInput,
): Promise<OrderPage> {
  const [key, order] = input.sort.split("_") as ["created" | "total", "asc" | "desc"];
  const backwards = input.direction === "before";
  // Walking backwards reads the index the other way round and reverses the page afterwards.
  const ascending = (order === "asc") !== backwards;
  let cursor: { v: string | number; id: string } | null = null;
  if (input.cursor) {
    cursor = decodeOrderCursor(input.cursor, input.sort);
    if (!cursor) throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.cursorInvalid, "cursor");
  }
  const rows = await selectOrderPage(manager, organisationId, input, {
    key,
    ascending,
    cursor,
    limit: input.limit + 1,
  });
  const more = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  if (backwards) page.reverse();
  const cursorOf = (r: OrderListRecord | undefined) =>
    r ? encodeOrderCursor({ v: key === "created" ? r.created_at_text : r.total, id: r.id }) : null;
  // Forwards: a next page exists when one more row came back; a previous one whenever we came from a cursor.
  const hasNext = backwards ? Boolean(input.cursor) : more;
  const hasPrev = backwards ? more : Boolean(input.cursor);
  return {
    items: page.map(toOrderRow),
    nextCursor: hasNext ? cursorOf(page.at(-1)) : null,
    prevCursor: hasPrev ? cursorOf(page[0]) : null,
  };
}

/** Every order the filters select, in batches by keyset (the CSV export streams these). */
export async function* exportOrders(
  manager: EntityManager,
  organisationId: string,
  filters: OrderFilters,
): AsyncGenerator<OrderRow[]> {
  let cursor: string | undefined;
  for (;;) {
    const page = await listOrders(manager, organisationId, { ...filters, cursor, direction: "after", limit: 100 });
    if (page.items.length) yield page.items;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}
