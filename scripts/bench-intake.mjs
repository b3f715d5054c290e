// `npm run bench:intake`: order intake through signed Shopify webhooks (stored first, processed in
// the background into Medusa orders) beside Medusa's own store checkout (cart → line items →
// shipping → payment → complete) for equivalent orders, in one run on one backend, then a 3×
// replay of every delivery (same event ids, and a late one with new ids) to confirm that no order
// is stored twice. Prints figures, asserts only "zero duplicates". Needs a build (`npx turbo run build`).
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  backendScript,
  json,
  portPicker,
  requireBuild,
  requireFromWorkspace,
  root,
  throwAwayDatabase,
} from "./bench-common.mjs";

requireBuild("packages/shopify-fake/dist/index.js");
const require = requireFromWorkspace;
const script = backendScript;
const { startShopifyFake, buildOrder, webhookPayload } = require("@platform/shopify-fake");
const pg = require("pg");

const INTAKE_ORDERS = Number(process.env.BENCH_INTAKE_ORDERS || 400);
const CHECKOUT_ORDERS = Number(process.env.BENCH_CHECKOUT_ORDERS || 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8);
/**
 * Medusa v1's cart completion deadlocks in PostgreSQL when many run at once (its payments and
 * orders are written in one long transaction), and a retry then fails on the payment it already
 * made: its checkout is measured with fewer clients, at which it completes every order.
 */
const CHECKOUT_CONCURRENCY = Number(process.env.BENCH_CHECKOUT_CONCURRENCY || 2);
const API_KEY = "bench-api-key";
const API_SECRET = "bench-api-secret";
const SHOP = "bench-shop.myshopify.com";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

const freePort = portPicker();

/** Runs `task(i)` for i < count with at most `limit` at once. */
async function pool(count, limit, task) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, count) }, async () => {
    while (next < count) await task(next++);
  });
  await Promise.all(workers);
}

