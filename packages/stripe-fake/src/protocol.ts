// Stripe's wire protocol as far as the fake needs it: form-encoded request bodies with bracketed
// keys (`metadata[invoice_id]=…`), ids, the error envelope and the webhook signature.
import { createHmac, randomBytes } from "node:crypto";

export type Params = { [key: string]: string | Params | Array<string | Params> };

/**
 * Decodes an application/x-www-form-urlencoded body the way Stripe reads it: `a[b][c]=v` nests,
 * `a[0]=v` (or `a[]=v`) makes a list.
 */
export function decodeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const head = /^[^[]+/.exec(key)?.[0] ?? key;
    const path = [head, ...[...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] as string)];
    let node: Params = root;
    for (let i = 0; i < path.length - 1; i++) {
      const part = path[i] as string;
      node[part] ??= {};
      node = node[part] as Params;
    }
    const last = path[path.length - 1] as string;
    node[last === "" ? String(Object.keys(node).length) : last] = value;
  }
  return listify(root) as Params;
}

/** Objects whose keys are 0..n-1 become lists. */
function listify(value: string | Params | Array<string | Params>): string | Params | Array<string | Params> {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, listify(value[key] as Params)] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) {
    return entries.map(([, item]) => item as string | Params);
  }
  return Object.fromEntries(entries) as Params;
}

/** Stripe-style ids: a prefix and 24 characters. */
const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const stripeId = (prefix: string) =>
  `${prefix}_${[...randomBytes(24)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("")}`;

export type StripeErrorBody = {
  error: {
    type: "invalid_request_error" | "card_error" | "api_error" | "idempotency_error";
    message: string;
    code?: string;
    decline_code?: string;
    param?: string;
    doc_url?: string;
    request_log_url?: string;
    [key: string]: unknown;
  };
};

export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.error.message);
  }
}

export function invalidRequest(message: string, extra: { code?: string; param?: string; status?: number } = {}) {
  return new StripeFakeError(extra.status ?? 400, {
    error: {
      type: "invalid_request_error",
      message,
      ...(extra.code
        ? { code: extra.code, doc_url: `https://stripe.com/docs/error-codes/${extra.code.replaceAll("_", "-")}` }
        : {}),
      ...(extra.param ? { param: extra.param } : {}),
    },
  });
}

/**
 * The Stripe-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" with the
 * endpoint's signing secret>`, exactly as Stripe signs webhook deliveries.
 */
export function signatureHeader(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/**
 * What an endpoint accepts: "string" a scalar, "map" free string keys (metadata), [shape] a list
 * of those, an object its known keys.
 */
export type Shape = "string" | "map" | [Shape] | { [key: string]: Shape };

/**
 * A Shape held to the SDK's own request parameters (`Stripe.Checkout.SessionCreateParams`, …): used
 * with `satisfies`, a key Stripe's API does not take, or an object where Stripe takes a scalar,
 * fails the typecheck.
 */
export type ParamsShape<P> = { [K in keyof P]?: ShapeOf<Exclude<P[K], "" | null | undefined>> };
type ShapeOf<V> = V extends string | number | boolean
  ? "string"
  : V extends ReadonlyArray<infer Item>
    ? [ShapeOf<Exclude<Item, "" | null | undefined>>]
    : string extends keyof V
      ? "map"
      : ParamsShape<V>;

/**
 * Refuses what the endpoint does not know as Stripe does: `Received unknown parameter: a[b]`
 * (400 invalid_request_error), and a scalar where an object belongs (or back) as invalid.
 */
export function checkParams(params: Params, shape: Shape, path = ""): Params {
  const walk = (value: string | Params | Array<string | Params>, expected: Shape, name: string): void => {
    if (expected === "string") {
      if (typeof value !== "string") throw invalidRequest(`Invalid string: ${name}`, { param: name });
      return;
    }
    if (expected === "map") {
      if (value === "") return; // Stripe: an empty string unsets a map
      if (typeof value !== "object" || Array.isArray(value))
        throw invalidRequest(`Invalid object: ${name}`, { param: name });
      for (const [key, item] of Object.entries(value)) {
        if (typeof item !== "string")
          throw invalidRequest(`Invalid string: ${name}[${key}]`, { param: `${name}[${key}]` });
      }
      return;
    }
    if (Array.isArray(expected)) {
      if (!Array.isArray(value)) throw invalidRequest(`Invalid array: ${name}`, { param: name });
      for (const [index, item] of value.entries()) walk(item, expected[0], `${name}[${index}]`);
      return;
    }
    if (typeof value !== "object" || Array.isArray(value))
      throw invalidRequest(`Invalid object: ${name}`, { param: name });
    for (const [key, item] of Object.entries(value)) {
      const child = name ? `${name}[${key}]` : key;
      const inner = expected[key];
      if (!inner) throw invalidRequest(`Received unknown parameter: ${child}`, { param: child });
      walk(item, inner, child);
    }
  };
  walk(params, shape, path);
  return params;
}
