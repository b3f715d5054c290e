// Shopify webhook bodies: parsed without losing 64-bit ids, and order payloads checked against a
// schema before anything is written. An invalid delivery is stored as failed with its reason.
import { z } from "zod";

/**
 * JSON.parse, except that integers too long for a double (Shopify's ids are 64-bit:
 * 820982911946154508 would become …496) are kept as strings. Strings are copied as they are.
 */
export function parseExactJson(text: string): unknown {
  let out = "";
  let last = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) {
      inString = true;
      continue;
    }
    const isDigit = c >= 48 && c <= 57;
    if (!isDigit && c !== 45 /* - */) continue;
    let end = i + 1;
    while (end < text.length && /[0-9.eE+-]/.test(text[end] as string)) end++;
    const token = text.slice(i, end);
    if (/^-?\d{16,}$/.test(token) && !Number.isSafeInteger(Number(token))) {
      out += `${text.slice(last, i)}"${token}"`;
      last = end;
    }
    i = end - 1;
  }
  return JSON.parse(last ? out + text.slice(last) : text);
}

/** Objects and arrays nested deeper than this are no Shopify payload (an order is about 6 deep). */
export const MAX_JSON_DEPTH = 32;
/** Shopify's REST and draft-order limit is 499 line items per order; a little headroom. */
export const MAX_LINE_ITEMS = 500;
const MAX_TAX_LINES = 50;
const MAX_SHIPPING_LINES = 50;
/** Product titles, SKUs and address lines are at most 255 characters in Shopify. */
const SHORT_TEXT = 255;

/**
 * What JSON.parse would accept but no Shopify body holds, found by one pass over the text (no
 * recursion, so a body nested 10,000 deep costs nothing): objects nested deeper than
 * MAX_JSON_DEPTH and duplicate keys (JSON.parse would silently keep the last). Null when fine or
 * when the text is not JSON at all (JSON.parse reports that).
 */
export function jsonStructureProblem(text: string): string | null {
  // One entry per open object (its keys so far) or array (null).
  const open: Array<Set<string> | null> = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      let end = i + 1;
      while (end < text.length && text.charCodeAt(end) !== 34) end += text.charCodeAt(end) === 92 ? 2 : 1;
      const keys = open[open.length - 1];
      if (expectKey && keys) {
        let key: string;
        try {
          key = JSON.parse(text.slice(i, end + 1)) as string;
        } catch {
          return null;
        }
        if (keys.has(key)) return "a key appears twice in one object";
        keys.add(key);
      }
      expectKey = false;
      i = end;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      open.push(c === 123 ? new Set() : null);
      if (open.length > MAX_JSON_DEPTH) return `nested deeper than ${MAX_JSON_DEPTH} levels`;
      expectKey = c === 123;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      open.pop();
      expectKey = false;
    } else if (c === 44 /* , */) {
      expectKey = open[open.length - 1] instanceof Set;
    }
  }
  return null;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A string no database or screen should get: a NUL (PostgreSQL's text and jsonb refuse it) or a
 * lone UTF-16 surrogate (not Unicode at all). Walks the parsed value without recursion.
 */
export function unstorableText(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\0")) return "a text contains a NUL character";
      if (LONE_SURROGATE.test(item)) return "a text is not valid Unicode (lone surrogate)";
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) pending.push(key, child);
    }
  }
  return null;
}

/**
 * A signed body → its value, or why it cannot be taken: not JSON, too deep, duplicate keys, text
 * PostgreSQL cannot store. Ids beyond 2^53 stay exact (strings).
 */
export function parseWebhookBody(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  const structure = jsonStructureProblem(text);
  if (structure) return { ok: false, reason: `Invalid payload: ${structure}` };
  let value: unknown;
  try {
    value = parseExactJson(text);
  } catch {
    return { ok: false, reason: "Invalid payload: the body is not JSON" };
  }
  const text_ = unstorableText(value);
  return text_ ? { ok: false, reason: `Invalid payload: ${text_}` } : { ok: true, value };
}

/** A Shopify id: digits as a string, or a number that is still exact. */
const shopifyId = z.union([z.string().regex(/^\d{1,20}$/), z.number().int().nonnegative().safe()], {
  errorMap: (_issue, ctx) => ({
    message: ctx.data === undefined ? "Required" : "is not a Shopify id (digits, or an exact integer below 2^53)",
  }),
});
const optionalId = shopifyId.nullish();

