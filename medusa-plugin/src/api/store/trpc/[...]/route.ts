import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import { pickLanguage, translate } from "../../../../lib/i18n";
import { appRouter } from "../../../../trpc/router";
import type { Context } from "../../../../trpc/trpc";
import { isCrossSiteMutation } from "../../../cross-site";

type AuthedRequest = MedusaRequest & { user?: { customer_id?: string } };

const handler = createExpressMiddleware({
  router: appRouter,
  createContext: ({ req }): Context => {
    const request = req as unknown as AuthedRequest;
    return {
      container: request.scope,
      customerId: request.user?.customer_id ?? null,
      locale: pickLanguage(req.headers["x-locale"] as string | undefined, req.headers["accept-language"]),
    };
  },
  // The client only ever hears "Something went wrong."; the operator needs the cause.
  onError: ({ error, path }) => {
    if (error.code === "INTERNAL_SERVER_ERROR") console.error(`[trpc] ${path ?? "?"} failed:`, error.cause ?? error);
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
