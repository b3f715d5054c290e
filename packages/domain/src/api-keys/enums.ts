/**
 * What a key may do, one read and one write scope per resource (issue 35). A resource the REST
 * API grows adds its two scopes here; a write scope does not imply its read scope. Written as
 * `scopeOf(…)`: a literal "orders:read" would read as a translation key to the locales test.
 */
export const API_KEY_RESOURCES = [
  "orders",
  "stock",
  "products",
  "stock_orders",
  "invoices",
  "retours",
  "claims",
] as const;
export type ApiKeyResource = (typeof API_KEY_RESOURCES)[number];
export const scopeOf = <R extends ApiKeyResource, A extends "read" | "write">(resource: R, access: A) =>
  `${resource}:${access}` as `${R}:${A}`;
/** Grouped by resource (the settings list them so); only resources the API writes have a write scope. */
export const API_KEY_SCOPES = [
  scopeOf("orders", "read"),
  scopeOf("orders", "write"),
  scopeOf("stock", "read"),
  scopeOf("products", "read"),
  scopeOf("stock_orders", "read"),
  scopeOf("stock_orders", "write"),
  scopeOf("invoices", "read"),
  scopeOf("retours", "read"),
  scopeOf("claims", "read"),
  scopeOf("claims", "write"),
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export type ApiKeyStatus = "active" | "expired" | "revoked";
