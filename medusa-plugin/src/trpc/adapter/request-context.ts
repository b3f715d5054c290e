import type { MedusaRequest } from "@medusajs/medusa";
import jwt from "jsonwebtoken";
import { pickLanguage } from "../../lib/i18n";
import { jwtKey } from "../../lib/jwt-key";
import { servicesOf } from "../services";
import type { Context } from "../trpc";

// The tRPC context of an HTTP call, built alike by tRPC's handler and by the direct paths
// (direct-query.ts, direct-subscription.ts).

export type AuthedRequest = MedusaRequest & { user?: { customer_id?: string } };

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
    const secret = req.scope.resolve<{ projectConfig: { jwt_secret?: unknown } }>("configModule").projectConfig
      .jwt_secret;
    const payload = jwt.verify(token, jwtKey(secret)) as { customer_id?: unknown; domain?: unknown };
    return payload.domain === "store" && typeof payload.customer_id === "string" ? payload.customer_id : null;
  } catch {
    return null;
  }
}

type ConnectionParams = Record<string, string | undefined> | null | undefined;

export function createContext(request: AuthedRequest, connectionParams: ConnectionParams): Context {
  return {
    container: request.scope,
    services: servicesOf(request.scope),
    customerId: request.user?.customer_id ?? customerFromConnectionParams(request, connectionParams) ?? null,
    locale: pickLanguage(
      (request.headers["x-locale"] as string | undefined) ?? connectionParams?.locale,
      request.headers["accept-language"],
    ),
    clientAddress: request.ip ?? "unknown",
  };
}
