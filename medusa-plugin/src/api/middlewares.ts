import type {
  CustomerService,
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewaresConfig,
} from "@medusajs/medusa";
import { REQUEST_LIMITS } from "@platform/domain";
import express from "express";
import jwt from "jsonwebtoken";
import type { EntityManager } from "typeorm";
import { rejectBody } from "../lib/body-limits";
import {
  currentTokenVersion,
  revokeStoreTokens,
  signStoreToken,
  storeTokenKey,
  verifiedStoreClaims,
} from "../modules/accounts";
import { serveOpenApiDocument } from "./openapi-document";
import { limitPasswordSignIn } from "./password-rate-limit";

/**
 * Medusa's reset route lets jwt.verify throw on a used (the password hash changed) or forged
 * token, which answers 500. Check the token first and answer 401 like a wrong password.
 */
async function rejectInvalidResetToken(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const { email, token } = (req.body ?? {}) as { email?: unknown; token?: unknown };
  if (typeof email !== "string" || typeof token !== "string") return next();
  const customers = req.scope.resolve<CustomerService>("customerService");
  const customer = await customers
    .retrieveRegisteredByEmail(email, { select: ["id", "password_hash"] })
    .catch(() => null);
  try {
    if (!customer?.password_hash) throw new Error("no account");
    jwt.verify(token, customer.password_hash);
  } catch {
    res.status(401).json({ type: "unauthorized", message: "Invalid or expired password reset token" });
    return;
  }
  // A reset ends every session of the account (before the change: a failed change only signs out).
  revokeStoreTokens(req.scope.resolve<EntityManager>("manager"), customer.id).then(() => next(), next);
}

/**
 * Medusa signs a 30-day token that cannot be taken back: the token route's answer is signed again
 * with the customer's token version and a short lifetime (modules/accounts/store-tokens.ts).
 */
function issueRevocableToken(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const json = res.json.bind(res);
  res.json = ((body: { access_token?: unknown }) => {
    const claims = typeof body?.access_token === "string" ? jwt.decode(body.access_token) : null;
    const customerId = (claims as { customer_id?: unknown } | null)?.customer_id;
    if (res.statusCode !== 200 || typeof customerId !== "string") return json(body);
    currentTokenVersion(req.scope.resolve<EntityManager>("manager"), customerId).then(
      (version) => json({ ...body, access_token: signStoreToken(storeTokenKey(req.scope), customerId, version) }),
      (error: unknown) => next(error),
    );
    return res;
  }) as typeof res.json;
  next();
}

/** Signing out (`DELETE /store/auth`) with a store token ends every session of the account, not just this one. */
function revokeOnSignOut(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
  const claims = token ? verifiedStoreClaims(token, storeTokenKey(req.scope)) : null;
  if (!claims) return next();
  revokeStoreTokens(req.scope.resolve<EntityManager>("manager"), claims.customer_id).then(() => next(), next);
}

const signIn = [express.json({ limit: "16kb" }), limitPasswordSignIn];
/** The raw body as a Buffer; over the limit a 413 (express's own error would become Medusa's 500). */
function rawBody(limit: number) {
  const parse = express.raw({ type: () => true, limit });
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) =>
    parse(req, res, (error?: unknown) => {
      if (error) return rejectBody(req, res, (error as { status?: number }).status === 413 ? 413 : 400);
      next();
    });
}

function jsonUnlessMultipart(parse: ReturnType<typeof rawBody>) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) =>
    (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data")
      ? next()
      : parse(req, res, next);
}

export const config: MiddlewaresConfig = {
  routes: [
    // Wrong passwords are rate-limited per account and per address.
    { matcher: "/store/auth/token", method: "POST", middlewares: [...signIn, issueRevocableToken] },
    { matcher: "/store/auth", method: "DELETE", middlewares: [revokeOnSignOut] },
    { matcher: "/store/auth", method: "POST", middlewares: signIn },
    { matcher: "/admin/auth/token", method: "POST", middlewares: signIn },
    { matcher: "/admin/auth", method: "POST", middlewares: signIn },
    // tRPC reads the body itself, so malformed JSON is its PARSE_ERROR (400), not Medusa's 500.
    { matcher: "/store/trpc*", bodyParser: false },
    // Shopify's HMAC is computed over the raw body: keep it as a Buffer.
    {
      matcher: "/hooks/shopify",
      method: "POST",
      bodyParser: false,
      middlewares: [rawBody(REQUEST_LIMITS.webhookMaxBodyBytes)],
    },
    // Stripe's signature is computed over the raw body too.
    {
      matcher: "/hooks/stripe",
      method: "POST",
      bodyParser: false,
      middlewares: [rawBody(REQUEST_LIMITS.webhookMaxBodyBytes)],
    },
    // The REST API's OpenAPI document (public: it holds no data). A middleware, as a file route's folder cannot hold the dot.
    { matcher: "/api/v1/openapi.json", method: "GET", middlewares: [serveOpenApiDocument] },
    // The REST API reads its JSON itself (a malformed body is its 400 problem, the raw bytes key idempotency);
    // a multipart body (a claim with files) stays unread for the route, which reads it with the uploads' limits.
    { matcher: "/api/v1*", method: "POST", bodyParser: false, middlewares: [jsonUnlessMultipart(rawBody(64 * 1024))] },
    // Uploads read their multipart body themselves, with size limits per file.
    { matcher: "/store/uploads", method: "POST", bodyParser: false },
    {
      matcher: "/store/customers/password-reset",
      method: "POST",
      middlewares: [express.json(), rejectInvalidResetToken],
    },
  ],
};
