import type { Express } from "express";

/**
 * The client's address is the socket's unless the connection comes from a proxy named in
 * TRUST_PROXY: only then does Express read X-Forwarded-For (and -Proto, -Host), hop by hop from the
 * right, up to the first address that is not a trusted proxy. Default: no proxy is trusted, so a
 * client reaching the backend directly cannot pick its own address (rate limits, logs).
 * TRUST_PROXY is a comma-separated list of addresses, CIDR ranges and Express's names
 * `loopback`, `linklocal` and `uniquelocal` (e.g. the compose file's nginx: `uniquelocal`).
 */
export function trustedProxies(value = process.env.TRUST_PROXY ?? ""): string[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Sets Express's `trust proxy` from TRUST_PROXY (after Medusa's loader, which trusts one hop of anyone). */
export function applyTrustProxy(app: Express): void {
  const proxies = trustedProxies();
  try {
    app.set("trust proxy", proxies.length ? proxies : false);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${error instanceof Error ? error.message : String(error)}`);
  }
}
