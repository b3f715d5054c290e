import type { IncomingMessage, ServerResponse } from "node:http";
import type { MedusaRequest } from "@medusajs/medusa";
import { COMMON_MESSAGES } from "@platform/domain";
import { answerError } from "../lib/body-limits";
import { config as config_ } from "../lib/config";

function allowedOrigins(req: MedusaRequest): Set<string> {
  const config = req.scope.resolve<{ projectConfig: { store_cors?: string } }>("configModule");
  const origins = (config.projectConfig.store_cors ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  return new Set(origins);
}

/**
 * Mutations must be JSON (a cross-site form cannot send that without a CORS preflight) and,
 * when the browser names an Origin, come from our own origin or a configured store origin.
 */
export function isCrossSiteMutation(req: MedusaRequest): boolean {
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return true;
  return isForeignOrigin(req);
}

/** The browser names an Origin that is neither ours nor a configured store origin. */
export function isForeignOrigin(req: MedusaRequest): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  const own = `${req.protocol}://${req.headers.host}`;
  return origin !== own && !allowedOrigins(req).has(origin);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Medusa's session cookie (express-session's default name; medusa-config sets no other). */
const SESSION_COOKIE = /(?:^|;)\s*connect\.sid=/;

type GuardRequest = IncomingMessage & { protocol?: string };
type ProjectConfig = { projectConfig: { store_cors?: string; admin_cors?: string } };

/** The origin a header names, or null for "null", garbage and non-http(s) values. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

const split = (list: string | undefined) =>
  (list ?? "")
    .split(",")
    .map((o) => originOf(o.trim()))
    .filter((o): o is string => o !== null);

/**
 * For the whole app (Medusa's own routes too, e.g. POST /store/customers/me): a write — any method
 * but GET, HEAD and OPTIONS — that carries the session cookie is refused (403) when the browser
 * names another origin in Origin, or in Referer when Origin is missing. Our origins: the request's
 * own, PUBLIC_URL's, and the configured store and admin CORS origins. Bearer-token clients send no
 * cookie, and a request naming no origin at all is no browser's cross-site request (browsers name
 * the Origin of every cross-site write), so neither is affected.
 */
export function crossSiteGuard(getConfig: () => ProjectConfig | undefined) {
  let cached: { config: ProjectConfig | undefined; origins: Set<string> } | undefined;
  const configured = (): Set<string> => {
    const config = getConfig();
    if (!cached || cached.config !== config) {
      const project = config?.projectConfig;
      const origins = [...split(project?.store_cors), ...split(project?.admin_cors), ...split(config_.publicUrl())];
      cached = { config, origins: new Set(origins) };
    }
    return cached.origins;
  };
  return (req: GuardRequest, res: ServerResponse, next: (error?: unknown) => void): void => {
    if (isForeignWrite(req, configured)) answerError(req, res, 403, COMMON_MESSAGES.crossSite);
    else next();
  };
}

function isForeignWrite(req: GuardRequest, configured: () => Set<string>): boolean {
  if (SAFE_METHODS.has(req.method ?? "GET") || !SESSION_COOKIE.test(req.headers.cookie ?? "")) return false;
  const named = req.headers.origin ?? req.headers.referer;
  if (named === undefined) return false;
  const origin = originOf(named);
  const own = originOf(`${req.protocol ?? "http"}://${req.headers.host ?? ""}`);
  return origin === null || (origin !== own && !configured().has(origin));
}
