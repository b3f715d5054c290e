import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { backendStartScript, makeTempDir, repoDir } from "./paths";
import { freePort } from "./ports";

export type BackendOptions = {
  databaseUrl: string;
  /** Free port when not given. */
  port?: number;
  /** Extra environment (e.g. SMTP_URL, REDIS_URL, MEDUSA_ADMIN, NODE_ENV); wins over the defaults. */
  env?: Record<string, string | undefined>;
  /** Default 120 s (or BACKEND_READY_TIMEOUT_MS, for a busy machine). */
  readyTimeoutMs?: number;
  /** Echo the backend's output to this process's stdout/stderr (also when BACKEND_LOG=1). */
  log?: boolean;
  /** Also append everything the backend prints to this file (tests read its access log). */
  logFile?: string;
  /** The launcher to fork instead of `npm start`'s (it must send `{ type: "ready" }` over IPC). */
  script?: string;
};

export type RunningBackend = {
  /** Base URL, e.g. http://127.0.0.1:43123 (PUBLIC_URL). */
  url: string;
  port: number;
  /** Milliseconds from fork to ready, as the backend measured it. */
  readyMs: number;
  /** The backend's own DATA_DIR (uploads, outbox), a temp folder removed by stop(). */
  dataDir: string;
  /** The last lines the backend printed. */
  output: () => string;
  /** The backend's process id. */
  pid: number;
  /** SIGTERM, then SIGKILL after 30 s; resolves when the process has exited. */
  stop: () => Promise<void>;
  /** Sends a signal whose exit is expected (no "exited unexpectedly" report), e.g. SIGKILL for a crash test. */
  kill: (signal: NodeJS.Signals) => void;
};

const TAIL_LINES = 200;

/** The password hash cost (log2 N) the test backends use (lib/password-hash.ts; the default is 17). */
export const TEST_PASSWORD_HASH_LOG_N = 14;

/** Secrets for backends started with NODE_ENV=production (which refuses to start without them). */
export const TEST_SECRETS = {
  JWT_SECRET: "test-jwt-secret-0f6c1a7e9b3d4c2a",
  COOKIE_SECRET: "test-cookie-secret-5e8d2b4a1c7f9e3b",
};

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Forks the built launcher (apps/backend/lib/scripts/start.js, as `npm start` runs it) with its
 * own DATA_DIR, waits for its `{ type: "ready" }` IPC message and returns its URL.
 * Run `npx turbo run build` first.
 */
export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const script = options.script ?? backendStartScript();
  if (!fs.existsSync(script)) throw new Error(`${script} does not exist: run \`npx turbo run build\` first`);
  const port = options.port ?? (await freePort());
  const dataDir = makeTempDir("platform-backend");
  const url = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  // Test runners' loaders and NODE_ENV=test must not leak into the server.
  delete inherited.NODE_OPTIONS;
  if (inherited.NODE_ENV === "test") delete inherited.NODE_ENV;
  for (const key of Object.keys(inherited)) if (key.startsWith("VITEST")) delete inherited[key];
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    DATABASE_URL: options.databaseUrl,
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    MEDUSA_DISABLE_TELEMETRY: "true",
    ...options.env,
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];

  const echo = options.log ?? process.env.BACKEND_LOG === "1";
  const lines: string[] = [];
  const child = fork(script, [], {
    cwd: path.join(repoDir(), "apps", "backend"),
    env,
    execArgv: [],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  const collect = (stream: NodeJS.ReadableStream | null, target: NodeJS.WriteStream) => {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      if (echo) target.write(chunk);
      if (options.logFile) fs.appendFileSync(options.logFile, chunk);
      lines.push(...chunk.split("\n").filter(Boolean));
      if (lines.length > TAIL_LINES) lines.splice(0, lines.length - TAIL_LINES);
    });
  };
  collect(child.stdout, process.stdout);
  collect(child.stderr, process.stderr);
  const output = () => lines.join("\n");

  let stopping = false;
  let isReady = false;
  child.once("exit", (code, signal) => {
    // Failures before ready are reported by the rejection below.
    if (stopping || !isReady) return;
    process.stderr.write(
      `[backend ${url}] exited unexpectedly (code ${code}, signal ${signal})\n${lines.slice(-40).join("\n")}\n`,
    );
  });

  const stop = async () => {
    stopping = true;
    if (!exited(child)) {
      child.kill("SIGTERM");
      if (!(await waitForExit(child, 30_000))) {
        child.kill("SIGKILL");
        await waitForExit(child, 5_000);
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const timeoutMs = options.readyTimeoutMs ?? (Number(process.env.BACKEND_READY_TIMEOUT_MS) || 120_000);
  try {
    const ready = await new Promise<{ url: string; ms: number }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Backend on port ${port} was not ready within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      child.on("message", (message: { type?: string; url?: string; ms?: number }) => {
        if (message?.type === "ready") {
          clearTimeout(timer);
          isReady = true;
          resolve({ url: message.url ?? url, ms: message.ms ?? 0 });
        }
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Backend exited before it was ready (code ${code}, signal ${signal})`));
      });
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    return {
      url: ready.url.replace(/\/$/, ""),
      port,
      readyMs: ready.ms,
      dataDir,
      output,
      stop,
      kill: (signal) => {
        stopping = true;
        child.kill(signal);
      },
      pid: child.pid as number,
    };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- backend output (tail) ---\n${lines.slice(-60).join("\n")}`);
  }
}
