import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { installLogging, requestIds } from "@platform/medusa-plugin/log";
import compression from "compression";
import express from "express";
import { BACKEND_DIR, WEB_DIST_DIR } from "./paths";
import { securityHeaders } from "./security-headers";

export type MedusaContainer = { resolve<T = unknown>(name: string): T };
export type RunningServer = {
  url: string;
  port: number;
  container: MedusaContainer;
  close: () => Promise<void>;
};

// Paths Medusa (and its admin) own; everything else that asks for HTML gets the SPA.
const BACKEND_PREFIXES = ["/store", "/admin", "/app", "/health", "/uploads", "/hooks", "/shopify"];

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
    res.sendFile(indexHtml);
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

/** Boots Medusa with our plugin in this process (Medusa's `loaders`, then listen). */
export async function startServer(options: { port: number; host?: string }): Promise<RunningServer> {
  process.env.MEDUSA_DISABLE_TELEMETRY = "true";
  process.chdir(BACKEND_DIR);
  const { default: loaders } = require("@medusajs/medusa/dist/loaders");
  installLogging();
  const app = express();
  app.use(requestIds);
  securityHeaders(app);
  // Body limits before Medusa's own parsers (which answer an oversized body with a 500).
  const { bodyLimitGuard } = require("@platform/medusa-plugin") as typeof import("@platform/medusa-plugin");
  app.use(bodyLimitGuard());
  const { container, shutdown } = await loaders({ directory: BACKEND_DIR, expressApp: app, isTest: false });
  startEventBusWorker(container);
  serveWebApp(app);
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
