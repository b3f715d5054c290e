import type { MedusaRequest } from "@medusajs/medusa";

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
