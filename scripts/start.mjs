// `npm start`: build what is not built yet (turbo caches the rest), then run the backend,
// which serves the web app, the API and Medusa Admin on one port.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, MEDUSA_DISABLE_TELEMETRY: "true", TURBO_TELEMETRY_DISABLED: "1" };

if (process.env.SKIP_BUILD !== "true") {
  console.log("Building (the first start takes about a minute, later ones are cached)…");
  const build = spawnSync("npx", ["turbo", "run", "build", "--output-logs=errors-only"], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["lib/scripts/start.js"], {
  cwd: path.join(root, "apps/backend"),
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
