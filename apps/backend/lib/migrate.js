"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runMigrations = runMigrations;
const paths_1 = require("./paths");
// Medusa's own `medusa migrations run`, minus its process.argv parsing and process.exit:
// the core migrations plus every plugin's dist/migrations, in one data source.
async function runMigrations(directory = paths_1.BACKEND_DIR) {
    const { default: loadConfig } = require("@medusajs/medusa/dist/loaders/config");
    const { default: loadFeatureFlags } = require("@medusajs/medusa/dist/loaders/feature-flags");
    const { default: getMigrations, runIsolatedModulesMigration, } = require("@medusajs/medusa/dist/commands/utils/get-migrations");
    const { default: loadDatabase } = require("@medusajs/medusa/dist/loaders/database");
    const { createContainer, asValue } = require("awilix");
    const configModule = loadConfig(directory);
    const featureFlagRouter = loadFeatureFlags(configModule);
    const { coreMigrations } = getMigrations(directory, featureFlagRouter);
    const container = createContainer();
    container.register("db_entities", asValue([]));
    const dataSource = await loadDatabase({
        container,
        configModule,
        customOptions: { migrations: coreMigrations, logging: ["error"] },
    });
    try {
        await dataSource.runMigrations({ transaction: "each" });
    }
    finally {
        await dataSource.destroy();
    }
    await runIsolatedModulesMigration(configModule);
}
//# sourceMappingURL=migrate.js.map