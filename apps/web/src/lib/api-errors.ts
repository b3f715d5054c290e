// Reading tRPC errors without importing @trpc/client: the sign-in page's forms use these, and the
// tRPC client is loaded only where the API is needed (lib/api.ts).
export type ApiErrorData = {
  code?: string;
  httpStatus?: number;
  i18nKey?: string;
  fieldErrors?: Record<string, string[]> | null;
};

/** The `data` of a TRPCClientError (recognised by its name, the class lives in a lazy chunk). */
export function apiErrorData(error: unknown): ApiErrorData | null {
  if (error instanceof Error && error.name === "TRPCClientError")
    return ((error as Error & { data?: ApiErrorData }).data as ApiErrorData | undefined) ?? null;
  return null;
}

/** The translation key of a failed call: the server's, or the given fallback when there is none. */
export function errorKey(error: unknown, fallback = "common:errors.somethingWentWrong"): string {
  return apiErrorData(error)?.i18nKey ?? fallback;
}
