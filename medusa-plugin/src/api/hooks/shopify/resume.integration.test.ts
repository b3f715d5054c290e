// Order intake after a crash: webhooks Shopify got a 200 for, still unprocessed when the backend was
// killed (kill -9, a local event bus: their queued jobs died with it), become orders as soon as the
// backend is back — not at the sync job's next round (switched off here, so only the start can do it).
import {
  countRows,
  DEMO_PASSWORD,
  eventually,
  freePort,
  installApp,
  type RunningBackend,
  ShopifyFakeClient,
  shopifyEnv,
  signIn,
  startBackend,
  startDatabase,
  startFakeShopify,
  TEST_SECRETS,
  type TestDatabase,
  trpcClient,
  uniqueShopDomain,
} from "@platform/testing";
import { afterAll, expect, inject, it } from "vitest";

const serverUrl = inject("databaseUrl");
let database: TestDatabase | undefined;
let fakeShopify: Awaited<ReturnType<typeof startFakeShopify>> | undefined;
const backends: RunningBackend[] = [];

afterAll(async () => {
  for (const backend of backends) await backend.stop().catch(() => undefined);
  await fakeShopify?.stop();
  await database?.stop();
});

it("acknowledged but unprocessed deliveries become orders right after a restart from kill -9", async () => {
  database = await startDatabase({ serverUrl });
  const port = await freePort();
  fakeShopify = await startFakeShopify({ appUrl: `http://127.0.0.1:${port}` });
  const fake = new ShopifyFakeClient(fakeShopify.url);
  const start = async (env: Record<string, string> = {}) => {
    const backend = await startBackend({
      databaseUrl: database?.url as string,
      port,
      readyTimeoutMs: 240_000,
      env: {
        ...shopifyEnv(fakeShopify?.url as string),
        ...TEST_SECRETS,
        NODE_ENV: "production",
        SHOPIFY_SYNC_INTERVAL_MS: "0",
        ...env,
      },
    });
    backends.push(backend);
    return backend;
  };
  // One at a time, so the burst is still being processed when the process is killed.
  const first = await start({ SHOPIFY_INTAKE_CONCURRENCY: "1" });
  const token = await signIn(first.url, "customer@demo.local", DEMO_PASSWORD);
  const domain = uniqueShopDomain("resume");
  const install = await installApp(first.url, fake, domain);
  const shop = await trpcClient(first.url, { token }).shops.connect.mutate({
    installToken: install.installToken as string,
  });

  const burst = await Promise.all(Array.from({ length: 40 }, () => fake.createOrder(domain)));
  expect(burst.map((b) => b.delivery?.status)).toEqual(Array(40).fill(200));
  first.kill("SIGKILL");
  await eventually(async () => {
    try {
      await fetch(`${first.url}/health`);
      return false;
    } catch {
      return true;
    }
  });
  const open = await countRows(database.url, "shopify_webhook", "shop_domain = $1 AND status = 'received'", [domain]);
  expect(open).toBeGreaterThan(0);

  const second = await start();
  // The sync job is off: only the start can take them up.
  await eventually(
    async () => (await countRows(database?.url as string, "order_extension", "shop_id = $1", [shop.id])) === 40,
    60_000,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${second.output().split("\n").slice(-40).join("\n")}`);
  });
  expect(second.output()).toContain(`[shopify] resumed ${open} stored webhook deliveries at start`);
}, 600_000);
