// Builds Medusa Admin into build/admin once; skipped when the build exists (ADMIN_REBUILD=true forces it).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BACKEND_DIR } from "../paths";

const out = path.join(BACKEND_DIR, "build/admin/index.html");
if (fs.existsSync(out) && process.env.ADMIN_REBUILD !== "true") {
  console.log("Medusa Admin already built (build/admin).");
} else {
  const bin = require.resolve("@medusajs/admin/bin/medusa-admin.js");
  execFileSync(process.execPath, [bin, "build"], {
    cwd: BACKEND_DIR,
    stdio: "inherit",
    env: { ...process.env, NODE_OPTIONS: "--max-old-space-size=4096" },
  });
}
