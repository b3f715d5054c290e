// One spelling (issue 35; docs/architecture.md, "Names"): the spec writes "fulfilment", and so do
// our own identifiers and translation keys. "fulfillment" stays where the name is Medusa's or
// Shopify's: one of their names below, the bare word for one of their objects or fields
// (`fulfillment`, `fulfillments`: Medusa's entity and relation, Shopify's object and argument),
// or one of their compound names (fulfillment status, fulfillment order, fulfillment hold,
// fulfillment line item), which our names for those same things keep (`fulfillmentStatus` holds
// Medusa's `fulfillment_status`). Migrations are history (their index names are stored) and are
// not read; locale texts are prose (German writes "Fulfillment"), only their keys are.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.join(__dirname, "..");
const SOURCES = ["medusa-plugin/src", "apps/web/src", "apps/backend/src", "e2e", "packages"];
const SKIP_DIRS = new Set([
  "node_modules",
  "dist",
  "build",
  "test-results",
  "playwright-report",
  "migrations",
  ".cache",
]);

/** Medusa's and Shopify's own names that are not a bare word or a compound below. */
const THEIRS = new Set([
  // Shopify's GraphQL: mutations, input and payload types, the fulfillment order action.
  "fulfillmentCreate",
  "fulfillmentCancel",
  "FulfillmentInput",
  "FulfillmentCreatePayload",
  "FulfillmentTrackingInput",
  "FulfillmentTrackingInfo",
  "FulfillmentOriginAddressInput",
  "CREATE_FULFILLMENT",
  // Shopify's display fulfillment statuses.
  "PENDING_FULFILLMENT",
  "REQUEST_FULFILLMENT",
  // Medusa's order and store columns.
  "external_fulfillment_id",
  "fulfillment_providers",
]);
/** Keys named by stored data: an order event's `field: "fulfillment"` (order_event rows, audit entries). */
const STORED_KEYS = new Set(["orders.json:history.status_changed.fulfillment"]);
/** The word after "fulfillment" in Medusa's and Shopify's compound names. */
const COMPOUND = new Set(["status", "statuses", "order", "orders", "hold", "holds", "line"]);

/** An identifier's words: snake_case, kebab-case and camelCase (`FULFILLMENT_ORDERS`, `lineItemsByFulfillmentOrder`). */
const wordsOf = (identifier: string) =>
  identifier
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

function isTheirs(identifier: string): boolean {
  if (THEIRS.has(identifier)) return true;
  const words = wordsOf(identifier);
  return words.every((word, index) => {
    if (!/^fulfillments?$/.test(word)) return true;
    if (words.length === 1) return true;
    return COMPOUND.has(words[index + 1] ?? "");
  });
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(tsx?|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

function keysOf(tree: unknown, prefix = ""): string[] {
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => [
    prefix ? `${prefix}.${key}` : key,
    ...keysOf(value, prefix ? `${prefix}.${key}` : key),
  ]);
}

const AMERICAN = /[\w-]*fulfillment[\w-]*/gi;

describe("one spelling: fulfilment", () => {
  it("tells Medusa's and Shopify's names from ours", () => {
    for (const theirs of [
      "fulfillment_status",
      "fulfillmentStatus",
      "ORDER_FULFILLMENT_STATUSES",
      "FulfillmentStatusBadge",
      "fulfillmentOrders",
      "lineItemsByFulfillmentOrder",
      "FULFILLMENT_ORDERS_HOLD_RELEASED",
      "fulfillmentHolds",
      "FulfillmentLineItem",
      "fulfillments",
      "Fulfillment",
      "fulfillmentCreate",
    ])
      expect(isTheirs(theirs), theirs).toBe(true);
    for (const ours of [
      "FulfillmentRejectedError",
      "createFulfillment",
      "fulfillmentIds",
      "FULFILLMENT_REQUESTED_EVENT",
    ])
      expect(isTheirs(ours), ours).toBe(false);
  });

  it("spells our identifiers 'fulfilment' in every source file", () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) => file !== __filename);
    expect(files.length).toBeGreaterThan(500);
    const ours = files.flatMap((file) => {
      const source = fs.readFileSync(file, "utf8");
      return [...new Set(source.match(AMERICAN) ?? [])]
        .filter((identifier) => !isTheirs(identifier))
        .map((identifier) => `${path.relative(ROOT, file)}: ${identifier}`);
    });
    expect(ours).toEqual([]);
  });

  it("spells our translation keys 'fulfilment' (a key is ours even when it is one word)", () => {
    const ours = ["en", "de"].flatMap((language) =>
      fs
        .readdirSync(path.join(__dirname, language))
        .filter((name) => name.endsWith(".json"))
        .flatMap((name) =>
          keysOf(JSON.parse(fs.readFileSync(path.join(__dirname, language, name), "utf8")))
            .filter((key) => !STORED_KEYS.has(`${name}:${key}`))
            .filter((key) =>
              key.split(".").some((part) => /fulfillment/i.test(part) && (!isTheirs(part) || !/[_A-Z]/.test(part))),
            )
            .map((key) => `${language}/${name}: ${key}`),
        ),
    );
    expect(ours).toEqual([]);
  });
});
