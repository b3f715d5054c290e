// `npm start`: database (embedded unless DATABASE_URL), migrations, Medusa with our plugin,
// the built web app on the same port, demo data on first start, then the URLs and logins.
// Sentry first (a no-op without SENTRY_DSN): it instruments http and express as they load.
import "../instrument";
import path from "node:path";
import { answerUncaught } from "@platform/medusa-plugin/log";
import { type Database, ensureDatabase } from "../database";
import { DEMO_ADMIN, DEMO_LOGINS, DEMO_PASSWORD } from "../demo";
import { DEMO_API_KEY, seedDemoApiKey } from "../demo/api-key";
import { seedDemoConversations } from "../demo/conversations";
import { seedDemoDashboards } from "../demo/dashboards";
import { seedDemoDirectory } from "../demo/directory";
import { seedDemoNotifications } from "../demo/notifications";
import { seedDemoProducts } from "../demo/products";
import { seedDemoRetours } from "../demo/retours";
import { connectDemoShop, DEMO_SHOP_DOMAIN, DEMO_WAITLIST_SHOP } from "../demo/shop";
import { seedDemoStockHint } from "../demo/stock";
import { type DemoWebhookReceiver, seedDemoWebhookEndpoint, startDemoWebhookReceiver } from "../demo/webhook-receiver";
import { startDemoWorkingDay } from "../demo/working-day";
import { type DemoShopify, startDemoShopify } from "../demo-shopify";
import { type DemoStripe, startDemoStripe } from "../demo-stripe";
import { runMigrations } from "../migrate";
import { BACKEND_DIR, DATA_DIR } from "../paths";
import { seedDemoData } from "../seed";
import { flushErrors } from "../sentry";
import { startServer } from "../server";

// Medusa logs every event at "info"; the banner below is what a person needs. LOG_LEVEL=info shows all.
process.env.LOG_LEVEL ??= "warn";

/**
 * NODE_ENV=production without its secrets stops here, before anything starts; elsewhere missing
 * secrets come from the data folder (generated on the first start). Published values stop any start.
 */
