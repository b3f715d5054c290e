import { QUERY_DEFAULTS, REQUEST_LIMITS } from "@platform/domain";
import type { AppRouter } from "@platform/medusa-plugin/trpc";
import { MutationCache, QueryCache, type QueryClient, QueryClient as ReactQueryClient } from "@tanstack/react-query";
import { httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import superjson from "superjson";
import { apiErrorData } from "./api-errors";
import { currentLanguage } from "./i18n";
import { authHeaders, clearToken, fetchWithSession, getToken } from "./session";

export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
/** The signed-in user's session as the /a guard loads it. */
export type Me = RouterOutputs["session"]["me"];

export const trpcClient = trpc.createClient({
  links: [
    splitLink({
      condition: (op) => op.type === "subscription",
      // Live chat messages over server-sent events. EventSource cannot send headers, so the token
      // and the language travel as tRPC connectionParams (checked by the tRPC route); a dropped
      // connection reconnects with the last event id and the server resumes from there.
      true: httpSubscriptionLink({
        url: "/store/trpc",
        transformer: superjson,
        connectionParams: () => {
          const token = getToken();
          return token ? { token, locale: currentLanguage() } : { locale: currentLanguage() };
        },
      }),
      false: httpBatchLink({
        url: "/store/trpc",
        transformer: superjson,
        // The server refuses longer batches (REQUEST_LIMITS, docs/security.md "Hardening").
        maxItems: REQUEST_LIMITS.trpcMaxBatch,
        headers: () => ({ ...authHeaders(), "x-locale": currentLanguage() }),
        // A token in use comes back renewed in a header.
        fetch: fetchWithSession,
      }),
    }),
  ],
});

function refreshSessionOnForbidden(client: QueryClient, error: unknown): void {
  const code = apiErrorData(error)?.code;
  if (code === "FORBIDDEN") void client.invalidateQueries({ queryKey: [["session", "me"]] });
  // The token was refused (signed out elsewhere, password changed, expired): sign out cleanly.
  if (code === "UNAUTHORIZED" && getToken()) signOutAfterRefusal(client);
}

function signOutAfterRefusal(client: QueryClient): void {
  clearToken();
  client.clear();
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
}

/** The data cache with the product's defaults (spec §9). */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new ReactQueryClient({
    // FORBIDDEN where the session allowed it means the session changed meanwhile (e.g. the
    // organisation was disabled or the member's role changed): ask for it again, the shell and
    // the route guards follow.
    queryCache: new QueryCache({ onError: (error) => refreshSessionOnForbidden(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => refreshSessionOnForbidden(client, error) }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_DEFAULTS.retry,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
      },
      mutations: { retry: QUERY_DEFAULTS.mutationRetry },
    },
  });
  return client;
}

export function createQueryUtils(queryClient: QueryClient) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
}
export type QueryUtils = ReturnType<typeof createQueryUtils>;

export { type ApiErrorData, apiErrorData, errorKey } from "./api-errors";

/** 4xx answers are final: retrying a FORBIDDEN or BAD_REQUEST cannot succeed. */
function isClientError(error: unknown): boolean {
  const status = apiErrorData(error)?.httpStatus;
  return typeof status === "number" && status >= 400 && status < 500;
}
