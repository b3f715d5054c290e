// `npm run seed`: migrations and demo data, without serving.
import { ensureDatabase } from "../database";
import { runMigrations } from "../migrate";
import { seedDemoData } from "../seed";

async function main(): Promise<void> {
  const db = await ensureDatabase();
  process.env.DATABASE_URL = db.url;
  process.env.MEDUSA_ADMIN = "false";
  let code = 0;
  try {
    await runMigrations();
    const { BACKEND_DIR } = require("../paths") as typeof import("../paths");
    process.chdir(BACKEND_DIR);
    const { default: loaders } = require("@medusajs/medusa/dist/loaders");
    const express = require("express");
    const { container, shutdown } = await loaders({ directory: BACKEND_DIR, expressApp: express(), isTest: false });
    const result = await seedDemoData(container);
    console.log(result.created ? "Demo data created." : "Demo data already present; nothing to do.");
    await shutdown();
  } catch (error) {
    console.error(error);
    code = 1;
  } finally {
    await db.stop();
  }
  process.exit(code);
}

void main();
