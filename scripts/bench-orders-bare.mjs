// The bare baseline of `npm run bench:orders`: what the first page of `orders.list` costs without
// any framework. A process of its own (as the backend is one), forked by bench-orders.mjs: plain
// `node:http` and `pg`, the same SQL as PlatformOrderService.list for the same organisation, the
// same JSON as our tRPC answer (superjson's shape, dates listed in `meta`), and a bearer token
// check that is a lookup (token → organisation, fixed at start: no JWT, no membership query).
// The gap between the two is what Medusa, tRPC, authentication and logging cost per request.
//
// Environment: BARE_PORT, BARE_DATABASE_URL, BARE_TOKEN, BARE_ORGANISATION_ID, BARE_LOCATIONS (1/0).
// Answers `GET /store/trpc/orders.list?input=…` only; sends { type: "ready" } over IPC when listening.
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(root, "packages/testing/package.json"));
const pg = require("pg");

const PAGE_MAX = 100;
const tokens = new Map([[process.env.BARE_TOKEN, process.env.BARE_ORGANISATION_ID]]);
const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
const hasLocations = process.env.BARE_LOCATIONS === "1";

// PlatformOrderService.list's query (ROW_SELECT and joins), first page, sorted by created_at desc.
const LIST_SQL = `SELECT o.id, o.display_id, o.status, o.payment_status, o.fulfillment_status, e.created_at,
  e.created_at::text AS created_at_text, e.customer_name, e.currency_code, e.subtotal, e.shipping_total, e.tax_total,
  e.discount_total, e.total, e.needs_linking, e.external_order_name, e.tracking_numbers, e.tracking_urls,
  e.location_id, ${hasLocations ? "loc.name" : "NULL"} AS location_name, e.invoiced, s.id AS shop_id, s.name AS shop_name,
  s.domain AS shop_domain
  FROM order_extension e JOIN "order" o ON o.id = e.order_id
  LEFT JOIN shop s ON s.id = e.shop_id
  ${hasLocations ? "LEFT JOIN location loc ON loc.id = e.location_id" : ""}
 WHERE e.organisation_id = $1
 ORDER BY e.created_at DESC, e.order_id DESC
 LIMIT $2`;

const cursorOf = (r) =>
  Buffer.from(JSON.stringify([r.created_at_text, r.id]))
    .toString("base64")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const toItem = (r) => ({
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
  shop: r.shop_id ? { id: r.shop_id, name: r.shop_name, domain: r.shop_domain } : null,
  locationId: r.location_id,
  locationName: r.location_name,
  invoiced: r.invoiced,
  needsLinking: r.needs_linking,
  trackingNumbers: r.tracking_numbers,
  trackingUrls: r.tracking_urls,
});

function answer(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function list(req, res) {
  const url = new URL(req.url, "http://bare");
  if (url.pathname !== "/store/trpc/orders.list") return answer(res, 404, { error: "not found" });
  const organisationId = tokens.get(/^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1]);
  if (!organisationId) return answer(res, 401, { error: "unauthorized" });
  const input = JSON.parse(url.searchParams.get("input") ?? "{}").json ?? {};
  const limit = Math.min(PAGE_MAX, Math.max(1, Number(input.limit) || 20));
  const { rows } = await pool.query(LIST_SQL, [organisationId, limit + 1]);
  const page = rows.slice(0, limit);
  const items = page.map(toItem);
  const json = { items, nextCursor: rows.length > limit ? cursorOf(page.at(-1)) : null, prevCursor: null };
  const values = Object.fromEntries(items.map((_, i) => [`items.${i}.createdAt`, ["Date"]]));
  answer(res, 200, { result: { data: items.length ? { json, meta: { values } } : { json } } });
}

const server = http.createServer((req, res) => {
  list(req, res).catch((error) => answer(res, 500, { error: String(error) }));
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.BARE_PORT), "127.0.0.1", () => process.send?.({ type: "ready" }));
process.on("disconnect", () => {
  server.close();
  pool.end().finally(() => process.exit(0));
});
