"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
// `npm run seed`: migrations and demo data, without serving.
const database_1 = require("../database");
const migrate_1 = require("../migrate");
const seed_1 = require("../seed");
async function main() {
    const db = await (0, database_1.ensureDatabase)();
    process.env.DATABASE_URL = db.url;
    process.env.MEDUSA_ADMIN = "false";
    let code = 0;
    try {
        await (0, migrate_1.runMigrations)();
        const { BACKEND_DIR } = require("../paths");
        process.chdir(BACKEND_DIR);
        const { default: loaders } = require("@medusajs/medusa/dist/loaders");
        const express = require("express");
        const { container, shutdown } = await loaders({ directory: BACKEND_DIR, expressApp: express(), isTest: false });
        const result = await (0, seed_1.seedDemoData)(container);
        console.log(result.created ? "Demo data created." : "Demo data already present; nothing to do.");
        await shutdown();
    }
    catch (error) {
        console.error(error);
        code = 1;
    }
    finally {
        await db.stop();
    }
    process.exit(code);
}
void main();
//# sourceMappingURL=seed.js.map