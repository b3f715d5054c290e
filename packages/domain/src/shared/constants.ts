// Business constants and limits of spec §9.

export const LANGUAGES = ["en", "de"] as const;

export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = "en";

export const DEFAULT_PLATFORM_TIME_ZONE = "Europe/Berlin";

export const TOAST_OPTIONS = { durationMs: 4000, visibleToasts: 3, position: "bottom-right" } as const;

/** Data cache (React Query) defaults the product uses. */
export const QUERY_DEFAULTS = {
  staleTimeMs: 90_000,
  retry: 1,
  refetchOnWindowFocus: false,
  gcTimeMs: 5 * 60_000,
  mutationRetry: 0,
} as const;

export const HTTP_RETRY = {
  retries: 3,
  firstDelayMs: 100,
  retryMethods: ["GET", "HEAD", "PUT", "OPTIONS", "DELETE"],
  maxRetriesWithoutResponse: 2,
  maxRetryAfterMs: 300_000,
} as const;

export const QUERY_STRING_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Request limits, checked before a body is read (docs/security.md "Hardening"). A tRPC batch
 * runs its calls one request's worth of database work: 20 is more than any screen sends at once
 * (the web client's batch link splits at the same number), and a longer batch is a 400.
 */
export const REQUEST_LIMITS = {
  trpcMaxBatch: 20,
  /** tRPC bodies: forms and lists of ids; the largest is a chat message with its attachments' ids. */
  trpcMaxBodyBytes: 1024 * 1024,
  /** Medusa's own JSON/urlencoded routes (its body parser's default). */
  jsonMaxBodyBytes: 100 * 1024,
  /** Shopify webhook deliveries (an order with many lines is well below). */
  webhookMaxBodyBytes: 5 * 1024 * 1024,
} as const;
