// Test-only launcher of the equivalence test (equivalence.integration.test.ts): the built backend
// as `npm start` serves it (on a database that is migrated and seeded already), plus tRPC's
// standard express handler, with this API's options (http.ts), at `/standard/trpc/*`. Beside the
// fast path, before Medusa's pipeline, with the same bearer check, so a call reaches the same
// procedure with the same context through either path. Production never mounts this route.
const path = require("node:path");

const root = path.resolve(__dirname, "../../../..");
const plugin = path.join(root, "medusa-plugin");
const { createExpressMiddleware } = require(require.resolve("@trpc/server/adapters/express", { paths: [plugin] }));
const { startServer } = require(path.join(root, "apps/backend/lib/server.js"));
const { trpcHandlerOptions } = require(path.join(plugin, "dist/trpc/adapter/http.js"));
const { bearerCustomer } = require(path.join(plugin, "dist/trpc/adapter/fast-path.js"));
const { jwtKey } = require(path.join(plugin, "dist/lib/jwt-key.js"));

process.env.LOG_LEVEL ??= "warn";

function standardRoute(app, container) {
  const standard = createExpressMiddleware(trpcHandlerOptions);
  app.use("/standard/trpc", (req, res, next) => {
    const loaded = container();
    if (!loaded) return next();
    const key = jwtKey(loaded.resolve("configModule").projectConfig.jwt_secret);
    const customerId = bearerCustomer(req.headers.authorization, key);
    req.scope = loaded.createScope();
    if (customerId) req.user = { customer_id: customerId };
    standard(req, res, next);
  });
}

async function main() {
  const startedAt = Date.now();
  const server = await startServer({ port: Number(process.env.PORT), testRoutes: standardRoute });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      server.close().finally(() => process.exit(0));
    });
  }
  process.send?.({ type: "ready", url: process.env.PUBLIC_URL, ms: Date.now() - startedAt });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
