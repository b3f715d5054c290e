import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { REQUEST_LIMITS } from "@platform/domain";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import { isCrossSiteMutation } from "../../api/cross-site";
import { pickLanguage, translate } from "../../lib/i18n";
import { reportProcedureError } from "../../lib/log";
import { RateLimitedError } from "../../lib/rate-limit";
import { appRouter } from "../router";
import { directSubscription } from "./direct-subscription";
import { type AuthedRequest, createContext } from "./request-context";

// The tRPC endpoint (`/store/trpc/*`), shared by Medusa's route file and the bearer fast path
// (fast-path.ts), so both answer exactly alike.

/**
 * tRPC's standard handler as this API configures it. The equivalence test mounts exactly these
 * options on a route of its own and compares the direct paths' answers with it.
 */
export const trpcHandlerOptions: Parameters<typeof createExpressMiddleware<typeof appRouter>>[0] = {
  router: appRouter,
  // A longer batch is a 400 before any call runs; a body over the limit stops being read (413).
  maxBatchSize: REQUEST_LIMITS.trpcMaxBatch,
  maxBodySize: REQUEST_LIMITS.trpcMaxBodyBytes,
  createContext: ({ req, info }) => createContext(req as unknown as AuthedRequest, info.connectionParams),
  // A refusal for too many attempts says when to try again.
  responseMeta: ({ errors }) => {
    const limited = errors.find((error) => error.cause instanceof RateLimitedError)?.cause;
    return limited instanceof RateLimitedError ? { headers: { "retry-after": String(limited.retryAfter) } } : {};
  },
  // The client only ever hears "Something went wrong."; the operator needs the cause.
  onError: ({ error, path }) => reportProcedureError(error, path),
};

const handler = createExpressMiddleware(trpcHandlerOptions);

function handle(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  return new Promise((resolve) => {
    res.on("finish", () => resolve());
    res.on("close", () => resolve());
    handler(req, res, () => resolve());
  });
}

/** A live stream is written directly (direct-subscription.ts); everything else, and its refusals, by tRPC. */
export async function handleTrpcGet(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (await directSubscription(req, res)) return;
  await handle(req, res);
}

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
