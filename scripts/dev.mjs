// `npm run dev`: the backend (rebuilt plugin on each start) plus Vite's dev server with hot reload,
// which proxies /store, /admin and /app to the backend.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = {
  ...process.env,
  MEDUSA_DISABLE_TELEMETRY: "true",
  TURBO_TELEMETRY_DISABLED: "1",
  NODE_ENV: "development",
};

const build = spawnSync(
  "npx",
  ["turbo", "run", "build", "--filter=@platform/backend...", "--output-logs=errors-only"],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn(process.execPath, ["lib/scripts/start.js"], { cwd: path.join(root, "apps/backend"), env, stdio: "inherit" }),
  spawn("npx", ["vite"], { cwd: path.join(root, "apps/web"), env, stdio: "inherit" }),
];
console.log("Web app with hot reload: http://localhost:5173/  (backend: http://localhost:9000)");
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
