// Builds Medusa Admin into build/admin once; skipped when the build exists and was made from the
// same packages (ADMIN_REBUILD=true forces it).
// Then lists its signed-in pages' scripts in its index.html and compresses its files once (brotli
// and gzip beside each; the server sends them): admin-assets.ts.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { precompressAdmin, preloadDashboard } from "../admin-assets";
import { BACKEND_DIR } from "../paths";

const dir = path.join(BACKEND_DIR, "build/admin");
// Beside the build, not in it: build/admin is served.
const stamp = path.join(BACKEND_DIR, "build/admin-built-from.json");

/**
 * The versions the build is made of: Medusa Admin, its UI, and the react-query its UI bundles
 * (overridden in the root package.json: 4.22 lost a query's answer that came between a screen's
 * render and its subscription, leaving staff on a spinner; docs/benchmarks.md).
 */
function builtFrom(): string {
  const version = (name: string, from: string) => {
    const file = require.resolve(`${name}/package.json`, { paths: [from] });
    return [name, (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version, path.dirname(file)];
  };
  const admin = version("@medusajs/admin", BACKEND_DIR);
  const ui = version("@medusajs/admin-ui", admin[2]);
  const reactQuery = version("@tanstack/react-query", ui[2]);
  return JSON.stringify([admin, ui, reactQuery].map(([name, v]) => `${name}@${v}`));
}

const wanted = builtFrom();
const current = fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8") : null;
if (fs.existsSync(path.join(dir, "index.html")) && current === wanted && process.env.ADMIN_REBUILD !== "true") {
  console.log("Medusa Admin already built (build/admin).");
} else {
  fs.rmSync(dir, { recursive: true, force: true });
  const bin = require.resolve("@medusajs/admin/bin/medusa-admin.js");
  execFileSync(process.execPath, [bin, "build"], {
    cwd: BACKEND_DIR,
    stdio: "inherit",
    env: { ...process.env, NODE_OPTIONS: "--max-old-space-size=4096" },
  });
  fs.writeFileSync(stamp, wanted);
}

if (!preloadDashboard(dir))
  console.warn("Medusa Admin's signed-in pages' scripts were not found in its main script: index.html left as built.");

precompressAdmin(dir).then(
  (written) => written && console.log(`Medusa Admin's files compressed (${written} written).`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
