// `npm run bench:orders`: seeds 1,000,000 orders across 1,000 organisations straight into
// PostgreSQL (Medusa's order, address, line item, tax line and shipping method rows plus our
// order_extension), then measures in one run, at the same concurrency and alternating in rounds:
// our tRPC `orders.list` for one organisation (first page, follow-up pages by cursor, and the
// largest organisation), the REST API's `GET /api/v1/orders?limit=20` for the same organisation
// with an API key (the same service; the key check, rate limit and audit entry on top), and
// Medusa's own `GET /admin/orders?limit=20` on the same database.
// Beside them a bare baseline (bench-orders-bare.mjs: the same SQL and JSON for the same first page
// through plain `pg` and `node:http`, its own process) measured the same way: `ours ÷ bare` is what
// the request path costs. Prints requests per second, p50/p95/p99 and the ratios, the seeding time
// and row counts, and what PostgreSQL does for our list (EXPLAIN ANALYZE in full with --explain).
// Needs a build (`npx turbo run build`).
//
//   npm run bench:orders -- --orders 50000 --organisations 50 --duration 10
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:orders
//
// Flags: --orders N (1000000), --organisations N (1000), --concurrency N (10), --duration S per
// scenario (20) or --requests N per scenario, --rounds N (2), --large-share F (0.1: the share of
// all orders held by one large organisation; 0 for none), --batch N (50000 orders per seeding
// transaction), --database-url URL (else DATABASE_URL, else the backend's embedded PostgreSQL;
// on a server the script creates its own database and drops it at the end, unless --keep), --explain
// (the full plans), --log (the backend's output), --ports N (the backend, its PostgreSQL and the bare
// server on N, N+3, N+4 instead of free ports; the demo fakes take N+1, N+2), --no-medusa (skip Medusa's slow admin list),
// --cpu-prof DIR (the backend writes a V8 CPU profile there when it stops).
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  json,
  portPicker,
  requireBuild,
  requireFromWorkspace,
  root,
  startBenchBackend,
  throwAwayDatabase,
} from "./bench-common.mjs";

requireBuild();
const require = requireFromWorkspace;
const bareScript = path.join(root, "scripts/bench-orders-bare.mjs");
const pg = require("pg");

const { values: flags } = parseArgs({
  options: {
    orders: { type: "string", default: "1000000" },
    organisations: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "10" },
    duration: { type: "string" },
    requests: { type: "string" },
    rounds: { type: "string", default: "2" },
    "large-share": { type: "string", default: "0.1" },
    batch: { type: "string", default: "50000" },
    "database-url": { type: "string" },
    explain: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    log: { type: "boolean", default: false },
    ports: { type: "string" },
    "no-medusa": { type: "boolean", default: false },
    "cpu-prof": { type: "string" },
  },
});
const ORDERS = Number(flags.orders);
const ORGANISATIONS = Number(flags.organisations);
const CONCURRENCY = Number(flags.concurrency);
const REQUESTS = flags.requests ? Number(flags.requests) : 0;
const DURATION_S = flags.duration ? Number(flags.duration) : REQUESTS ? 0 : 20;
const ROUNDS = Math.max(1, Number(flags.rounds));
const BATCH = Number(flags.batch);
const LARGE_SHARE = Number(flags["large-share"]);
if (!(ORDERS >= 1 && ORGANISATIONS >= 2 && CONCURRENCY >= 1 && BATCH >= 1 && LARGE_SHARE >= 0 && LARGE_SHARE < 1)) {
  console.error("Invalid flags: --orders ≥ 1, --organisations ≥ 2, --concurrency ≥ 1, 0 ≤ --large-share < 1");
  process.exit(1);
}
const SERVER_URL = flags["database-url"] || process.env.DATABASE_URL || "";
const PAGE = 20;
/** Follow-up pages (2…1+FOLLOW_UP_PAGES) measured through nextCursor. */
const FOLLOW_UP_PAGES = 4;
const PASSWORD = "bench-password-1";
const ADMIN = { email: "admin@demo.local", password: "demo-password" };
const SUPPORT = { email: "support@demo.local", password: "demo-password" };

/** Orders held by the large organisation; the others share the rest evenly. */
const LARGE_ORDERS = LARGE_SHARE > 0 ? Math.round(ORDERS * LARGE_SHARE) : 0;
const SPREAD_ORGANISATIONS = ORGANISATIONS - (LARGE_ORDERS > 0 ? 1 : 0);
const CUSTOMERS = Math.max(100, Math.ceil(ORDERS / 10));

const fmt = (n) => Math.round(n).toLocaleString("en-US");

// With --ports N: the backend on N (its demo Shopify and Stripe fakes take N+1 and N+2), then N+3, N+4.
const freePort = portPicker(flags.ports ? [0, 3, 4].map((k) => Number(flags.ports) + k) : []);

