"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.startServer = startServer;
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const compression_1 = __importDefault(require("compression"));
const express_1 = __importDefault(require("express"));
const paths_1 = require("./paths");
// Paths Medusa (and its admin) own; everything else that asks for HTML gets the SPA.
const BACKEND_PREFIXES = ["/store", "/admin", "/app", "/health", "/uploads", "/hooks"];
function serveWebApp(app) {
    const indexHtml = node_path_1.default.join(paths_1.WEB_DIST_DIR, "index.html");
    if (!node_fs_1.default.existsSync(indexHtml))
        return;
    const isBackendPath = (p) => BACKEND_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
    // Compress the SPA's files only: API streams (server-sent events) must not be buffered.
    const compress = (0, compression_1.default)();
    app.use((req, res, next) => (isBackendPath(req.path) ? next() : compress(req, res, next)));
    app.use(express_1.default.static(paths_1.WEB_DIST_DIR, {
        index: false,
        setHeaders: (res, file) => {
            // Hashed assets never change; index.html must always be fresh.
            if (file.includes(`${node_path_1.default.sep}assets${node_path_1.default.sep}`))
                res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        },
    }));
    app.get("*", (req, res, next) => {
        if (isBackendPath(req.path))
            return next();
        res.setHeader("Cache-Control", "no-cache");
        res.sendFile(indexHtml);
    });
}
/** Boots Medusa with our plugin in this process (Medusa's `loaders`, then listen). */
async function startServer(options) {
    process.env.MEDUSA_DISABLE_TELEMETRY = "true";
    process.chdir(paths_1.BACKEND_DIR);
    const { default: loaders } = require("@medusajs/medusa/dist/loaders");
    const app = (0, express_1.default)();
    const { container, shutdown } = await loaders({ directory: paths_1.BACKEND_DIR, expressApp: app, isTest: false });
    serveWebApp(app);
    const server = await new Promise((resolve, reject) => {
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
            await new Promise((resolve) => server.close(() => resolve()));
            await shutdown();
        },
    };
}
//# sourceMappingURL=server.js.map