function secretsBanner(): string {
  const missing = ["JWT_SECRET", "COOKIE_SECRET"].filter((name) => !process.env[name]);
  if (missing.length && process.env.NODE_ENV === "production") {
    console.error(
      `Refusing to start: NODE_ENV=production needs ${missing.join(" and ")} (long random values, e.g. \`openssl rand -hex 32\`).`,
    );
    process.exit(1);
  }
  const { ensureSecrets } = require(path.join(BACKEND_DIR, "dev-secrets.js")) as {
    ensureSecrets: (dataDir: string, production: boolean) => { generated: string[]; file: string | null };
  };
  try {
    const { generated, file } = ensureSecrets(DATA_DIR, process.env.NODE_ENV === "production");
    if (!generated.length) return "set";
    return `${generated.join(" and ")} generated for this data folder (${file}; set them in any real deployment)`;
  } catch (error) {
    console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const secrets = secretsBanner();
  const port = Number(process.env.PORT || 9000);
  process.env.PORT = String(port);
  let db: Database;
  try {
    db = await ensureDatabase();
  } catch (error) {
    console.error(error instanceof Error ? error.message : `The database did not start: ${String(error)}`);
    process.exit(1);
  }
  process.env.DATABASE_URL = db.url;

  let stopping = false;
  const stopDb = async () => {
    if (stopping) return;
    stopping = true;
    await db.stop().catch(() => {});
  };
  // Without its database the backend is of no use: end, so a supervisor restarts both.
  db.onLost?.(() => {
    if (stopping) return;
    console.error("The embedded PostgreSQL stopped unexpectedly; the backend ends.");
    process.exit(1);
  });
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let demoShopify: DemoShopify = null;
  let demoStripe: DemoStripe = null;
  let demoReceiver: DemoWebhookReceiver | null = null;
  // A crash still stops the database (the watchdog would too, a moment later).
  process.on("uncaughtException", (error) => {
    // Thrown in a callback while a request ran (a library's fs callback): that request gets a 500,
    // the backend stays up (lib/log.ts answerUncaught).
    if (answerUncaught(error)) return;
    console.error("Unexpected error; the backend ends:", error);
    // Sentry's own handler has queued the error: send it before exiting.
    void flushErrors()
      .then(stopDb)
      .finally(() => process.exit(1));
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      await server?.close().catch(() => {});
      await demoShopify?.stop().catch(() => {});
      await demoStripe?.stop().catch(() => {});
      await demoReceiver?.stop().catch(() => {});
      await stopDb();
      process.exit(0);
    });
  }

  try {
    await runMigrations();
    demoShopify = await startDemoShopify({
      publicUrl: process.env.PUBLIC_URL || `http://localhost:${port}`,
      dataDir: DATA_DIR,
    });
    demoStripe = await startDemoStripe({ backendPort: port });
    server = await startServer({ port });
    const seeded = process.env.SEED_DEMO === "false" ? { created: false } : await seedDemoData(server.container);
    // With the local fake Shopify, the demo customer's shop is connected with a month of orders.
    const demoShop =
      demoShopify && process.env.SEED_DEMO !== "false" && process.env.DEMO_SHOP !== "false"
        ? await connectDemoShop(server.container, {
            // The address the app was installed with: OAuth's cookie and redirect live there.
            backendUrl: process.env.PUBLIC_URL || server.url,
            fakeUrl: demoShopify.url,
          }).catch((error: unknown) => {
            // The platform itself is fine: say so, and how to connect the shop by hand.
            console.warn(`The demo shop could not be connected (${error instanceof Error ? error.message : error}).`);
            return null;
          })
        : null;
    // The waitlist merchant connected its shop while it waits (its orders, in every status).
    if (demoShop && demoShopify) {
      await connectDemoShop(
        server.container,
        { backendUrl: process.env.PUBLIC_URL || server.url, fakeUrl: demoShopify.url },
        DEMO_WAITLIST_SHOP,
      ).catch((error: unknown) => {
        console.warn(
          `The waitlist's demo shop could not be connected (${error instanceof Error ? error.message : error}).`,
        );
      });
    }
    // Its orders are the sales the stock hint reads: one demo variant is set below its hint.
    if (demoShop?.connected === "now") await seedDemoStockHint(server.container);
    // The products domain's demo data needs the connected demo shop (links, product requests).
    if (demoShop) await seedDemoProducts(server.container);
    // Retours are built on the demo shop's shipped orders (idempotent).
    if (demoShop) await seedDemoRetours(server.container);
    // Every dashboard's figures: a margin earned, overdue invoices, an open claim, waiting chats.
    if (process.env.SEED_DEMO !== "false") await seedDemoDashboards(server.container);
    // Every list's filters find something: claims in each status and type, chats on every tab,
    // a declined sign-up, the agency's disabled client, the customer's own location, custom packaging.
    if (demoShop) {
      await seedDemoConversations(server.container);
      const { container } = server;
      const { reusingPasswordHashes } = require("@platform/medusa-plugin") as typeof import("@platform/medusa-plugin");
      await reusingPasswordHashes(() => seedDemoDirectory(container));
    }
    // Every demo login's bell has something in it (after the shop's claims and chats).
    if (demoShop) await seedDemoNotifications(server.container);
    // The demo customer's REST API key (printed below).
    if (process.env.SEED_DEMO !== "false") await seedDemoApiKey(server.container);
    // With the local demo shop: a local receiver for the demo customer's webhook endpoint (http to
    // 127.0.0.1, which only this allow-list lets through the SSRF refusal).
    if (demoShop) {
      demoReceiver = await startDemoWebhookReceiver();
      process.env.WEBHOOK_ALLOW_HOSTS = [process.env.WEBHOOK_ALLOW_HOSTS, "127.0.0.1"].filter(Boolean).join(",");
      await seedDemoWebhookEndpoint(server.container, demoReceiver.url);
    }
    // The orders that arrive while the demo runs move on: routed, two in three shipped a little later.
    const workingDayMs = Number(
      process.env.DEMO_WORKING_DAY_INTERVAL_MS ?? (demoShopify?.orderEverySeconds ?? 0) * 1000,
    );
    if (demoShop && workingDayMs > 0) {
      startDemoWorkingDay(server.container, {
        intervalMs: workingDayMs,
        shipAfterMs: Number(process.env.DEMO_SHIP_AFTER_MS ?? 3 * 60_000),
      });
    }
    const url = process.env.PUBLIC_URL || server.url;
    const lines = [
      "",
      `Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s${seeded.created ? " (demo data created)" : ""}`,
      `  App:          ${url}/`,
      `  Medusa Admin: ${url}/app  (${DEMO_ADMIN.email} / ${DEMO_ADMIN.password})`,
      `  API:          ${url}/store/trpc  ·  health: ${url}/health`,
      `  REST API:     ${url}/api/v1/orders  (customer@demo.local's key: ${DEMO_API_KEY})`,
      ...(demoReceiver ? [`  Webhooks:     ${demoReceiver.url}/  (what customer@demo.local's endpoint received)`] : []),
      `  Secrets:      ${secrets}`,
      `  Database:     ${db.embedded ? `embedded PostgreSQL (${path.relative(process.env.INIT_CWD ?? process.cwd(), path.join(DATA_DIR, "postgres")) || "."})` : "DATABASE_URL"}`,
      ...(demoShopify
        ? [
            "",
            `  Demo Shopify: ${demoShopify.url}/  (a local fake: no Shopify credentials are configured)`,
            ...(demoShop && demoShop.connected !== "no"
              ? [
                  `    ${DEMO_SHOP_DOMAIN} is connected to customer@demo.local${demoShop.connected === "now" ? ` (${demoShop.orders} demo orders sent)` : ""}.`,
                ]
              : []),
            `    Connect another shop: open ${demoShopify.url}/, click "Open the app" and "Install app",`,
            `    then sign in at /shopify-login and connect the shop.`,
            `    Orders arrive with "Send test order"${demoShopify.orderEverySeconds > 0 ? ` and every ${demoShopify.orderEverySeconds} s` : ""}; see them at ${url}/a/orders`,
          ]
        : [
            `  Shopify:      ${process.env.SHOPIFY_FAKE_URL ? `fake at ${process.env.SHOPIFY_FAKE_URL}` : "configured app"}`,
          ]),
      demoStripe
        ? `  Stripe:       local fake at ${demoStripe.url} (no STRIPE_SECRET_KEY); test cards 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined`
        : `  Stripe:       ${process.env.STRIPE_API_URL ? `STRIPE_API_URL ${process.env.STRIPE_API_URL}` : "configured (STRIPE_SECRET_KEY)"}`,
      "",
      `  Demo logins (password for all: ${DEMO_PASSWORD}):`,
      ...DEMO_LOGINS.map((login) => `    ${login.role.padEnd(18)} ${login.email}`),
      "",
    ];
    // For the person who ran `npm start`, not the structured log (which would scrub the demo
    // logins' addresses): public fixtures, no personal data.
    process.stdout.write(`${lines.join("\n")}\n`);
    if (process.send) process.send({ type: "ready", url, ms: Date.now() - startedAt });
  } catch (error) {
    console.error(error);
    await server?.close().catch(() => {});
    await demoShopify?.stop().catch(() => {});
    await demoStripe?.stop().catch(() => {});
    await stopDb();
    process.exit(1);
  }
}

void main();
