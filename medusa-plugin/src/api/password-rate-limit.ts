import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { AUTH_MESSAGES, COMMON_MESSAGES } from "@platform/domain";
import express from "express";
import { pickLanguage, translate } from "../lib/i18n";
import { inputProblem } from "../lib/input-hygiene";
import { normaliseAccount, passwordRateLimit, signInSlots } from "../lib/rate-limit";

/**
 * Medusa's password sign-ins (store token and session, admin token and session): a wrong password
 * is a 401, which counts against the email and the client's address; too many are a 429 with
 * Retry-After. req.ip reads X-Forwarded-For only from the proxies in TRUST_PROXY (lib/client-address.ts).
 */
export async function limitPasswordSignIn(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
): Promise<void> {
  const gated = req as MedusaRequest & { signInLimited?: boolean };
  // Once per request: the gate in front of Medusa's pipeline (signInGate) has done it already.
  if (gated.signInLimited) return next();
  gated.signInLimited = true;
  try {
    const locale = pickLanguage(req.headers["x-locale"] as string | undefined, req.headers["accept-language"]);
    // NUL would reach PostgreSQL (a 500): refuse it like the tRPC API does.
    if (inputProblem(req.body)) {
      res.status(400).json({ type: "invalid_data", message: translate(locale, COMMON_MESSAGES.invalidCharacters) });
      return;
    }
    const account = normaliseAccount((req.body as { email?: unknown } | undefined)?.email);
    const attempt = await passwordRateLimit().attempt(account, req.ip ?? "unknown");
    if (attempt.retryAfter !== null) {
      res.setHeader("Retry-After", String(attempt.retryAfter));
      res.status(429).json({ type: "too_many_requests", message: translate(locale, AUTH_MESSAGES.tooManyAttempts) });
      return;
    }
    // A burst of sign-ins queues for a few places (taking turns by account) instead of crowding
    // out everyone else's calls.
    const release = await signInSlots().acquire(account);
    res.on("finish", () => {
      if (res.statusCode === 401) attempt.failed();
      else attempt.settled(res.statusCode < 300);
      release();
    });
    res.on("close", () => {
      attempt.settled(false);
      release();
    });
    next();
  } catch (error) {
    next(error);
  }
}

/** Medusa's password sign-in routes, as Express matches them (any case, a trailing slash). */
const SIGN_IN_PATHS = new Set(["/store/auth/token", "/store/auth", "/admin/auth/token", "/admin/auth"]);
const signInJson = express.json({ limit: "16kb" });

/**
 * The same limit in front of Medusa's pipeline (mounted by the backend before Medusa's loaders):
 * a burst of sign-ins waits for its places before Medusa spends its per-request work (session,
 * passport, CORS, a request scope) on each, so 200 at once cost the others little. Medusa's
 * routes keep `limitPasswordSignIn` too (api/middlewares.ts), which then passes.
 */
export function signInGate() {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void => {
    if (req.method !== "POST" || !SIGN_IN_PATHS.has(req.path.toLowerCase().replace(/\/+$/, ""))) {
      next();
      return;
    }
    signInJson(req, res, (error?: unknown) => {
      if (error) next(error);
      else void limitPasswordSignIn(req, res, next);
    });
  };
}
