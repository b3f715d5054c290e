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

const SOMETHING_WENT_WRONG = "common:errors.somethingWentWrong";

/**
 * The translation key of a failed call: the server's own words when it has specific ones (a rule,
 * a field, the procedure's failure message); when the server or the network failed — no tRPC
 * answer at all, or only the generic "Something went wrong." — the screen's fallback, which is
 * the spec's message for that action (§8: "Failed to book service", …).
 */
export function errorKey(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  const key = apiErrorData(error)?.i18nKey;
  return key && key !== SOMETHING_WENT_WRONG ? key : fallback;
}

/**
 * The server or the way to it failed (any tRPC error, an answer that is not tRPC's, a lost
 * connection), or a screen's code could not be fetched (a deploy replaced its chunk) — as opposed
 * to the app itself breaking while it renders.
 */
export function isFailedRequest(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "TRPCClientError" ||
    /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(
      error.message,
    )
  );
}
