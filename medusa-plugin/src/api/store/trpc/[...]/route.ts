import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { REQUEST_LIMITS } from "@platform/domain";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import jwt from "jsonwebtoken";
import { pickLanguage, translate } from "../../../../lib/i18n";
import { reportError } from "../../../../lib/log";
import { RateLimitedError } from "../../../../lib/rate-limit";
import { appRouter } from "../../../../trpc/router";
import type { Context } from "../../../../trpc/trpc";
import { isCrossSiteMutation } from "../../../cross-site";

type AuthedRequest = MedusaRequest & { user?: { customer_id?: string } };

/**
 * EventSource (tRPC's SSE subscriptions) cannot send an Authorization header: the client puts the
 * same store token into tRPC's `connectionParams` (a query parameter of the subscription's GET),
 * and it is checked here exactly as Medusa's store-jwt strategy checks a bearer token.
 */
function customerFromConnectionParams(
  req: MedusaRequest,
  params: Record<string, string | undefined> | null | undefined,
): string | null {
  const token = params?.token;
  if (!token) return null;
  try {
    const secret = req.scope.resolve<{ projectConfig: { jwt_secret?: string } }>("configModule").projectConfig
      .jwt_secret;
    const payload = jwt.verify(token, String(secret)) as { customer_id?: unknown; domain?: unknown };
    return payload.domain === "store" && typeof payload.customer_id === "string" ? payload.customer_id : null;
  } catch {
    return null;
  }
}

const handler = createExpressMiddleware({
  router: appRouter,
  // A longer batch is a 400 before any call runs; a body over the limit stops being read (413).
  maxBatchSize: REQUEST_LIMITS.trpcMaxBatch,
  maxBodySize: REQUEST_LIMITS.trpcMaxBodyBytes,
  createContext: ({ req, info }): Context => {
    const request = req as unknown as AuthedRequest;
    return {
      container: request.scope,
      customerId: request.user?.customer_id ?? customerFromConnectionParams(request, info.connectionParams) ?? null,
      locale: pickLanguage(
        (req.headers["x-locale"] as string | undefined) ?? info.connectionParams?.locale,
        req.headers["accept-language"],
      ),
      clientAddress: request.ip ?? "unknown",
    };
  },
  // A refusal for too many attempts says when to try again.
  responseMeta: ({ errors }) => {
    const limited = errors.find((error) => error.cause instanceof RateLimitedError)?.cause;
    return limited instanceof RateLimitedError ? { headers: { "retry-after": String(limited.retryAfter) } } : {};
  },
  // The client only ever hears "Something went wrong."; the operator needs the cause.
  onError: ({ error, path }) => {
    if (error.code !== "INTERNAL_SERVER_ERROR") return;
    console.error(`[trpc] ${path ?? "?"} failed:`, error.cause ?? error);
    reportError(error.cause ?? error, { trpc_path: path ?? "?" });
  },
});

function handle(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  return new Promise((resolve) => {
    res.on("finish", () => resolve());
    res.on("close", () => resolve());
    handler(req, res, () => resolve());
  });
}

export const GET = handle;

export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (isCrossSiteMutation(req)) {
    const locale = pickLanguage(req.headers["x-locale"] as string | undefined, req.headers["accept-language"]);
    res.status(403).json({
      error: {
        json: {
          message: translate(locale, "common:errors.crossSite"),
          code: -32003,
          data: { code: "FORBIDDEN", httpStatus: 403 },
        },
      },
    });
    return;
  }
  await handle(req, res);
}