/** A non-negative decimal amount as Shopify sends it ("199.00"; numbers are accepted too), below 10^12. */
const amount = z
  .union([z.string(), z.number()])
  .refine((value) => /^\d{1,12}(\.\d{1,6})?$/.test(String(value).trim()), "is not a non-negative amount");

const gid = (type: string) =>
  z
    .string()
    .regex(new RegExp(`^gid://shopify/${type}/\\d+$`), `is not a gid://shopify/${type}/… id`)
    .nullish();

const text = (max = SHORT_TEXT) => z.string().max(max, `is longer than ${max} characters`).nullish();

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,6})?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
/** Shopify has existed since 2006; nothing it sends is dated before 2000 or more than a day ahead. */
function sensibleDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > (DAYS_IN_MONTH[month - 1] as number)) return false;
  if (month === 2 && day === 29 && (year % 4 !== 0 || (year % 100 === 0 && year % 400 !== 0))) return false;
  const time = Date.parse(value);
  return Number.isFinite(time) && year >= 2000 && time <= Date.now() + 24 * 3600 * 1000;
}
const dateTime = z
  .string()
  .max(40)
  .refine(sensibleDateTime, "is not an ISO 8601 date and time between 2000 and now")
  .nullish();

/** Shopify sends "" or null when the order has no email. */
const email = z
  .union([z.literal(""), z.string().max(SHORT_TEXT, "is too long").email("is not an email address")])
  .nullish();
const currency = z
  .string()
  .regex(/^[A-Z]{3}$/, "is not an ISO 4217 currency code")
  .nullish();

const address = z
  .object(
    {
      first_name: text(),
      last_name: text(),
      name: text(),
      company: text(),
      address1: text(),
      address2: text(),
      city: text(),
      zip: text(32),
      province: text(),
      province_code: text(16),
      country: text(),
      country_code: z
        .string()
        .regex(/^[A-Za-z]{2}$/, "is not a two-letter country code")
        .nullish(),
      phone: text(64),
    },
    { invalid_type_error: "is not an address object" },
  )
  .passthrough()
  .nullish();

const taxLines = z
  .array(z.object({ title: text(), price: amount.nullish(), rate: z.number().min(0).max(1).nullish() }).passthrough())
  .max(MAX_TAX_LINES, `more than ${MAX_TAX_LINES}`)
  .nullish();

const lineItem = z
  .object({
    id: shopifyId,
    admin_graphql_api_id: gid("LineItem"),
    variant_id: optionalId,
    product_id: optionalId,
    sku: text(),
    title: text(),
    variant_title: text(),
    name: text(2 * SHORT_TEXT + 3),
    quantity: z.number().int().positive().max(1_000_000),
    // What is left after order edits and refunds (0 when the line was removed).
    current_quantity: z.number().int().nonnegative().max(1_000_000).nullish(),
    fulfillable_quantity: z.number().int().nonnegative().max(1_000_000).nullish(),
    price: amount,
    total_discount: amount.nullish(),
    discount_allocations: z
      .array(z.object({ amount: amount.nullish() }).passthrough())
      .max(MAX_TAX_LINES)
      .nullish(),
    tax_lines: taxLines,
  })
  .passthrough();

const FINANCIAL_STATUSES = [
  "pending",
  "authorized",
  "partially_paid",
  "paid",
  "partially_refunded",
  "refunded",
  "voided",
  "expired",
] as const;
const FULFILLMENT_STATUSES = ["fulfilled", "partial", "restocked", "unfulfilled"] as const;

/**
 * A status the platform maps when it knows it. Any other short text (Shopify's own documented
 * sample sends `"pending"`; newer API versions add values) is read as none, never a failed order.
 */
const knownStatus = <T extends string>(values: readonly T[]) =>
  text(64).transform((value) => (value && (values as readonly string[]).includes(value) ? (value as T) : null));

/** The fields of an orders/* body the platform stores (types, lengths, ranges as Shopify documents them). */
const orderPayload = z
  .object({
    id: shopifyId,
    admin_graphql_api_id: gid("Order"),
    name: text(),
    email,
    contact_email: email,
    phone: text(64),
    created_at: dateTime,
    updated_at: dateTime,
    cancelled_at: dateTime,
    currency,
    presentment_currency: currency,
    taxes_included: z.boolean().nullish(),
    financial_status: knownStatus(FINANCIAL_STATUSES),
    fulfillment_status: knownStatus(FULFILLMENT_STATUSES),
    line_items: z.array(lineItem).min(1, "none").max(MAX_LINE_ITEMS, `more than ${MAX_LINE_ITEMS}`),
    shipping_lines: z
      .array(
        z
          .object({ title: text(), price: amount.nullish(), discounted_price: amount.nullish(), tax_lines: taxLines })
          .passthrough(),
      )
      .max(MAX_SHIPPING_LINES, `more than ${MAX_SHIPPING_LINES}`)
      .nullish(),
    total_shipping_price_set: z
      .object({ shop_money: z.object({ amount: amount.nullish() }).passthrough().nullish() })
      .passthrough()
      .nullish(),
    customer: z
      .object({ id: optionalId, email, first_name: text(), last_name: text(), phone: text(64) })
      .passthrough()
      .nullish(),
    shipping_address: address,
    billing_address: address,
    subtotal_price: amount.nullish(),
    total_price: amount.nullish(),
    total_tax: amount.nullish(),
    total_discounts: amount.nullish(),
  })
  .passthrough();