/** The app install as the merchant's browser does it: app URL → OAuth authorize → callback (with the state cookie). */
async function install(backendUrl, fake) {
  const cookies = new Map();
  const get = async (url) => {
    const headers = { "user-agent": BROWSER };
    if (url.startsWith(backendUrl) && cookies.size) {
      headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    }
    const response = await fetch(url, { redirect: "manual", headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...value] = cookie.split(";")[0].split("=");
      cookies.set(name.trim(), value.join("="));
    }
    return response.headers.get("location");
  };
  const authorize = await get(fake.launchUrl(SHOP));
  const callback = await get(authorize);
  const landing = new URL(await get(callback), backendUrl);
  return landing.searchParams.get("install");
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-intake-"));
  // The embedded PostgreSQL runs as an unprivileged user that must reach its folder.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const backendUrl = `http://127.0.0.1:${port}`;
  const fake = await startShopifyFake({
    apiKey: API_KEY,
    apiSecret: API_SECRET,
    appUrl: backendUrl,
    autoApprove: true,
  });
  const databaseUrl = process.env.DATABASE_URL || "";
  console.log(
    `Starting the backend (${databaseUrl ? "DATABASE_URL" : "embedded PostgreSQL"}, fake Shopify ${fake.url})…`,
  );
  let dbUrl = databaseUrl;
  let child;
  let client;
  try {
    if (databaseUrl) dbUrl = await throwAwayDatabase(databaseUrl, "bench_intake");
    const pgPort = await freePort();
    child = fork(script, [], {
      cwd: path.join(root, "apps/backend"),
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: backendUrl,
        EMBEDDED_PG_PORT: String(pgPort),
        MEDUSA_DISABLE_TELEMETRY: "true",
        MEDUSA_ADMIN: "false",
        NODE_ENV: "production",
        JWT_SECRET: process.env.JWT_SECRET || "bench-jwt-secret",
        COOKIE_SECRET: process.env.COOKIE_SECRET || "bench-cookie-secret",
        SHOPIFY_API_KEY: API_KEY,
        SHOPIFY_API_SECRET: API_SECRET,
        SHOPIFY_FAKE_URL: fake.url,
        // Only the webhooks import orders here (no reconciliation job in the measurement).
        SHOPIFY_SYNC_INTERVAL_MS: "0",
      },
      stdio: [
        "ignore",
        process.env.BENCH_LOG === "1" ? "inherit" : "ignore",
        process.env.BENCH_LOG === "1" ? "inherit" : "pipe",
        "ipc",
      ],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    await new Promise((resolve, reject) => {
      child.on("message", (message) => message?.type === "ready" && resolve());
      child.on("exit", (code) => reject(new Error(`backend exited with ${code}\n${stderr.slice(-2000)}`)));
    });
    // The launcher's embedded PostgreSQL (apps/backend/src/database.ts).
    if (!dbUrl) dbUrl = `postgres://platform:platform@127.0.0.1:${pgPort}/platform`;
    client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    // Both paths sell the same variants; stock must not be what limits the checkout.
    // Neither path reserves stock (the platform draws on stock once an invoice is paid), so Medusa's
    // checkout does not manage inventory here either; that also keeps concurrent completions from
    // deadlocking on the same variants' stock rows.
    await client.query("UPDATE product_variant SET inventory_quantity = 10000000, manage_inventory = false");
    // Medusa's checkout offers a shipping option only for products in a shipping profile; the demo
    // products are in none (the intake does not need one).
    await client.query(
      `INSERT INTO product_shipping_profile (profile_id, product_id)
       SELECT sp.id, p.id FROM product p CROSS JOIN shipping_profile sp
        WHERE sp.type = 'default' AND NOT EXISTS (SELECT 1 FROM product_shipping_profile x WHERE x.product_id = p.id)`,
    );

    // The merchant: signed in, the shop installed and connected.
    const { access_token: token } = await json(`${backendUrl}/store/auth/token`, {
      method: "POST",
      body: { email: "customer@demo.local", password: "demo-password" },
    });
    const installToken = await install(backendUrl, fake);
    const connected = await json(`${backendUrl}/store/trpc/shops.connect`, {
      method: "POST",
      token,
      body: { json: { installToken } },
    });
    const shopId = connected.result.data.json.id;

    // Equivalent orders: two lines (1 × BCB-S, 2 × MUG-WHT), shipping, a German address, paid.
    const lines = [
      { sku: "BCB-S", quantity: 1, price: "14.90" },
      { sku: "MUG-WHT", quantity: 2, price: "9.90" },
    ];
    const shopState = fake.shop(SHOP);
    const orders = Array.from({ length: INTAKE_ORDERS }, () => {
      const order = buildOrder(
        { orderId: fake.nextId(), number: shopState.nextOrderNumber++, nextId: () => fake.nextId() },
        { lines, country: { city: "Berlin", zip: "10115", country: "Germany", code: "DE" } },
      );
      shopState.orders.push(order);
      return order;
    });
    const payloads = orders.map((order) => webhookPayload(order));
    const eventIds = orders.map(() => crypto.randomUUID());
    const count = async () =>
      Number(
        (await client.query("SELECT count(*)::int AS n FROM order_extension WHERE shop_id = $1", [shopId])).rows[0].n,
      );

    // ── Intake: signed webhooks → stored Medusa orders ───────────────────────
    const responseMs = [];
    const intakeStart = performance.now();
    await pool(INTAKE_ORDERS, CONCURRENCY, async (i) => {
      const sent = performance.now();
      const delivery = await fake.sendWebhook(SHOP, "orders/create", payloads[i], { eventId: eventIds[i] });
      responseMs.push(performance.now() - sent);
      if (delivery.status !== 200) throw new Error(`webhook answered ${delivery.status}: ${delivery.body}`);
    });
    const acceptedSeconds = (performance.now() - intakeStart) / 1000;
    while ((await count()) < INTAKE_ORDERS) {
      if (performance.now() - intakeStart > 600_000) throw new Error("intake did not finish within 10 minutes");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const intakeSeconds = (performance.now() - intakeStart) / 1000;
    const intakeRate = INTAKE_ORDERS / intakeSeconds;
    responseMs.sort((a, b) => a - b);
    const p = (q) => responseMs[Math.min(responseMs.length - 1, Math.floor(q * responseMs.length))].toFixed(0);

    // ── Medusa's store checkout for equivalent orders ────────────────────────
    const { regions } = await json(`${backendUrl}/store/regions`);
    const region = regions.find((r) => r.name === "EU") ?? regions[0];
    const { products } = await json(`${backendUrl}/store/products?limit=50`);
    const variantBySku = new Map(products.flatMap((product) => product.variants.map((v) => [v.sku, v.id])));
    let checkoutRetries = 0;
    let failedCheckouts = 0;
    const checkoutStart = performance.now();
    await pool(CHECKOUT_ORDERS, CHECKOUT_CONCURRENCY, async (i) => {
      const store = `${backendUrl}/store`;
      const { cart } = await json(`${store}/carts`, { method: "POST", body: { region_id: region.id } });
      for (const line of lines) {
        await json(`${store}/carts/${cart.id}/line-items`, {
          method: "POST",
          body: { variant_id: variantBySku.get(line.sku), quantity: line.quantity },
        });
      }
      await json(`${store}/carts/${cart.id}`, {
        method: "POST",
        body: {
          email: `checkout-${i}@bench.example`,
          shipping_address: {
            first_name: "Bench",
            last_name: `Buyer ${i}`,
            address_1: "Hauptstraße 1",
            city: "Berlin",
            postal_code: "10115",
            country_code: "de",
          },
        },
      });
      const { shipping_options: options } = await json(`${store}/shipping-options/${cart.id}`);
      await json(`${store}/carts/${cart.id}/shipping-methods`, { method: "POST", body: { option_id: options[0].id } });
      await json(`${store}/carts/${cart.id}/payment-sessions`, { method: "POST" });
      await json(`${store}/carts/${cart.id}/payment-session`, { method: "POST", body: { provider_id: "manual" } });
      // A storefront retries a failed completion with the same idempotency key (as medusa-js does).
      let completed;
      const idempotencyKey = crypto.randomUUID();
      for (let attempt = 1; ; attempt++) {
        try {
          completed = await json(`${store}/carts/${cart.id}/complete`, {
            method: "POST",
            headers: { "idempotency-key": idempotencyKey },
          });
          break;
        } catch (error) {
          if (attempt >= 3) {
            failedCheckouts++;
            console.warn(`checkout ${i} failed: ${String(error).slice(0, 200)}`);
            return;
          }
          checkoutRetries++;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        }
      }
      if (completed.type !== "order")
        throw new Error(`checkout ${i} did not complete: ${JSON.stringify(completed).slice(0, 300)}`);
    });
    const checkoutSeconds = (performance.now() - checkoutStart) / 1000;
    const checkoutRate = (CHECKOUT_ORDERS - failedCheckouts) / checkoutSeconds;

    // ── 3× replay: the same event twice more at once, and once "a day late" with new ids ──
    const replayStart = performance.now();
    let duplicatesAnswered = 0;
    await pool(INTAKE_ORDERS, CONCURRENCY, async (i) => {
      const replays = await Promise.all([
        fake.sendWebhook(SHOP, "orders/create", payloads[i], { eventId: eventIds[i] }),
        fake.sendWebhook(SHOP, "orders/create", payloads[i], { eventId: eventIds[i] }),
        fake.sendWebhook(SHOP, "orders/create", payloads[i], {
          triggeredAt: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      ]);
      duplicatesAnswered += replays.filter((r) => JSON.parse(r.body).duplicate).length;
    });
    // Wait until every late (new-id) delivery has been processed.
    while (
      Number(
        (
          await client.query(
            "SELECT count(*)::int AS n FROM shopify_webhook WHERE shop_domain = $1 AND status NOT IN ('processed', 'failed')",
            [SHOP],
          )
        ).rows[0].n,
      ) > 0
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const replaySeconds = (performance.now() - replayStart) / 1000;
    const stored = await count();
    const medusaOrders = Number(
      (
        await client.query(
          `SELECT count(*)::int AS n FROM "order" o JOIN order_extension e ON e.order_id = o.id WHERE e.shop_id = $1`,
          [shopId],
        )
      ).rows[0].n,
    );
    const failed = Number(
      (await client.query("SELECT count(*)::int AS n FROM shopify_webhook WHERE status = 'failed'")).rows[0].n,
    );
    const duplicates = medusaOrders - INTAKE_ORDERS;

    console.log(`
Order intake vs. Medusa's store checkout (one backend, ${os.cpus().length} cores)

  Shopify webhook intake   ${String(INTAKE_ORDERS).padStart(5)} orders  ${intakeSeconds.toFixed(2).padStart(7)} s  ${intakeRate.toFixed(1).padStart(7)} orders/s
      (${CONCURRENCY} concurrent senders; all ${INTAKE_ORDERS} webhooks answered within ${acceptedSeconds.toFixed(2)} s; response p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${responseMs[responseMs.length - 1].toFixed(0)} ms)
  Medusa store checkout    ${String(CHECKOUT_ORDERS).padStart(5)} orders  ${checkoutSeconds.toFixed(2).padStart(7)} s  ${checkoutRate.toFixed(1).padStart(7)} orders/s
      (${CHECKOUT_CONCURRENCY} concurrent clients; 8 requests per order: cart, 2 line items, address, shipping options, shipping method, payment sessions, complete; ${checkoutRetries} completions retried, ${failedCheckouts} failed)
  Ratio (intake / checkout)                            ${(intakeRate / checkoutRate).toFixed(1).padStart(7)} ×

  3× replay of every delivery (2 × same event id at once + 1 × a day late with new ids): ${INTAKE_ORDERS * 3} deliveries in ${replaySeconds.toFixed(2)} s
      answered as duplicates: ${duplicatesAnswered} (same event id), processed late deliveries: ${INTAKE_ORDERS * 3 - duplicatesAnswered}
      stored orders: ${stored}, Medusa orders: ${medusaOrders}, failed deliveries: ${failed}
      duplicates: ${duplicates} ${duplicates === 0 && stored === INTAKE_ORDERS ? "✓ zero duplicates" : "✗ DUPLICATES FOUND"}
`);
    if (duplicates !== 0 || stored !== INTAKE_ORDERS) process.exitCode = 1;
  } finally {
    await client?.end().catch(() => {});
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    await fake.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && dbUrl !== databaseUrl) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${new URL(dbUrl).pathname.slice(1)}" WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
