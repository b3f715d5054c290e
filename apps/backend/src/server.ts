import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import type { ScopedContainer } from "@platform/medusa-plugin";
import { installLogging, requestIds, setErrorReporter } from "@platform/medusa-plugin/log";
import compression from "compression";
import express from "express";
import { adminAssets } from "./admin-assets";
import { BACKEND_DIR, WEB_DIST_DIR } from "./paths";
import { parseQueryString } from "./query-parser";
import { securityHeaders } from "./security-headers";
import { browserSentry, reportError } from "./sentry";

export type MedusaContainer = { resolve<T = unknown>(name: string): T };
export type RunningServer = {
  url: string;
  port: number;
  container: MedusaContainer;
  close: () => Promise<void>;
};

// Paths Medusa (and its admin) own; everything else that asks for HTML gets the SPA.
const BACKEND_PREFIXES = ["/store", "/admin", "/app", "/health", "/uploads", "/hooks", "/shopify", "/api"];

/**
 * The SPA's page, with the browser's Sentry settings as a meta tag when configured (the CSP
 * allows no inline script); the web app loads the Sentry SDK only when the tag is there.
 */
async function indexPage(file: string): Promise<string> {
  const html = await fs.promises.readFile(file, "utf8");
  const sentry = browserSentry();
  if (!sentry) return html;
  const content = JSON.stringify(sentry).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return html.replace("</head>", `  <meta name="sentry" content="${content}" />\n  </head>`);
}

function serveWebApp(app: express.Express): void {
  const indexHtml = path.join(WEB_DIST_DIR, "index.html");
  if (!fs.existsSync(indexHtml)) return;
  const isBackendPath = (p: string) => BACKEND_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
  // Compress the SPA's files only: API streams (server-sent events) must not be buffered.
  const compress = compression();
  app.use((req, res, next) => (isBackendPath(req.path) ? next() : compress(req, res, next)));
  app.use(
    express.static(WEB_DIST_DIR, {
      index: false,
      setHeaders: (res, file) => {
        // Hashed assets never change; index.html must always be fresh.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.get("*", (req, res, next) => {
    if (isBackendPath(req.path)) return next();
    res.setHeader("Cache-Control", "no-cache");
    indexPage(indexHtml).then((page) => res.type("html").send(page), next);
  });
}

/**
 * Medusa's Redis event bus creates its BullMQ worker with the module, before the loaders register
 * the subscribers: jobs waiting in Redis at start (a worker restarted after a crash, with a backlog
 * of webhook deliveries) were taken at once and completed with no subscriber, i.e. lost. The
 * worker is created with autorun off (medusa-config.js) and runs from here, subscribers in place.
 * No worker in `server` mode, none with the local event bus.
 */
function startEventBusWorker(container: { resolve<T>(name: string): T }): void {
  type BullWorker = { run(): Promise<void>; isRunning(): boolean };
  const bus = container.resolve<{ bullWorker_?: BullWorker }>("eventBusModuleService");
  const worker = bus.bullWorker_;
  if (!worker || worker.isRunning()) return;
  worker.run().catch((error: unknown) => console.error(`[events] the event bus worker stopped: ${String(error)}`));
}

export type ServerOptions = {
  port: number;
  host?: string;
  /**
   * Routes a test mounts beside the tRPC fast path, before Medusa's pipeline (the transport's
   * equivalence test mounts tRPC's standard handler so); `npm start` mounts none.
   */
  testRoutes?: (app: express.Express, container: () => ScopedContainer | undefined) => void;
};

/** Boots Medusa with our plugin in this process (Medusa's `loaders`, then listen). */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  process.env.MEDUSA_DISABLE_TELEMETRY = "true";
  process.chdir(BACKEND_DIR);
  const { default: loaders } = require("@medusajs/medusa/dist/loaders");
  installLogging();
  // A tRPC procedure's 5xx goes to Sentry too (a no-op without SENTRY_DSN).
  setErrorReporter(reportError);
  const app = express();
  app.set("query parser", parseQueryString);
  app.use(requestIds);
  securityHeaders(app);
  const {
    applyTrustProxy,
    bodyLimitGuard,
    crossSiteGuard,
    errorAnswer,
    installMedusaErrorStatuses,
    notFoundAnswer,
    signInGate,
    storeTokenGuard,
    trpcFastPath,
    undecodablePaths,
  } = require("@platform/medusa-plugin") as typeof import("@platform/medusa-plugin");
  let loaded: ScopedContainer | undefined;
  app.use(undecodablePaths());
  // Writes with the session cookie from a foreign origin are refused on every route, Medusa's too.
  app.use(crossSiteGuard(() => loaded?.resolve("configModule")));
  // Body limits before Medusa's own parsers (which answer an oversized body with a 500).
  app.use(bodyLimitGuard());
  // Password sign-ins are limited and queued before Medusa's per-request pipeline runs for them.
  app.use(signInGate());
  // Medusa's own routes answer some bad requests with a 500: mapped to 4xx in one place, before its routers load.
  installMedusaErrorStatuses();
  // A revoked store token (sign-out, password change or reset) is a 401 on every route; an active one is renewed.
  app.use(storeTokenGuard(() => loaded));
  // Signed-in tRPC calls skip Medusa's per-request pipeline (see the plugin's trpc/adapter/fast-path.ts).
  app.use(trpcFastPath(() => loaded));
  options.testRoutes?.(app, () => loaded);
  // Medusa Admin's files compressed (medusa-config.js serves it at /app from build/admin); its
  // index.html and routes stay Medusa's.
  if (process.env.MEDUSA_ADMIN !== "false") app.use("/app", adminAssets(path.join(BACKEND_DIR, "build/admin")));
  const { container, shutdown } = await loaders({ directory: BACKEND_DIR, expressApp: app, isTest: false });
  // Medusa's loader trusts one X-Forwarded-For hop from anyone: only configured proxies count.
  applyTrustProxy(app);
  startEventBusWorker(container);
  loaded = container;
  serveWebApp(app);
  // Last: what no route answered, and every error no route handled, as JSON — never express's
  // HTML page, which carries the stack trace and file paths outside production.
  app.use(notFoundAnswer());
  app.use(errorAnswer());
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port, options.host ?? "0.0.0.0", () => resolve(s));
    s.on("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    port,
    container,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await shutdown();
    },
  };
}
