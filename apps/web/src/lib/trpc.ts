import type { AppRouter } from "@platform/medusa-plugin/trpc";
import { type QueryClient, QueryClient as ReactQueryClient } from "@tanstack/react-query";
import { TRPCClientError, httpBatchLink } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";
import { QUERY_DEFAULTS } from "@platform/domain";
import superjson from "superjson";
import { currentLanguage } from "./i18n";
import { authHeaders } from "./session";

export const trpc = createTRPCReact<AppRouter>();

export const trpcClient = trpc.createClient({
  links: [
    httpBatchLink({
      url: "/store/trpc",
      transformer: superjson,
      headers: () => ({ ...authHeaders(), "x-locale": currentLanguage() }),
    }),
  ],
});

/** The data cache with the product's defaults (spec §9). */
export function createQueryClient(): QueryClient {
  return new ReactQueryClient({
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
}

export function createQueryUtils(queryClient: QueryClient) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
}
export type QueryUtils = ReturnType<typeof createQueryUtils>;

export type ApiErrorData = {
  code?: string;
  httpStatus?: number;
  i18nKey?: string;
  fieldErrors?: Record<string, string[]> | null;
};

export function apiErrorData(error: unknown): ApiErrorData | null {
  if (error instanceof TRPCClientError) return (error.data as ApiErrorData | undefined) ?? null;
  return null;
}

/** 4xx answers are final: retrying a FORBIDDEN or BAD_REQUEST cannot succeed. */
function isClientError(error: unknown): boolean {
  const status = apiErrorData(error)?.httpStatus;
  return typeof status === "number" && status >= 400 && status < 500;
}
