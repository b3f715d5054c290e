import type { KeyObject } from "node:crypto";
import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import jwt from "jsonwebtoken";
import morgan from "morgan";
import { jwtKey } from "../../lib/jwt-key";
import { directQuery } from "./direct-query";
import { handleTrpcGet, handleTrpcPost } from "./http";

export type ScopedContainer = { resolve<T = unknown>(name: string): T; createScope(): ScopedContainer };
type Req = Omit<MedusaRequest, "user"> & { user?: { customer_id?: string } };
type Next = (error?: unknown) => void;

const BEARER = /^Bearer\s+(\S+)$/i;
type JwtConfig = { projectConfig: { jwt_secret?: unknown } };

/**
 * The bearer-authenticated tRPC calls (every call the SPA makes once signed in) skip Medusa's
 * per-request pipeline — cookie parsing and a new session per cookieless request, passport with
 * a JWT check that builds a key from the secret string every time (createPublicKey throws first),
 * the default CORS handling — which cost more than our procedures do. What the route needs is
 * done here: the token is verified as Medusa's store-bearer strategy does (same secret, HS*
 * algorithms, expiry, `domain: "store"`, a customer id) with the key built once, the request
 * gets its own container scope, and the access log line is written by the same morgan format.
 * A single GET query is answered by direct-query.ts (same procedure, same answer, less machinery).
 *
 * Anything else goes on to Medusa unchanged: no or an invalid bearer token (sign-up, sign-in,
 * live streams with the token in connection params), a foreign Origin (CORS is Medusa's), other
 * methods. A bearer token names the caller even when a cookie session exists (the SPA never signs
 * in by cookie; a cross-site request cannot set the header).
 *
 * Mounted before Medusa's loaders (apps/backend/src/server.ts); `container` is there once they ran.
 */
export function trpcFastPath(getContainer: () => ScopedContainer | undefined) {
  let ready: { key: KeyObject; accessLog: ReturnType<typeof morgan> } | undefined;
  /** The customer of a signed-in call this path answers, else null (Medusa's pipeline answers). */
  const callerOf = (req: Req, container: ScopedContainer): string | null => {
    if (req.method !== "GET" && req.method !== "POST") return null;
    if (!req.path.startsWith("/store/trpc/")) return null;
    if (!BEARER.test(req.headers.authorization ?? "")) return null;
    const origin = req.headers.origin;
    if (origin && origin !== `${req.protocol}://${req.headers.host}`) return null;
    ready ??= {
      key: jwtKey(container.resolve<JwtConfig>("configModule").projectConfig.jwt_secret),
      // Medusa's access log (format "combined", see lib/log.ts and loaders/access-log.ts), same skip.
      accessLog: morgan("combined", { skip: () => process.env.NODE_ENV === "test" }),
    };
    return bearerCustomer(req.headers.authorization, ready.key);
  };
  return (req: Req, res: MedusaResponse, next: Next): void => {
    const container = getContainer();
    const customerId = container ? callerOf(req, container) : null;
    if (!container || !customerId || !ready) {
      next();
      return;
    }
    ready.accessLog(req, res, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      req.scope = container.createScope() as unknown as MedusaRequest["scope"];
      req.user = { customer_id: customerId };
      const request = req as MedusaRequest;
      const answer = async () => {
        if (req.method === "POST") return await handleTrpcPost(request, res);
        if (!(await directQuery(request, res))) await handleTrpcGet(request, res);
      };
      answer().catch(next);
    });
  };
}

/** The customer a valid store bearer token names, as Medusa's store-bearer strategy reads it; else null. */
export function bearerCustomer(authorization: string | undefined, key: KeyObject): string | null {
  const token = BEARER.exec(authorization ?? "")?.[1];
  if (!token) return null;
  try {
    const payload = jwt.verify(token, key) as { domain?: unknown; customer_id?: unknown };
    return payload.domain === "store" && typeof payload.customer_id === "string" && payload.customer_id
      ? payload.customer_id
      : null;
  } catch {
    return null;
  }
}