const trpcGet = (url, procedure, input, token) =>
  json(`${url}/store/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, { token }).then(
    (answer) => answer.result.data.json,
  );
const trpcPost = (url, procedure, input, token) =>
  json(`${url}/store/trpc/${procedure}`, { method: "POST", body: { json: input }, token }).then(
    (answer) => answer.result.data.json,
  );
const signIn = (url, domain, { email, password }) =>
  json(`${url}/${domain}/auth/token`, { method: "POST", body: { email, password } }).then((a) => a.access_token);

/** A merchant signed up through the API and approved by support, as a real one is. */
async function merchant(url, supportToken, name) {
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now().toString(36)}@bench.example`;
  const { organisationId } = await trpcPost(url, "auth.signUp", {
    organisationName: name,
    firstName: "Bench",
    lastName: "Owner",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await trpcPost(url, "waitlist.approve", { organisationId }, supportToken);
  return { organisationId, name, token: await signIn(url, "store", { email, password: PASSWORD }) };
}

// ── Seeding ──────────────────────────────────────────────────────────────────
// Ids look like Medusa's (prefix + 26 Crockford base32 characters): "01BENCH" + 19 hex digits.
const benchId = (prefix, expression) => `'${prefix}_01BENCH' || lpad(to_hex(${expression}), 19, '0')`;

async function seed(client, { typical, large }) {
  const started = performance.now();
  const one = async (sql, params = []) => (await client.query(sql, params)).rows[0];
  const region =
    (await one(`SELECT id, currency_code FROM region WHERE name = 'EU' AND deleted_at IS NULL`)) ??
    (await one(`SELECT id, currency_code FROM region WHERE deleted_at IS NULL ORDER BY created_at LIMIT 1`));
  if (!region) throw new Error("No region: the demo data should have created one");
  const salesChannel = await one(`SELECT id FROM sales_channel ORDER BY created_at LIMIT 1`);
  const option = await one(
    `SELECT id FROM shipping_option WHERE region_id = $1 AND deleted_at IS NULL ORDER BY created_at LIMIT 1`,
    [region.id],
  );
  if (!option) throw new Error("No shipping option in the demo region");
  await client.query("SET synchronous_commit = off");
  // The rows are consistent by construction: skip the foreign-key triggers while seeding when the
  // role may (a superuser; the embedded PostgreSQL's user is one), which roughly halves the time.
  const skipTriggers = await client
    .query("SET session_replication_role = replica")
    .then(() => true)
    .catch(() => false);

  // Organisations: index 0 is the measured one (API), 1… are seeded here, the large one (API) last.
  await client.query(
    `CREATE TEMP TABLE bench_org (idx int PRIMARY KEY, id varchar NOT NULL, shop_id varchar NOT NULL)`,
  );
  await client.query(
    `INSERT INTO organisation (id, name, type, status, company_name, city, zip, country_code, email, created_at, updated_at)
     SELECT ${benchId("org", "g")}, 'Bench Merchant ' || g, 'merchant', 'active', 'Bench Merchant ' || g || ' GmbH',
            'Berlin', '10115', 'DE', 'office-' || g || '@bench.example', now() - interval '3 years', now()
       FROM generate_series(1, $1 - 1) g`,
    [SPREAD_ORGANISATIONS],
  );
  await client.query(
    `INSERT INTO bench_org (idx, id, shop_id)
     SELECT g, CASE WHEN g = 0 THEN $1 ELSE ${benchId("org", "g")} END, ${benchId("shop", "g")}
       FROM generate_series(0, $2 - 1) g`,
    [typical.organisationId, SPREAD_ORGANISATIONS],
  );
  if (large) {
    await client.query(`INSERT INTO bench_org (idx, id, shop_id) VALUES ($1, $2, ${benchId("shop", "$1::int")})`, [
      SPREAD_ORGANISATIONS,
      large.organisationId,
    ]);
  }
  await client.query(
    `INSERT INTO shop (id, organisation_id, platform, domain, name, shipment_method, status, scopes, installed_at, created_at, updated_at)
     SELECT shop_id, id, 'shopify', 'bench-' || idx || '.myshopify.com', 'Bench Shop ' || idx, 'dhl', 'active',
            'read_orders,write_fulfillments', now() - interval '3 years', now() - interval '3 years', now()
       FROM bench_org`,
  );
  // The demo catalogue's variants, for the line items.
  await client.query(
    `CREATE TEMP TABLE bench_variant AS
     SELECT (row_number() OVER (ORDER BY v.sku) - 1)::int AS idx, v.id, v.sku, v.title AS variant_title,
            p.title AS product_title, coalesce(v.ean, v.barcode) AS gtin
       FROM product_variant v JOIN product p ON p.id = v.product_id
      WHERE v.deleted_at IS NULL AND p.deleted_at IS NULL`,
  );
  const { n: variants } = await one(`SELECT count(*)::int AS n FROM bench_variant`);
  if (!variants) throw new Error("No product variants: the demo data should have created some");
  // Guest customers, as the order intake creates them (one per buyer e-mail).
  const names = `(ARRAY['Anna','Ben','Clara','David','Emma','Felix','Greta','Hannes','Ida','Jonas','Lena','Max','Nina','Oskar','Paula','Theo'])`;
  const surnames = `(ARRAY['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann','Koch','Richter','Klein','Wolf','Neumann','Braun','Zimmermann','Krüger'])`;
  await client.query(
    `INSERT INTO customer (id, email, first_name, last_name, has_account, created_at, updated_at)
     SELECT ${benchId("cus", "c")}, 'buyer-' || c || '@bench.example', ${names}[1 + c % 16], ${surnames}[1 + (c / 16) % 18],
            false, now() - interval '3 years', now()
       FROM generate_series(0, $1 - 1) c`,
    [CUSTOMERS],
  );
  // Three platform warehouses the orders ship from (the locations table, when this build has one).
  const { has: hasLocations } = await one(`SELECT to_regclass('public.location') IS NOT NULL AS has`);
  if (hasLocations) {
    await client.query(
      `INSERT INTO location (id, organisation_id, name, type, status, city, country_code)
       SELECT ${benchId("loc", "g")}, NULL, 'Bench Warehouse ' || g, 'dropshipping', 'active', 'Berlin', 'DE'
         FROM generate_series(1, 3) g`,
    );
  }
  console.log(
    `  ${fmt(ORGANISATIONS)} organisations with one shop each, ${fmt(CUSTOMERS)} customers, ${variants} variants (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const cities = `(ARRAY['Berlin','Hamburg','München','Köln','Wien','Amsterdam','Paris','Brüssel','Mailand','Madrid','Warschau','Graz'])`;
  const countries = `(ARRAY['de','de','de','de','at','nl','fr','be','it','es','pl','at'])`;
  // Statuses as a business sees them: older orders shipped (a tenth cancelled), the last week open.
  const batchSql = `
    CREATE TEMP TABLE b ON COMMIT DROP AS
    SELECT x.*,
           (SELECT sum((990 + ((x.i * 7 + j * 13) % 40) * 100) * (1 + ((x.i + j) % 2)))::int
              FROM generate_series(1, x.n_items) j) AS subtotal,
           CASE WHEN x.created_at > now() - interval '7 days' THEN 'not_fulfilled'
                WHEN x.i % 10 = 0 THEN 'canceled' ELSE 'shipped' END AS fulfillment_status
      FROM (
        SELECT i, ${benchId("order", "i")} AS order_id, ${benchId("addr", "i")} AS address_id,
               ${benchId("sm", "i")} AS method_id, o.id AS organisation_id, o.shop_id, i % $4 AS c,
               now() - ((i::bigint * 2654435761) % 63072000) * interval '1 second'
                     - (i % 1000) * interval '1 millisecond' AS created_at,
               1 + i % 3 AS n_items, 1 + (i::bigint * 40503) % 12 AS place
          FROM generate_series($1::int, $2::int - 1) i
          JOIN bench_org o ON o.idx = CASE WHEN i < $3 THEN $5 ELSE (i - $3) % $5 END
      ) x;
    INSERT INTO address (id, first_name, last_name, address_1, city, country_code, postal_code, created_at, updated_at)
    SELECT address_id, ${names}[1 + c % 16], ${surnames}[1 + (c / 16) % 18], 'Hauptstraße ' || (1 + i % 200),
           ${cities}[place], ${countries}[place], lpad((10000 + i % 89999)::text, 5, '0'), created_at, created_at
      FROM b;
    INSERT INTO "order" (id, status, fulfillment_status, payment_status, customer_id, email, billing_address_id,
                         shipping_address_id, region_id, currency_code, tax_rate, created_at, updated_at, metadata,
                         no_notification, external_id, sales_channel_id)
    SELECT order_id,
           (CASE fulfillment_status WHEN 'canceled' THEN 'canceled' WHEN 'shipped' THEN 'completed' ELSE 'pending' END)::order_status_enum,
           fulfillment_status::order_fulfillment_status_enum,
           (CASE WHEN fulfillment_status = 'canceled' THEN 'canceled' WHEN i % 10 < 8 OR fulfillment_status = 'shipped'
                 THEN 'captured' ELSE 'awaiting' END)::order_payment_status_enum,
           ${benchId("cus", "c")}, 'buyer-' || c || '@bench.example', address_id, address_id, $6, $7, NULL,
           created_at, created_at, jsonb_build_object('source', 'shopify', 'shopify_order_name', '#' || (1000 + i)),
           true, 'gid://shopify/Order/' || (5000000000 + i), $8
      FROM b;
    INSERT INTO line_item (id, order_id, title, description, unit_price, quantity, fulfilled_quantity, shipped_quantity,
                           variant_id, allow_discounts, has_shipping, should_merge, is_giftcard, is_return,
                           created_at, updated_at, metadata)
    SELECT ${benchId("item", "b.i::bigint * 4 + j")}, b.order_id, v.product_title, v.variant_title,
           990 + ((b.i * 7 + j * 13) % 40) * 100, 1 + ((b.i + j) % 2),
           CASE WHEN b.fulfillment_status = 'shipped' THEN 1 + ((b.i + j) % 2) END,
           CASE WHEN b.fulfillment_status = 'shipped' THEN 1 + ((b.i + j) % 2) END,
           v.id, false, false, false, false, false, b.created_at, b.created_at,
           jsonb_build_object('sku', v.sku, 'variant_name', v.product_title || ' - ' || v.variant_title, 'gtin', v.gtin)
      FROM b CROSS JOIN generate_series(1, 3) j JOIN bench_variant v ON v.idx = (b.i + j) % $9
     WHERE j <= b.n_items;
    INSERT INTO line_item_tax_line (id, rate, name, code, item_id, created_at, updated_at)
    SELECT ${benchId("litl", "b.i::bigint * 4 + j")}, 19, 'VAT', 'default', ${benchId("item", "b.i::bigint * 4 + j")},
           b.created_at, b.created_at
      FROM b CROSS JOIN generate_series(1, 3) j WHERE j <= b.n_items;
    INSERT INTO shipping_method (id, shipping_option_id, order_id, price, data)
    SELECT method_id, $10, order_id, 490, '{}'::jsonb FROM b;
    INSERT INTO shipping_method_tax_line (id, rate, name, code, shipping_method_id, created_at, updated_at)
    SELECT ${benchId("smtl", "i")}, 19, 'VAT', 'default', method_id, created_at, created_at FROM b;
    INSERT INTO order_extension (order_id, organisation_id, shop_id, external_order_id, external_order_name,
                                 external_customer_id, external_updated_at, customer_name, currency_code, subtotal,
                                 shipping_total, tax_total, discount_total, total, location_id, tracking_numbers,
                                 tracking_urls, shipped_at, created_at, updated_at, payment_status, fulfillment_status)
    SELECT order_id, organisation_id, shop_id, (5000000000 + i)::text, '#' || (1000 + i), (7000000000 + c)::text,
           created_at, ${names}[1 + c % 16] || ' ' || ${surnames}[1 + (c / 16) % 18], $7, subtotal,
           490, round((subtotal + 490) * 0.19)::int, 0, subtotal + 490 + round((subtotal + 490) * 0.19)::int,
           ${benchId("loc", "1 + i % 3")},
           CASE WHEN fulfillment_status = 'shipped' THEN ARRAY['00340434' || lpad(i::text, 12, '0')] ELSE '{}' END,
           CASE WHEN fulfillment_status = 'shipped' THEN ARRAY['https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434' || lpad(i::text, 12, '0')] ELSE '{}' END,
           CASE WHEN fulfillment_status = 'shipped' THEN created_at + interval '1 day' END,
           created_at, created_at,
           -- The list's status copies (triggers keep them; they may be off while seeding).
           (SELECT o.payment_status::text FROM "order" o WHERE o.id = b.order_id), fulfillment_status
      FROM b;`;
  // pg sends a multi-statement text only without parameters: inline them (all numbers or ids we chose).
  const literal = (v) => (typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  const seeded = performance.now();
  for (let from = 0; from < ORDERS; from += BATCH) {
    const to = Math.min(ORDERS, from + BATCH);
    const params = [
      from,
      to,
      LARGE_ORDERS,
      CUSTOMERS,
      SPREAD_ORGANISATIONS,
      region.id,
      region.currency_code,
      salesChannel?.id ?? null,
      variants,
      option.id,
    ];
    const sql = batchSql.replace(/\$(\d+)\b/g, (_, n) => {
      const v = params[Number(n) - 1];
      return v === null ? "NULL" : literal(v);
    });
    await client.query(`BEGIN; ${sql} COMMIT;`);
    const seconds = (performance.now() - seeded) / 1000;
    console.log(
      `  seeded ${fmt(to).padStart(9)} / ${fmt(ORDERS)} orders  ${seconds.toFixed(1).padStart(6)} s  (${fmt(to / seconds)} orders/s)`,
    );
  }
  if (skipTriggers) await client.query("SET session_replication_role = DEFAULT");
  const analyzed = performance.now();
  await client.query(
    `VACUUM ANALYZE organisation, shop, customer, address, "order", line_item, line_item_tax_line, shipping_method,
                    shipping_method_tax_line, order_extension`,
  );
  const analyzeSeconds = (performance.now() - analyzed) / 1000;
  return { seconds: (performance.now() - started) / 1000, analyzeSeconds, skipTriggers };
}

async function rowCounts(client) {
  const tables = [
    "organisation",
    "shop",
    "customer",
    "address",
    "order",
    "line_item",
    "line_item_tax_line",
    "shipping_method",
    "shipping_method_tax_line",
    "order_extension",
  ];
  const counts = {};
  for (const table of tables) {
    counts[table] = Number((await client.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n);
  }
  return counts;
}

// ── Measuring ────────────────────────────────────────────────────────────────
function percentile(sorted, q) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Runs `request(k)` from CONCURRENCY workers for the duration (or request count); adds to `into`. */
async function run(request, into, { seconds, requests }) {
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (requests ? sent < requests : performance.now() < deadline) {
      const k = sent++;
      const t0 = performance.now();
      try {
        await request(k);
        into.latencies.push(performance.now() - t0);
      } catch (error) {
        into.errors++;
        into.lastError = String(error).slice(0, 300);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  into.seconds += (performance.now() - started) / 1000;
}

function summary(result) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors: result.errors,
    rps: sorted.length / result.seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

/** Our list: the new keyset contract ({ limit, cursor } → nextCursor) or the earlier offset one ({ page, pageSize }). */
async function ourList(url, token) {
  const first = await trpcGet(url, "orders.list", { limit: PAGE }, token);
  const keyset = "nextCursor" in first;
  const inputs = [{ limit: PAGE }];
  let page = first;
  for (let n = 2; n <= 1 + FOLLOW_UP_PAGES; n++) {
    if (keyset) {
      if (!page.nextCursor) break;
      inputs.push({ limit: PAGE, cursor: page.nextCursor });
      page = await trpcGet(url, "orders.list", inputs.at(-1), token);
    } else {
      inputs.push({ page: n, pageSize: PAGE });
    }
  }
  return { keyset, firstInput: inputs[0], followUps: inputs.slice(1), firstItems: first.items.length };
}

function listRequest(url, token, inputs) {
  const urls = inputs.map(
    (input) => `${url}/store/trpc/orders.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
  );
  const headers = { authorization: `Bearer ${token}` };
  return async (k) => {
    const response = await fetch(urls[k % urls.length], { headers });
    const body = await response.json();
    if (!response.ok || body.result.data.json.items.length === 0) {
      throw new Error(`orders.list: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
  };
}

/** The REST API's order list with an API key: the same first page as `orders.list`. */
function restRequest(url, apiKey) {
  const headers = { authorization: `Bearer ${apiKey}` };
  return async () => {
    const response = await fetch(`${url}/api/v1/orders?limit=${PAGE}`, { headers });
    const body = await response.json();
    if (!response.ok || !(body.data?.length > 0)) {
      throw new Error(`api/v1/orders: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
  };
}

function medusaRequest(url, token) {
  const headers = { authorization: `Bearer ${token}` };
  return async () => {
    const response = await fetch(`${url}/admin/orders?limit=${PAGE}`, { headers });
    const body = await response.json();
    if (!response.ok || body.orders?.length !== PAGE) {
      throw new Error(`admin/orders: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
  };
}

/** Forks the bare baseline (bench-orders-bare.mjs) for the measured organisation's token. */
async function startBare(port, dbUrl, client, { token, organisationId }) {
  const { rows } = await client.query(`SELECT to_regclass('public.location') IS NOT NULL AS has`);
  const child = fork(bareScript, [], {
    env: {
      ...process.env,
      BARE_PORT: String(port),
      BARE_DATABASE_URL: dbUrl,
      BARE_TOKEN: token,
      BARE_ORGANISATION_ID: organisationId,
      BARE_LOCATIONS: rows[0].has ? "1" : "0",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise((resolve, reject) => {
    child.on("message", (message) => message?.type === "ready" && resolve());
    child.on("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return child;
}

/** Both answer the first page with the same JSON (parsed, so key order and spacing do not count). */
async function sameFirstPage(url, bareUrl, token, input) {
  const route = `/store/trpc/orders.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const [a, b] = await Promise.all([json(`${url}${route}`, { token }), json(`${bareUrl}${route}`, { token })]);
  const sorted = (v) =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted(v[k])]),
          )
        : v;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

// ── What PostgreSQL does for our list (the service's query, medusa-plugin/src/services/platform-order.ts) ──
const listSelect = (hasLocations) => `SELECT o.id, o.display_id, o.status, o.payment_status, o.fulfillment_status,
       e.created_at, e.created_at::text AS created_at_text, e.customer_name, e.currency_code, e.subtotal,
       e.shipping_total, e.tax_total, e.discount_total, e.total, e.needs_linking, e.external_order_name,
       e.tracking_numbers, e.tracking_urls, e.location_id, ${hasLocations ? "loc.name" : "NULL"} AS location_name,
       e.invoiced, s.id AS shop_id, s.name AS shop_name, s.domain AS shop_domain
  FROM order_extension e JOIN "order" o ON o.id = e.order_id LEFT JOIN shop s ON s.id = e.shop_id
  ${hasLocations ? "LEFT JOIN location loc ON loc.id = e.location_id" : ""}`;

async function explainList(client, organisationId) {
  const { rows: has } = await client.query(`SELECT to_regclass('public.location') IS NOT NULL AS has`);
  const LIST_SELECT = listSelect(has[0].has);
  const [cursor] = (
    await client.query(
      `SELECT created_at, order_id FROM order_extension WHERE organisation_id = $1 ORDER BY created_at DESC, order_id DESC OFFSET $2 LIMIT 1`,
      [organisationId, PAGE * 3],
    )
  ).rows;
  const [shop] = (
    await client.query(`SELECT shop_id FROM order_extension WHERE organisation_id = $1 LIMIT 1`, [organisationId])
  ).rows;
  const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const created = "ORDER BY e.created_at DESC, e.order_id DESC LIMIT 21";
  const cases = [
    ["first page (created_desc)", `WHERE e.organisation_id = $1 ${created}`, [organisationId]],
    [
      "page 4 by cursor",
      `WHERE e.organisation_id = $1 AND (e.created_at, e.order_id) < ($2::timestamptz, $3) ${created}`,
      [organisationId, cursor?.created_at ?? new Date(), cursor?.order_id ?? ""],
    ],
    [
      "created_asc",
      `WHERE e.organisation_id = $1 ORDER BY e.created_at ASC, e.order_id ASC LIMIT 21`,
      [organisationId],
    ],
    ["total_desc", `WHERE e.organisation_id = $1 ORDER BY e.total DESC, e.order_id DESC LIMIT 21`, [organisationId]],
    ["shop filter", `WHERE e.organisation_id = $1 AND e.shop_id = $2 ${created}`, [organisationId, shop?.shop_id]],
    [
      "location filter",
      `WHERE e.organisation_id = $1 AND e.location_id = $2 ${created}`,
      [organisationId, "loc_01BENCH0000000000000000002"],
    ],
    [
      "date range (30–90 days ago)",
      `WHERE e.organisation_id = $1 AND e.created_at >= ($2::date::timestamp AT TIME ZONE 'Europe/Berlin')
         AND e.created_at < (($3::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin') ${created}`,
      [organisationId, from, to],
    ],
    [
      "payment status awaiting",
      `WHERE e.organisation_id = $1 AND e.payment_status = $2 ${created}`,
      [organisationId, "awaiting"],
    ],
    [
      "search a name (no match)",
      `WHERE e.organisation_id = $1 AND (lower(coalesce(e.external_order_name, '')) LIKE $2
         OR lower(coalesce(e.customer_name, '')) LIKE $2) ${created}`,
      [organisationId, "%zzz-nobody%"],
    ],
    [
      "search a number (#1001)",
      `WHERE e.organisation_id = $1 AND (lower(coalesce(e.external_order_name, '')) LIKE $2
         OR lower(coalesce(e.customer_name, '')) LIKE $3
         OR e.order_id IN (SELECT id FROM "order" WHERE display_id = $4)) ${created}`,
      [organisationId, "%1001%", "%#1001%", 1001],
    ],
  ];
  const results = [];
  for (const [name, where, params] of cases) {
    // Twice: the second run is the one reported (warm, as a list a merchant pages through).
    await client.query(`EXPLAIN (ANALYZE) ${LIST_SELECT} ${where}`, params);
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${LIST_SELECT} ${where}`, params);
    const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
    const indexes = [
      ...new Set([
        ...[...plan.matchAll(/using "?(\w+)"? on (?:public\.)?"?(\w+)"?/g)].map((m) => `${m[2]}.${m[1]}`),
        ...[...plan.matchAll(/Bitmap Index Scan on "?(\w+)"?/g)].map((m) => m[1]),
      ]),
    ];
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
    const seq = [...plan.matchAll(/Seq Scan on "?(\w+)"?/g)].map((m) => m[1]);
    results.push({ name, plan, indexes, ms, seq });
  }
  return results;
}

// ── Main ─────────────────────────────────────────────────────────────────────
async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-orders-"));
  // The embedded PostgreSQL runs as an unprivileged user that must reach its folder.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const barePort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;
  let bare;
  let dbUrl = "";
  let child;
  let client;
  const cleanup = async () => {
    await client?.end().catch(() => {});
    if (bare && bare.exitCode === null && bare.signalCode === null) {
      bare.kill("SIGTERM");
      await new Promise((resolve) => bare.once("exit", resolve));
    }
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (SERVER_URL && dbUrl && flags.keep) {
      console.log(`Kept the database (--keep): ${dbUrl}`);
    } else if (SERVER_URL && dbUrl) {
      const admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${new URL(dbUrl).pathname.slice(1)}" WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the backend and dropping the database…`);
      cleanup().finally(() => process.exit(130));
    });
  }
  try {
    if (SERVER_URL) dbUrl = await throwAwayDatabase(SERVER_URL, "bench_orders");
    console.log(
      `Orders benchmark: ${fmt(ORDERS)} orders across ${fmt(ORGANISATIONS)} organisations (${SERVER_URL ? `database ${new URL(dbUrl).pathname.slice(1)} on DATABASE_URL's server` : "embedded PostgreSQL"})`,
    );
    const bootStarted = performance.now();
    child = await startBenchBackend({
      databaseUrl: dbUrl,
      dataDir,
      port,
      url,
      pgPort,
      cpuProfDir: flags["cpu-prof"],
      log: Boolean(flags.log),
      // The bench measures the REST list, not the per-key rate limit (120 a minute by default).
      env: { API_RATE_LIMIT_REQUESTS: "1000000000" },
      onChild: (started) => {
        child = started;
      },
    });
    console.log(
      `  backend ready with migrations and demo data in ${((performance.now() - bootStarted) / 1000).toFixed(1)} s`,
    );
    // The launcher's embedded PostgreSQL (apps/backend/src/database.ts).
    if (!dbUrl) dbUrl = `postgres://platform:platform@127.0.0.1:${pgPort}/platform`;
    client = new pg.Client({ connectionString: dbUrl });
    await client.connect();

    const supportToken = await signIn(url, "store", SUPPORT);
    const typical = await merchant(url, supportToken, "Bench Typical GmbH");
    const large = LARGE_ORDERS > 0 ? await merchant(url, supportToken, "Bench Large GmbH") : null;
    const adminToken = await signIn(url, "admin", ADMIN);

    console.log("Seeding (SQL, in batches)…");
    const seeded = await seed(client, { typical, large });
    const counts = await rowCounts(client);
    const held = async (organisationId) =>
      Number(
        (
          await client.query(`SELECT count(*)::int AS n FROM order_extension WHERE organisation_id = $1`, [
            organisationId,
          ])
        ).rows[0].n,
      );
    const typicalOrders = await held(typical.organisationId);
    const largeOrders = large ? await held(large.organisationId) : 0;

    // ── Requests ──
    const ours = await ourList(url, typical.token);
    bare = await startBare(barePort, dbUrl, client, typical);
    const sameJson = await sameFirstPage(url, bareUrl, typical.token, ours.firstInput);
    const oursLarge = large ? await ourList(url, large.token) : null;
    const { key: apiKey } = await trpcPost(
      url,
      "apiKeys.create",
      { name: "Bench", scopes: ["orders:read"] },
      typical.token,
    );
    const restFirst = await json(`${url}/api/v1/orders?limit=${PAGE}`, { token: apiKey });
    const trpcFirst = await trpcGet(url, "orders.list", ours.firstInput, typical.token);
    const sameOrders =
      JSON.stringify(restFirst.data.map((o) => o.id)) === JSON.stringify(trpcFirst.items.map((o) => o.id));
    const scenarios = [
      {
        key: "bare",
        label: `bare: node:http + pg, same SQL and JSON, first page`,
        request: listRequest(bareUrl, typical.token, [ours.firstInput]),
      },
      {
        key: "ours",
        label: `ours: orders.list, first page (${fmt(typicalOrders)}-order org)`,
        request: listRequest(url, typical.token, [ours.firstInput]),
      },
      {
        key: "rest",
        label: `REST: GET /api/v1/orders?limit=${PAGE} (API key, same org)`,
        request: restRequest(url, apiKey),
      },
      ...(ours.followUps.length
        ? [
            {
              key: "oursNext",
              label: `ours: orders.list, pages 2–${1 + ours.followUps.length} (${ours.keyset ? "nextCursor" : "page"})`,
              request: listRequest(url, typical.token, ours.followUps),
            },
          ]
        : []),
      ...(oursLarge
        ? [
            {
              key: "oursLarge",
              label: `ours: orders.list, first page (${fmt(largeOrders)}-order org)`,
              request: listRequest(url, large.token, [oursLarge.firstInput]),
            },
          ]
        : []),
      ...(flags["no-medusa"]
        ? []
        : [
            {
              key: "medusa",
              label: `Medusa: GET /admin/orders?limit=${PAGE} (all ${fmt(counts.order)} orders)`,
              request: medusaRequest(url, adminToken),
            },
          ]),
    ];
    const medusaCount = (await json(`${url}/admin/orders?limit=${PAGE}`, { token: adminToken })).count;
    const results = Object.fromEntries(scenarios.map((s) => [s.key, { latencies: [], errors: 0, seconds: 0 }]));
    // Warm-up: a few requests each (JIT, connection pools, PostgreSQL's caches), not counted.
    for (const s of scenarios)
      await run(s.request, { latencies: [], errors: 0, seconds: 0 }, { requests: CONCURRENCY * 2 });
    const per = REQUESTS ? { requests: Math.ceil(REQUESTS / ROUNDS) } : { seconds: DURATION_S / ROUNDS };
    console.log(
      `Measuring: ${CONCURRENCY} concurrent clients, ${ROUNDS} alternating rounds, ${REQUESTS ? `${fmt(per.requests * ROUNDS)} requests` : `${DURATION_S} s`} per scenario…`,
    );
    const loadBefore = os.loadavg()[0].toFixed(1);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const s of scenarios) await run(s.request, results[s.key], per);
      console.log(`  round ${round}/${ROUNDS} done`);
    }
    const explained = await explainList(client, typical.organisationId);
    const explainedLarge = large ? await explainList(client, large.organisationId) : [];

    // ── Report ──
    const stats = Object.fromEntries(scenarios.map((s) => [s.key, summary(results[s.key])]));
    const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : "–").padStart(8);
    const lines = [
      "",
      `Orders list benchmark (one backend, ${os.cpus().length} cores, ${SERVER_URL ? "PostgreSQL server" : "embedded PostgreSQL"}, Node ${process.version}; load average ${loadBefore} before measuring, ${os.loadavg()[0].toFixed(1)} after)`,
      "",
      `  Seeded ${fmt(counts.order_extension)} orders across ${fmt(ORGANISATIONS)} organisations in ${seeded.seconds.toFixed(1)} s (VACUUM ANALYZE ${seeded.analyzeSeconds.toFixed(1)} s included${seeded.skipTriggers ? "; foreign-key triggers off while seeding" : ""})`,
      `    measured organisation: ${fmt(typicalOrders)} orders${large ? `; large organisation: ${fmt(largeOrders)} orders` : ""}; the others ~${fmt((ORDERS - LARGE_ORDERS) / SPREAD_ORGANISATIONS)} each`,
      `    rows: ${Object.entries(counts)
        .map(([t, n]) => `${t} ${fmt(n)}`)
        .join(", ")}`,
      `    Medusa's admin list counts ${fmt(medusaCount)} orders; our list: ${ours.keyset ? "keyset (limit + nextCursor)" : "offset (page + pageSize, with a count)"}`,
      "",
      `  ${CONCURRENCY} concurrent clients, ${ROUNDS} alternating rounds${REQUESTS ? "" : `, ${DURATION_S} s per scenario`}`,
      `  ${"scenario".padEnd(62)} ${"requests".padStart(8)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}  errors`,
      ...scenarios.map((s) => {
        const r = stats[s.key];
        return `  ${s.label.padEnd(62)} ${String(r.requests).padStart(8)} ${r.rps.toFixed(1).padStart(8)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)}  ${r.errors}`;
      }),
      "",
      `  Ratio (ours first page ÷ bare):    ${(stats.ours.rps / stats.bare.rps).toFixed(2)}× the requests per second (goal ≥ 0.5), ours p50 is ${(stats.ours.p50 / stats.bare.p50).toFixed(1)}× bare's; bare answers ${sameJson ? "the same JSON" : "DIFFERENT JSON"}`,
      `  Ratio (REST ÷ tRPC, first page):   ${(stats.rest.rps / stats.ours.rps).toFixed(2)}× the requests per second, REST p50 is ${(stats.rest.p50 / stats.ours.p50).toFixed(1)}× tRPC's; REST ÷ bare ${(stats.rest.rps / stats.bare.rps).toFixed(2)}×; both list ${sameOrders ? "the same orders" : "DIFFERENT orders"}`,
      ...(stats.medusa
        ? [
            `  Ratio (ours first page ÷ Medusa):  ${(stats.ours.rps / stats.medusa.rps).toFixed(1)}× the requests per second, Medusa's p50 is ${(stats.medusa.p50 / stats.ours.p50).toFixed(1)}× ours`,
          ]
        : []),
      ...(stats.oursLarge && stats.medusa
        ? [
            `  Ratio (ours, large org ÷ Medusa):   ${(stats.oursLarge.rps / stats.medusa.rps).toFixed(1)}× the requests per second, Medusa's p50 is ${(stats.medusa.p50 / stats.oursLarge.p50).toFixed(1)}× ours`,
          ]
        : []),
      "",
      `  Our list in PostgreSQL (EXPLAIN ANALYZE of the service's query, warm, ${fmt(typicalOrders)}-order org${large ? ` | ${fmt(largeOrders)}-order org` : ""}):`,
      ...explained.map((e, i) => {
        const l = explainedLarge[i];
        const describe = (x) =>
          `${x.ms.toFixed(2)} ms ${x.indexes.length ? `via ${x.indexes.join(", ")}` : "no index"}${x.seq.length ? ` SEQ SCAN ${x.seq.join(", ")}` : ""}`;
        return `    ${e.name.padEnd(34)} ${describe(e)}${l ? `  |  ${describe(l)}` : ""}`;
      }),
    ];
    if (flags.explain) {
      for (const [title, list] of [
        [`${fmt(typicalOrders)}-order org`, explained],
        [`${fmt(largeOrders)}-order org`, explainedLarge],
      ]) {
        for (const e of list)
          lines.push("", `  EXPLAIN ANALYZE — ${e.name}, ${title}:`, ...e.plan.split("\n").map((l) => `    ${l}`));
      }
    }
    const failed = scenarios.filter((s) => stats[s.key].errors > 0);
    for (const s of failed) lines.push(`  ${s.label}: last error ${results[s.key].lastError}`);
    console.log(`${lines.join("\n")}\n`);
    if (failed.length) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
