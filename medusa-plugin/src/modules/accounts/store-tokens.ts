import type { KeyObject } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { COMMON_MESSAGES } from "@platform/domain";
import jwt from "jsonwebtoken";
import type { EntityManager } from "typeorm";
import { answerError } from "../../lib/body-limits";
import { jwtKey } from "../../lib/jwt-key";
import { membershipCache } from "../../lib/membership-cache";
import { bumpTokenVersion, tokenVersionOf } from "./data-access/token-versions";

/**
 * Store tokens that can be revoked (issue 33). Medusa signs a 30-day token nobody can take back;
 * the token route's answer is signed again here with the customer's token version (`tv`) and a
 * short lifetime, and every request's bearer is checked against the current version
 * (`storeTokenGuard`, before any route). Sign-out, a password change and a password reset move
 * the version on, which kills every earlier token of the account at once, on every instance: the
 * version is read from the database through a short cache that every write to it clears
 * everywhere (the membership channel's LISTEN/NOTIFY, lib/membership-cache.ts). A token in active
 * use is renewed: once it is older than TOKEN_RENEW_AFTER_S an answer carries a fresh one in
 * `X-Renewed-Token`, which the SPA keeps.
 */
export const TOKEN_LIFETIME_S = positive(process.env.STORE_TOKEN_LIFETIME_S, 8 * 60 * 60);
export const TOKEN_RENEW_AFTER_S = positive(process.env.STORE_TOKEN_RENEW_AFTER_S, 10 * 60);
export const RENEWED_TOKEN_HEADER = "X-Renewed-Token";
const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? Math.floor(parsed) : fallback;
}

type Container = { resolve<T = unknown>(name: string): T };
type JwtConfig = { projectConfig: { jwt_secret?: unknown } };
export type StoreClaims = { customer_id: string; domain: "store"; tv?: number; iat: number; exp: number };

const versions = new Map<string, { version: number; generation: number; expires: number }>();
/** The version last read from the database per customer, kept past the cache's life for outages. */
const lastRead = new Map<string, number>();

/** The customer's token version, cached only while the change notifications arrive. */
export async function currentTokenVersion(manager: EntityManager, customerId: string): Promise<number> {
  const generation = membershipCache.generation();
  const cached = versions.get(customerId);
  if (cached && cached.generation === generation && cached.expires > Date.now()) return cached.version;
  const version = await tokenVersionOf(manager, customerId);
  if (lastRead.size >= CACHE_MAX) lastRead.clear();
  lastRead.set(customerId, version);
  if (membershipCache.isListening() && generation === membershipCache.generation()) {
    if (versions.size >= CACHE_MAX) versions.clear();
    versions.set(customerId, { version, generation, expires: Date.now() + CACHE_TTL_MS });
  }
  return version;
}

/** Kills every store token of the customer signed so far; returns the new version. */
export async function revokeStoreTokens(manager: EntityManager, customerId: string): Promise<number> {
  const version = await bumpTokenVersion(manager, customerId);
  versions.delete(customerId);
  lastRead.set(customerId, version);
  return version;
}

export function storeTokenKey(container: Container): KeyObject {
  return jwtKey(container.resolve<JwtConfig>("configModule").projectConfig.jwt_secret);
}

export function signStoreToken(key: KeyObject, customerId: string, version: number): string {
  return jwt.sign({ customer_id: customerId, domain: "store", tv: version }, key, { expiresIn: TOKEN_LIFETIME_S });
}

/** The claims of a validly signed, unexpired store token (with or without a version), else null. */
export function verifiedStoreClaims(token: string, key: KeyObject): StoreClaims | null {
  try {
    const payload = jwt.verify(token, key) as Partial<StoreClaims>;
    if (payload.domain !== "store" || typeof payload.customer_id !== "string" || !payload.customer_id) return null;
    return payload as StoreClaims;
  } catch {
    return null;
  }
}

/** Whether the token's version is the customer's current one (a token without one is from before: refused). */
export async function isCurrent(manager: EntityManager, claims: StoreClaims): Promise<boolean> {
  if (!Number.isInteger(claims.tv)) return false;
  return claims.tv === (await currentTokenVersion(manager, claims.customer_id));
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The store token a request carries: its bearer, or a live stream's tRPC connectionParams. */
function tokenOf(req: IncomingMessage & { query?: Record<string, unknown> }): string | null {
  const bearer = BEARER.exec(req.headers.authorization ?? "")?.[1];
  if (bearer) return bearer;
  const params = req.query?.connectionParams;
  if (typeof params !== "string" || params.length > 10_000) return null;
  try {
    const token = (JSON.parse(params) as { token?: unknown } | null)?.token;
    return typeof token === "string" ? token : null;
  } catch {
    return null;
  }
}

/**
 * Before every route: a store token whose version is not the customer's current one (revoked, or
 * signed before versions existed) is answered 401 at once; a current one older than
 * TOKEN_RENEW_AFTER_S gets a fresh token in the answer's `X-Renewed-Token`. Anything else (no
 * token, an admin token, a forged or expired one) goes on to the routes, which refuse it as before.
 */
export function storeTokenGuard(getContainer: () => Container | undefined) {
  let key: KeyObject | undefined;
  return (
    req: IncomingMessage & { query?: Record<string, unknown> },
    res: ServerResponse,
    next: (error?: unknown) => void,
  ): void => {
    const container = getContainer();
    const token = container ? tokenOf(req) : null;
    if (!container || !token) {
      next();
      return;
    }
    key ??= storeTokenKey(container);
    const claims = verifiedStoreClaims(token, key);
    if (!claims) {
      next();
      return;
    }
    const signingKey = key;
    isCurrent(container.resolve<EntityManager>("manager"), claims).then(
      (current) => {
        if (!current) {
          answerError(req as never, res, 401, COMMON_MESSAGES.unauthorized);
          return;
        }
        if (Date.now() / 1000 - claims.iat > TOKEN_RENEW_AFTER_S) {
          res.setHeader(RENEWED_TOKEN_HEADER, signStoreToken(signingKey, claims.customer_id, claims.tv as number));
        }
        next();
      },
      () => {
        // The database cannot be read (an outage): a token this instance last saw revoked stays
        // refused; any other goes on to its route, which needs the same database and answers with
        // its own message (spec §8) rather than this guard's generic one.
        const known = lastRead.get(claims.customer_id);
        if (!Number.isInteger(claims.tv) || (known !== undefined && known !== claims.tv)) {
          answerError(req as never, res, 401, COMMON_MESSAGES.unauthorized);
          return;
        }
        next();
      },
    );
  };
}
