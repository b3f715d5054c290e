// `npm start`: database (embedded unless DATABASE_URL), migrations, Medusa with our plugin,
// the built web app on the same port, demo data on first start, then the URLs and logins.
import path from "node:path";
import { ensureDatabase } from "../database";
import { DEMO_ADMIN, DEMO_LOGINS, DEMO_PASSWORD } from "../demo";
import { type DemoShopify, startDemoShopify } from "../demo-shopify";
import { runMigrations } from "../migrate";
import { DATA_DIR } from "../paths";
import { seedDemoData } from "../seed";
import { startServer } from "../server";

// Medusa logs every event at "info"; the banner below is what a person needs. LOG_LEVEL=info shows all.
process.env.LOG_LEVEL ??= "warn";

async function main(): Promise<void> {
  const startedAt = Date.now();
  const port = Number(process.env.PORT || 9000);
  process.env.PORT = String(port);
  const db = await ensureDatabase();
  process.env.DATABASE_URL = db.url;

  let stopping = false;
  const stopDb = async () => {
    if (stopping) return;
    stopping = true;
    await db.stop().catch(() => {});
  };
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let demoShopify: DemoShopify = null;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      await server?.close().catch(() => {});
      await demoShopify?.stop().catch(() => {});
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
    server = await startServer({ port });
    const seeded = process.env.SEED_DEMO === "false" ? { created: false } : await seedDemoData(server.container);
    const url = process.env.PUBLIC_URL || server.url;
    const lines = [
      "",
      `Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s${seeded.created ? " (demo data created)" : ""}`,
      `  App:          ${url}/`,
      `  Medusa Admin: ${url}/app  (${DEMO_ADMIN.email} / ${DEMO_ADMIN.password})`,
      `  API:          ${url}/store/trpc  ·  health: ${url}/health`,
      `  Database:     ${db.embedded ? `embedded PostgreSQL (${path.relative(process.env.INIT_CWD ?? process.cwd(), path.join(DATA_DIR, "postgres")) || "."})` : "DATABASE_URL"}`,
      ...(demoShopify
        ? [
            "",
            `  Demo Shopify: ${demoShopify.url}/  (a local fake: no Shopify credentials are configured)`,
            `    Connect a demo shop: open ${demoShopify.url}/, click "Open the app" and "Install app",`,
            `    then sign in at /shopify-login (e.g. customer@demo.local) and connect the shop.`,
            `    Orders arrive with "Send test order"${demoShopify.orderEverySeconds > 0 ? ` and every ${demoShopify.orderEverySeconds} s` : ""}; see them at ${url}/a/orders`,
          ]
        : [
            `  Shopify:      ${process.env.SHOPIFY_FAKE_URL ? `fake at ${process.env.SHOPIFY_FAKE_URL}` : "configured app"}`,
          ]),
      "",
      `  Demo logins (password for all: ${DEMO_PASSWORD}):`,
      ...DEMO_LOGINS.map((login) => `    ${login.role.padEnd(18)} ${login.email}`),
      "",
    ];
    console.log(lines.join("\n"));
    if (process.send) process.send({ type: "ready", url, ms: Date.now() - startedAt });
  } catch (error) {
    console.error(error);
    await server?.close().catch(() => {});
    await demoShopify?.stop().catch(() => {});
    await stopDb();
    process.exit(1);
  }
}

void main();
