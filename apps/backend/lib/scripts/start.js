"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
// `npm start`: database (embedded unless DATABASE_URL), migrations, Medusa with our plugin,
// the built web app on the same port, demo data on first start, then the URLs and logins.
const database_1 = require("../database");
const demo_1 = require("../demo");
const migrate_1 = require("../migrate");
const seed_1 = require("../seed");
const server_1 = require("../server");
async function main() {
    const startedAt = Date.now();
    const port = Number(process.env.PORT || 9000);
    process.env.PORT = String(port);
    const db = await (0, database_1.ensureDatabase)();
    process.env.DATABASE_URL = db.url;
    let stopping = false;
    const stopDb = async () => {
        if (stopping)
            return;
        stopping = true;
        await db.stop().catch(() => { });
    };
    let server = null;
    for (const signal of ["SIGINT", "SIGTERM"]) {
        process.on(signal, async () => {
            await server?.close().catch(() => { });
            await stopDb();
            process.exit(0);
        });
    }
    try {
        await (0, migrate_1.runMigrations)();
        server = await (0, server_1.startServer)({ port });
        const seeded = process.env.SEED_DEMO === "false" ? { created: false } : await (0, seed_1.seedDemoData)(server.container);
        const url = process.env.PUBLIC_URL || server.url;
        const lines = [
            "",
            `Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s${seeded.created ? " (demo data created)" : ""}`,
            `  App:          ${url}/`,
            `  Medusa Admin: ${url}/app  (${demo_1.DEMO_ADMIN.email} / ${demo_1.DEMO_ADMIN.password})`,
            `  API:          ${url}/store/trpc  ·  health: ${url}/health`,
            `  Database:     ${db.embedded ? "embedded PostgreSQL (.data/postgres)" : "DATABASE_URL"}`,
            "",
            `  Demo logins (password for all: ${demo_1.DEMO_PASSWORD}):`,
            ...demo_1.DEMO_LOGINS.map((login) => `    ${login.role.padEnd(18)} ${login.email}`),
            "",
        ];
        console.log(lines.join("\n"));
        if (process.send)
            process.send({ type: "ready", url, ms: Date.now() - startedAt });
    }
    catch (error) {
        console.error(error);
        await server?.close().catch(() => { });
        await stopDb();
        process.exit(1);
    }
}
void main();
//# sourceMappingURL=start.js.map