// Medusa reads this file from the backend folder. Everything comes from the environment,
// with defaults that let `npm start` run on nothing but Node (see README "Environment").
const { createSecretKey } = require("node:crypto");
const path = require("node:path");
const { ensureSecrets } = require("./dev-secrets");

const REDIS_URL = process.env.REDIS_URL || "";
const DATA_DIR = process.env.DATA_DIR || path.resolve(__dirname, "../../.data");
const PORT = process.env.PORT || "9000";
const SELF = process.env.PUBLIC_URL || `http://localhost:${PORT}`;
const WEB_DEV = "http://localhost:5173";
const PRODUCTION = process.env.NODE_ENV === "production";

// Production never runs without real secrets; elsewhere they are generated once per data folder
// (dev-secrets.js). Values this repository once published are refused everywhere.
ensureSecrets(DATA_DIR, PRODUCTION);

// No file plugin: Medusa's file service is the platform plugin's (its modules/uploads/catalogue-files.ts),
// images only, served inert under /uploads/<random name>.
const plugins = [
  "medusa-fulfillment-manual",
  "medusa-payment-manual",
  { resolve: "@platform/medusa-plugin", options: {} },
];

if (process.env.MEDUSA_ADMIN !== "false") {
  plugins.push({
    resolve: "@medusajs/admin",
    options: { serve: true, path: "/app", autoRebuild: false, outDir: "build/admin" },
  });
}

const modules = REDIS_URL
  ? {
      // The BullMQ worker starts after the subscribers are registered (apps/backend/src/server.ts):
      // started with the module, it completed a waiting backlog with no subscriber at all.
      eventBus: {
        resolve: "@medusajs/event-bus-redis",
        options: { redisUrl: REDIS_URL, workerOptions: { autorun: false } },
      },
      cacheService: { resolve: "@medusajs/cache-redis", options: { redisUrl: REDIS_URL } },
    }
  : {
      eventBus: { resolve: "@medusajs/event-bus-local" },
      cacheService: { resolve: "@medusajs/cache-inmemory" },
    };

/** @type {import('@medusajs/medusa').ConfigModule} */
module.exports = {
  projectConfig: {
    database_url: process.env.DATABASE_URL,
    database_type: "postgres",
    database_extra: {},
    redis_url: REDIS_URL || undefined,
    // The Vite dev server's origin only in development.
    store_cors: process.env.STORE_CORS || (PRODUCTION ? SELF : `${SELF},${WEB_DEV}`),
    admin_cors: process.env.ADMIN_CORS || SELF,
    // A KeyObject, not the string: jsonwebtoken would otherwise try (and fail) to parse the string
    // as a PEM key on every sign and verify, a millisecond or two per request (bench:mixed's profile).
    jwt_secret: createSecretKey(Buffer.from(process.env.JWT_SECRET)),
    cookie_secret: process.env.COOKIE_SECRET,
    // A session is stored only once something is put in it (a session sign-in): Medusa's defaults
    // (saveUninitialized, resave) stored a fresh one for every cookieless request to its routes
    // (a token sign-in, an upload), kept for 10 h — memory per request, in the in-memory store.
    session_options: { saveUninitialized: false, resave: false },
    worker_mode: process.env.MEDUSA_WORKER_MODE || "shared",
  },
  plugins,
  modules,
  // Medusa's own feature flags (its env vars MEDUSA_FF_<KEY> win over these):
  // - product categories are off in Medusa 1.20 by default; the catalogue uses them;
  // - analytics off: Medusa Admin would greet staff with its usage-analytics consent screen and
  //   send usage data to Medusa. Server telemetry is off too (MEDUSA_DISABLE_TELEMETRY, server.ts).
  featureFlags: { product_categories: true, analytics: false },
};
