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

/** A Shopify id: digits as a string, or a number that is still exact. */
const shopifyId = z.union([z.string().regex(/^\d{1,20}$/), z.number().int().nonnegative().safe()], {
  errorMap: (_issue, ctx) => ({
    message: ctx.data === undefined ? "Required" : "is not a Shopify id (digits, or an exact integer below 2^53)",
  }),
});
const optionalId = shopifyId.nullish();

/** A non-negative decimal amount as Shopify sends it ("199.00"; numbers are accepted too). */
const amount = z
  .union([z.string(), z.number()])
  .refine((value) => /^\d+(\.\d+)?$/.test(String(value).trim()), "is not a non-negative amount");

const gid = (type: string) =>
  z
    .string()
    .regex(new RegExp(`^gid://shopify/${type}/\\d+$`), `is not a gid://shopify/${type}/… id`)
    .nullish();

const taxLines = z.array(z.object({ price: amount.nullish() }).passthrough()).nullish();

const lineItem = z
  .object({
    id: shopifyId,
    admin_graphql_api_id: gid("LineItem"),
    variant_id: optionalId,
    product_id: optionalId,
    quantity: z.number().int().positive(),
    price: amount,
    total_discount: amount.nullish(),
    discount_allocations: z.array(z.object({ amount: amount.nullish() }).passthrough()).nullish(),
    tax_lines: taxLines,
  })
  .passthrough();

const orderPayload = z
  .object({
    id: shopifyId,
    admin_graphql_api_id: gid("Order"),
    line_items: z.array(lineItem).min(1, "has no line items"),
    shipping_lines: z.array(z.object({ price: amount.nullish(), tax_lines: taxLines }).passthrough()).nullish(),
    customer: z.object({ id: optionalId }).passthrough().nullish(),
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

export type OrderPayloadResult = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: string };

/**
 * An orders/create, orders/updated or orders/cancelled body → the payload with exact string ids,
 * or the reason it is not one ("line_items: has no line items").
 */
export function checkOrderPayload(value: unknown): OrderPayloadResult {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, reason: "Invalid order payload: not a JSON object" };
  }
  const parsed = orderPayload.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
      .join("; ");
    return { ok: false, reason: `Invalid order payload: ${issues}` };
  }
  const order = parsed.data;
  const id = exactId(order);
  if (!id) return { ok: false, reason: "Invalid order payload: id does not match admin_graphql_api_id" };
  const lines = [];
  for (const [index, line] of order.line_items.entries()) {
    const lineId = exactId(line);
    if (!lineId) {
      return { ok: false, reason: `Invalid order payload: line_items.${index}.id does not match admin_graphql_api_id` };
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

/** Why a signed delivery cannot be processed, or null when it can. */
export function invalidDeliveryReason(topic: string, payload: unknown): string | null {
  if (ORDER_PAYLOAD_TOPICS.has(topic)) {
    const result = checkOrderPayload(payload);
    return result.ok ? null : result.reason;
  }
  return typeof payload === "object" && payload !== null && !Array.isArray(payload)
    ? null
    : "Invalid payload: not a JSON object";
}
