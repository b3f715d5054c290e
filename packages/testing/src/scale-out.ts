// The compose file's shape as plain processes: two backends in `server` mode and one in `worker`
// mode on one PostgreSQL and one Redis, behind nginx with docker/nginx.conf. Any of them can be
// killed (SIGKILL) and started again, as a container orchestrator would.
import path from "node:path";
import { type RunningBackend, startBackend, TEST_SECRETS } from "./backend";
import { type RunningNginx, startNginx } from "./nginx";
import { repoDir } from "./paths";
import { canConnect } from "./ports";
import { shopifyEnv } from "./shopify";

export type ScaleOutPorts = { nginx: number; servers: [number, number]; worker: number };

export type ScaleOutOptions = {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  shopifyFakeUrl: string;
  ports: ScaleOutPorts;
  /** Extra environment for every instance. */
  env?: Record<string, string>;
};

/** "server0", "server1" or "worker". */
export type Instance = "server0" | "server1" | "worker";

export class ScaleOut {
  private readonly running = new Map<Instance, RunningBackend>();
  private nginx: RunningNginx | null = null;

  private constructor(private readonly options: ScaleOutOptions) {}

  /** The address everything goes through (the compose file's `web` service). */
  get url(): string {
    return `http://127.0.0.1:${this.options.ports.nginx}`;
  }

  /** Starts the first server (it migrates and seeds), then the second and the worker, then nginx. */
  static async start(options: ScaleOutOptions): Promise<ScaleOut> {
    const scale = new ScaleOut(options);
    try {
      await scale.startInstance("server0");
      // Settled, not Promise.all: one failing must not leave the other starting unseen by stop().
      const rest = await Promise.allSettled([scale.startInstance("server1"), scale.startInstance("worker")]);
      for (const result of rest) if (result.status === "rejected") throw result.reason;
      scale.nginx = await startNginx({
        port: options.ports.nginx,
        upstreams: options.ports.servers.map((port) => `127.0.0.1:${port}`),
        root: path.join(repoDir(), "apps", "web", "dist"),
      });
    } catch (error) {
      await scale.stop();
      throw error;
    }
    return scale;
  }

  port(instance: Instance): number {
    return instance === "worker"
      ? this.options.ports.worker
      : this.options.ports.servers[instance === "server0" ? 0 : 1];
  }

  pid(instance: Instance): number | null {
    return this.running.get(instance)?.pid ?? null;
  }

  /** The compose file's environment for the `backend` (server) and `worker` services. */
  private env(instance: Instance): Record<string, string> {
    const worker = instance === "worker";
    return {
      SMTP_URL: this.options.smtpUrl,
      REDIS_URL: this.options.redisUrl,
      NODE_ENV: "production",
      ...TEST_SECRETS,
      PUBLIC_URL: this.url,
      STORE_CORS: this.url,
      ADMIN_CORS: this.url,
      MEDUSA_WORKER_MODE: worker ? "worker" : "server",
      // Medusa Admin's build is minutes of CPU and nothing here uses it.
      MEDUSA_ADMIN: "false",
      // Only the first server seeds (the others would race it on a fresh database).
      SEED_DEMO: instance === "server0" ? "true" : "false",
      ...shopifyEnv(this.options.shopifyFakeUrl),
      // No reconciliation with Shopify: every order must come through webhook intake.
      SHOPIFY_SYNC_INTERVAL_MS: "0",
      // The demo's in-process Stripe would take port + 2 (another instance's port here).
      STRIPE_FAKE: "false",
      // nginx (on this machine) names the client's address, as the compose file's TRUST_PROXY.
      TRUST_PROXY: "loopback",
      ...this.options.env,
    };
  }

  async startInstance(instance: Instance): Promise<RunningBackend> {
    if (this.running.has(instance)) throw new Error(`${instance} is already running`);
    const backend = await startBackend({
      databaseUrl: this.options.databaseUrl,
      port: this.port(instance),
      env: this.env(instance),
    });
    this.running.set(instance, backend);
    return backend;
  }

  /** SIGKILL: no shutdown hooks, open requests and jobs are cut off. Resolves once the port is closed. */
  async kill(instance: Instance): Promise<void> {
    const backend = this.running.get(instance);
    if (!backend) throw new Error(`${instance} is not running`);
    backend.kill("SIGKILL");
    const until = Date.now() + 10_000;
    while (alive(backend.pid) || (await canConnect("127.0.0.1", backend.port, 200))) {
      if (Date.now() > until) throw new Error(`${instance} (pid ${backend.pid}) did not die`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    this.running.delete(instance);
    // Cleans its data folder (the process is gone already).
    await backend.stop();
  }

  /** What the instance printed last (for a failure message). */
  output(instance: Instance): string {
    return this.running.get(instance)?.output() ?? "";
  }

  accessLog(): string[] {
    return this.nginx?.accessLog() ?? [];
  }

  async stop(): Promise<void> {
    await this.nginx?.stop();
    this.nginx = null;
    await Promise.all([...this.running.values()].map((backend) => backend.stop()));
    this.running.clear();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
