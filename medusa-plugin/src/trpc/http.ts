import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { REQUEST_LIMITS } from "@platform/domain";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import jwt from "jsonwebtoken";
import { isCrossSiteMutation } from "../api/cross-site";
import { pickLanguage, translate } from "../lib/i18n";
import { reportError } from "../lib/log";
import { RateLimitedError } from "../lib/rate-limit";
import { appRouter } from "./router";
import type { Context } from "./trpc";

// The tRPC endpoint (`/store/trpc/*`), shared by Medusa's route file and the bearer fast path
// (fast-path.ts), so both answer exactly alike.

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

type ConnectionParams = Record<string, string | undefined> | null | undefined;

export function createContext(request: AuthedRequest, connectionParams: ConnectionParams): Context {
  return {
    container: request.scope,
    customerId: request.user?.customer_id ?? customerFromConnectionParams(request, connectionParams) ?? null,
    locale: pickLanguage(
      (request.headers["x-locale"] as string | undefined) ?? connectionParams?.locale,
      request.headers["accept-language"],
    ),
    clientAddress: request.ip ?? "unknown",
  };
}

const handler = createExpressMiddleware({
  router: appRouter,
  // A longer batch is a 400 before any call runs; a body over the limit stops being read (413).
  maxBatchSize: REQUEST_LIMITS.trpcMaxBatch,
  maxBodySize: REQUEST_LIMITS.trpcMaxBodyBytes,
  createContext: ({ req, info }): Context => createContext(req as unknown as AuthedRequest, info.connectionParams),
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

/**
 * tRPC writes a server-sent event as four pieces (event, data, id, blank line), each its own
 * `res.write` in its own promise turn, and Node sends each at once: four packets and syscalls per
 * event and subscriber, which a chat with hundreds of open views pays on every message. Writes
 * made in one turn of the event loop go out together (corked until setImmediate); other answers
 * are written as before.
 */
function coalesceWrites(res: MedusaResponse): void {
  const write = res.write;
  let corked = false;
  res.write = function (this: MedusaResponse, ...args: Parameters<MedusaResponse["write"]>) {
    if (!corked && !res.writableEnded && String(res.getHeader("content-type")).startsWith("text/event-stream")) {
      corked = true;
      res.cork();
      setImmediate(() => {
        corked = false;
        res.uncork();
      });
    }
    return write.apply(this, args as never);
  } as MedusaResponse["write"];
}

function handle(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  coalesceWrites(res);
  return new Promise((resolve) => {
    res.on("finish", () => resolve());
    res.on("close", () => resolve());
    handler(req, res, () => resolve());
  });
}

export const handleTrpcGet = handle;

export async function handleTrpcPost(req: MedusaRequest, res: MedusaResponse): Promise<void> {
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
