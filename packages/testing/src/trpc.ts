import type { AppRouter } from "@platform/medusa-plugin/trpc";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";

export type { AppRouter };
export type TrpcClient = ReturnType<typeof trpcClient>;

export type ClientOptions = {
  /** Bearer token from signIn(). */
  token?: string;
  /** Sent as x-locale: the language of translated error messages. */
  locale?: "en" | "de";
  headers?: Record<string, string>;
};

/** A real tRPC client for the backend at `url` (the API lives at /store/trpc). */
export function trpcClient(url: string, options: ClientOptions = {}) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${url.replace(/\/$/, "")}/store/trpc`,
        transformer: superjson,
        headers: () => ({
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.locale ? { "x-locale": options.locale } : {}),
          ...options.headers,
        }),
      }),
    ],
  });
}

/** The error data our API adds to every tRPC error. */
export type ApiErrorData = {
  code: string;
  httpStatus: number;
  path?: string;
  i18nKey: string;
  fieldErrors: Record<string, string[]> | null;
};

export type ApiError = { message: string; data: ApiErrorData };

/** Awaits a call that must fail and returns its translated message and error data. */
export async function apiError(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      return { message: error.message, data: error.data as ApiErrorData };
    }
    throw error;
  }
  throw new Error("Expected the call to fail, but it succeeded");
}

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
  ) {
    super(`HTTP ${status}: ${body.slice(0, 300)}`);
  }
}

async function token(url: string, domain: "store" | "admin", email: string, password: string): Promise<string> {
  const response = await fetch(`${url.replace(/\/$/, "")}/${domain}/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.text();
  if (!response.ok) throw new HttpError(response.status, body);
  return (JSON.parse(body) as { access_token: string }).access_token;
}

/** A customer's bearer token from Medusa's POST /store/auth/token; throws HttpError (401) on bad credentials. */
export function signIn(url: string, email: string, password: string): Promise<string> {
  return token(url, "store", email, password);
}

/** An admin user's bearer token from POST /admin/auth/token. */
export function adminSignIn(url: string, email: string, password: string): Promise<string> {
  return token(url, "admin", email, password);
}

/** fetch() with JSON in and out, for Medusa's REST routes. */
export async function http<T = unknown>(
  url: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}
