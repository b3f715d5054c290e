// Error reporting (spec §9) with Sentry's Node SDK: on only with SENTRY_DSN. Sample rate 1,
// environment from SENTRY_ENVIRONMENT ("dev" by default, as spec §9 names it). Events carry no request
// bodies, cookies, headers or user data (scrubEvent). The browser gets its own DSN at runtime
// (browserSentry, a meta tag in the served index.html) and loads its SDK only then.
import type { ErrorEvent, EventHint } from "@sentry/node";

export type SentryConfig = { dsn: string; environment: string };

const DEFAULT_ENVIRONMENT = "dev";

function environment(env: NodeJS.ProcessEnv): string {
  return env.SENTRY_ENVIRONMENT?.trim() || DEFAULT_ENVIRONMENT;
}

/** The backend's Sentry, or null (off) without SENTRY_DSN. */
export function serverSentry(env: NodeJS.ProcessEnv = process.env): SentryConfig | null {
  const dsn = env.SENTRY_DSN?.trim();
  return dsn ? { dsn, environment: environment(env) } : null;
}

/** The browser's Sentry: SENTRY_BROWSER_DSN (a project of its own), else SENTRY_DSN; null: off. */
export function browserSentry(env: NodeJS.ProcessEnv = process.env): SentryConfig | null {
  const dsn = (env.SENTRY_BROWSER_DSN || env.SENTRY_DSN)?.trim();
  return dsn ? { dsn, environment: environment(env) } : null;
}

/** Where the browser sends its envelopes (for the CSP's connect-src), or null. */
export function dsnOrigin(dsn: string | undefined): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}

/** Drops what could identify a person or hold a secret: user, cookies, headers, bodies, query strings. */
export function scrubEvent<T extends ErrorEvent>(event: T): T {
  delete event.user;
  if (event.request) {
    delete event.request.cookies;
    delete event.request.headers;
    delete event.request.data;
    delete event.request.query_string;
    delete event.request.env;
  }
  delete event.extra;
  event.breadcrumbs = event.breadcrumbs?.map((breadcrumb) => ({ ...breadcrumb, data: undefined }));
  return event;
}

const NO_PERSONAL_DATA: NonNullable<import("@sentry/node").NodeOptions["dataCollection"]> = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
};

let reporter: typeof import("@sentry/node") | null = null;

/** Starts the SDK (first thing in the process, so it can instrument http and express); false when off. */
export function initSentry(env: NodeJS.ProcessEnv = process.env): boolean {
  const config = serverSentry(env);
  if (!config) return false;
  // Loaded only when on: without a DSN the SDK costs no start-up time.
  const Sentry = require("@sentry/node") as typeof import("@sentry/node");
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    tracesSampleRate: 1,
    // Collect nothing about the person or the request; beforeSend below drops it again.
    dataCollection: NO_PERSONAL_DATA,
    beforeSend: (event: ErrorEvent, _hint: EventHint) => scrubEvent(event),
    beforeSendTransaction: (event) => {
      delete event.user;
      if (event.request) {
        delete event.request.cookies;
        delete event.request.headers;
        delete event.request.data;
        delete event.request.query_string;
      }
      return event;
    },
  });
  reporter = Sentry;
  return true;
}

/** Reports an error the process handled (a tRPC procedure's 5xx); a no-op when off. */
export function reportError(error: unknown, tags: Record<string, string> = {}): void {
  reporter?.captureException(error, { tags });
}

/** Waits (bounded) until queued events are sent, e.g. before the process exits. */
export async function flushErrors(timeoutMs = 2000): Promise<void> {
  await reporter?.flush(timeoutMs);
}
