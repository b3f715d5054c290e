// Medusa v1 registers a plugin's services, repositories, models, subscribers and strategies in ONE
// container under names made from their file names (services/claim.ts → claimService), and a
// plugin's registration silently replaces Medusa's own of the same name. That once replaced
// Medusa's ClaimService and OrderEditService (Medusa Admin's order page answered 500). Here every
// name Medusa registers is listed from its own dist and compared with the plugin's.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Loading Medusa's models would otherwise print its telemetry notice.
process.env.MEDUSA_DISABLE_TELEMETRY = "true";
const medusaDist = path.dirname(require.resolve("@medusajs/medusa/dist/index.js"));
const pluginSrc = __dirname;
const { formatRegistrationName } = require("@medusajs/medusa/dist/utils/format-registration-name") as {
  formatRegistrationName: (file: string) => string;
};
const { ModulesDefinition } = require("@medusajs/modules-sdk") as {
  ModulesDefinition: Record<string, { registrationName: string }>;
};
const { ContainerRegistrationKeys } = require("@medusajs/utils") as {
  ContainerRegistrationKeys: Record<string, string>;
};

/** The folders Medusa loads by file name, from its own dist and from a plugin's. */
const FOLDERS = ["services", "repositories", "models", "subscribers", "strategies"] as const;

function files(dir: string, extension: ".js" | ".ts"): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(extension) && !name.endsWith(".d.ts") && !/\.test\.ts$/.test(name))
    .filter((name) => !name.startsWith("index."))
    .map((name) => path.join(dir, name));
}

/** Container name → where Medusa registers it. */
function medusaRegistrations(): Map<string, string> {
  const names = new Map<string, string>();
  for (const folder of FOLDERS)
    for (const file of files(path.join(medusaDist, folder), ".js"))
      names.set(formatRegistrationName(file), `@medusajs/medusa/dist/${folder}/${path.basename(file)}`);
  for (const [key, definition] of Object.entries(ModulesDefinition))
    names.set(definition.registrationName, `module ${key}`);
  for (const key of Object.values(ContainerRegistrationKeys)) names.set(key, "Medusa's loaders");
  // Registered by Medusa's loaders by hand (loaders/*.js).
  for (const key of [
    "redisClient",
    "db_entities",
    "batchJobStrategies",
    "notificationProviders",
    "taxProviders",
    "cartCompletionStrategy",
    "priceSelectionStrategy",
    "taxCalculationStrategy",
  ])
    names.set(key, "Medusa's loaders");
  return names;
}

/** Container name → the plugin file that takes it (the TypeScript file becomes dist/<folder>/<name>.js). */
function pluginRegistrations(): Map<string, string> {
  const names = new Map<string, string>();
  for (const folder of FOLDERS)
    for (const file of files(path.join(pluginSrc, folder), ".ts"))
      names.set(formatRegistrationName(file.replace(/\.ts$/, ".js")), `src/${folder}/${path.basename(file)}`);
  return names;
}

/** TypeORM entity class and table names of Medusa's models (from the decorators' metadata). */
function medusaEntities(): { classes: Set<string>; tables: Set<string> } {
  for (const file of files(path.join(medusaDist, "models"), ".js")) require(file);
  const { getMetadataArgsStorage } = require("typeorm") as typeof import("typeorm");
  const classes = new Set<string>();
  const tables = new Set<string>();
  for (const table of getMetadataArgsStorage().tables) {
    const target = table.target as { name?: string } | string;
    const className = typeof target === "string" ? target : (target.name ?? "");
    classes.add(className);
    tables.add(table.name ?? className.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase());
  }
  return { classes, tables };
}

/** The plugin's entities: `@Entity(…)` followed by `export class Name`. */
function pluginEntities(): Array<{ className: string; table: string; file: string }> {
  const found: Array<{ className: string; table: string; file: string }> = [];
  for (const file of files(path.join(pluginSrc, "models"), ".ts")) {
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(/@Entity\(([^)]*)\)\s*export class (\w+)/g)) {
      const className = match[2] as string;
      const named = /name:\s*"([^"]+)"|^\s*"([^"]+)"/.exec(match[1] ?? "");
      const table = named?.[1] ?? named?.[2] ?? className.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
      found.push({ className, table, file: path.basename(file) });
    }
  }
  return found;
}

// Each check parses Medusa's and the plugin's files: seconds of CPU, many on a busy machine.
describe("the plugin leaves Medusa's own registrations alone", { timeout: 60_000 }, () => {
  it("lists Medusa's registrations (the check below would be empty otherwise)", () => {
    const medusa = medusaRegistrations();
    for (const name of ["claimService", "orderEditService", "orderService", "orderRepository", "orderModel"])
      expect(medusa.has(name), name).toBe(true);
    const plugin = pluginRegistrations();
    expect(plugin.get("platformClaimService")).toBe("src/services/platform-claim.ts");
    expect(plugin.get("platformOrderEditService")).toBe("src/services/platform-order-edit.ts");
    expect(plugin.size).toBeGreaterThan(40);
  });

  it("takes no container name Medusa registers (service, repository, model, subscriber, strategy, module)", () => {
    const medusa = medusaRegistrations();
    const collisions = [...pluginRegistrations()]
      .filter(([name]) => medusa.has(name))
      .map(([name, file]) => `${file} is registered as ${name}, which is ${medusa.get(name)}`);
    expect(collisions).toEqual([]);
  });

  it("declares no entity whose class or table Medusa already has", () => {
    const medusa = medusaEntities();
    expect(medusa.tables.has("claim_order")).toBe(true);
    const entities = pluginEntities();
    expect(entities.length).toBeGreaterThan(20);
    const collisions = entities
      .filter((entity) => medusa.classes.has(entity.className) || medusa.tables.has(entity.table))
      .map((entity) => `${entity.file}: ${entity.className} (table ${entity.table})`);
    expect(collisions).toEqual([]);
  });
});