/** The gid's number wins over the plain id: it is a string everywhere, so never rounded. */
function exactId(record: { id: string | number; admin_graphql_api_id?: string | null }): string | null {
  const fromGid = record.admin_graphql_api_id?.split("/").pop() ?? null;
  const plain = String(record.id);
  if (fromGid && fromGid !== plain) return null;
  return fromGid ?? plain;
}

/**
 * Where in the body a problem is, in words support reads (failed deliveries): `line_items.2.price`
 * → "line item 3, price", never the stored field names.
 */
export function payloadPlace(path: ReadonlyArray<string | number>): string {
  const words: string[] = [];
  for (let index = 0; index < path.length; index++) {
    const name = String(path[index]).replace(/_/g, " ");
    const next = path[index + 1];
    if (typeof next === "number") {
      words.push(`${name.replace(/s$/, "")} ${next + 1}`);
      index++;
    } else words.push(name);
  }
  return words.join(", ") || "the body";
}

export type OrderPayloadResult = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: string };

/**
 * An orders/create, orders/updated or orders/cancelled body → the payload with exact string ids,
 * or the reason it is not one ("line items: none").
 */
export function checkOrderPayload(value: unknown): OrderPayloadResult {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, reason: "Invalid order payload: not a JSON object" };
  }
  const parsed = orderPayload.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${payloadPlace(issue.path)}: ${issue.message}`)
      .join("; ");
    return { ok: false, reason: `Invalid order payload: ${issues}` };
  }
  const order = parsed.data;
  const id = exactId(order);
  if (!id) return { ok: false, reason: "Invalid order payload: id does not match the GraphQL id" };
  const lines = [];
  for (const [index, line] of order.line_items.entries()) {
    const lineId = exactId(line);
    if (!lineId) {
      return { ok: false, reason: `Invalid order payload: line item ${index + 1}, id does not match the GraphQL id` };
    }
    lines.push({
      ...line,
      id: lineId,
      variant_id: line.variant_id == null ? null : String(line.variant_id),
      product_id: line.product_id == null ? null : String(line.product_id),
    });
  }
  const customer = order.customer
    ? { ...order.customer, id: order.customer.id == null ? null : String(order.customer.id) }
    : order.customer;
  return { ok: true, payload: { ...order, id, line_items: lines, customer } };
}

/** Topics whose body must be an order. */
export const ORDER_PAYLOAD_TOPICS = new Set(["ORDERS_CREATE", "ORDERS_UPDATED", "ORDERS_CANCELLED"]);

/**
 * orders/edited carries an OrderEdit (`{ order_edit: { id, order_id, line_items: { additions,
 * removals } } }`), not the order: the order's id, or why the body is not one.
 */
export function editedOrderId(value: unknown): { ok: true; orderId: string } | { ok: false; reason: string } {
  const edit = (value as { order_edit?: unknown } | null)?.order_edit as { order_id?: unknown } | undefined;
  const parsed = shopifyId.safeParse(edit?.order_id);
  return parsed.success
    ? { ok: true, orderId: String(parsed.data) }
    : { ok: false, reason: "Invalid order edit payload: order_edit.order_id is not a Shopify id" };
}

/** Why a signed delivery cannot be processed, or null when it can. */
export function invalidDeliveryReason(topic: string, payload: unknown): string | null {
  if (ORDER_PAYLOAD_TOPICS.has(topic)) {
    const result = checkOrderPayload(payload);
    return result.ok ? null : result.reason;
  }
  if (topic === "ORDERS_EDITED") {
    const result = editedOrderId(payload);
    return result.ok ? null : result.reason;
  }
  return typeof payload === "object" && payload !== null && !Array.isArray(payload)
    ? null
    : "Invalid payload: not a JSON object";
}
