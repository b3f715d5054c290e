// The one retry layer for outbound HTTP calls (Shopify, Stripe), with the constants of spec §9
// (HTTP_RETRY): 3 retries, first delay 100 ms doubling each time; GET, HEAD, PUT, OPTIONS and DELETE
// are retried on 1xx, 429 and 5xx; at most 2 retries when no response came at all; Retry-After
// (seconds or an HTTP date) is honoured up to 300,000 ms — a longer one is not waited for, the
// answer goes back to the caller. A POST is retried only when the caller says it is safe to repeat
// (an Idempotency-Key header, as Stripe's SDK sends on every POST, or the `idempotent` predicate:
// e.g. a GraphQL query, never a mutation). It wraps a fetch function, so the official SDKs keep
// their own request code: Stripe's through `Stripe.createFetchHttpClient`, Shopify's through its
// runtime adapter's fetch.
import { HTTP_RETRY } from "@platform/domain";

type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type RetryRules = {
  retries: number;
  firstDelayMs: number;
  retryMethods: readonly string[];
  maxRetriesWithoutResponse: number;
  maxRetryAfterMs: number;
};

export type RetryOptions = {
  rules?: RetryRules;
  /** Whether a request whose method is not in `retryMethods` may still be repeated (e.g. a GraphQL query). */
  idempotent?: (method: string, url: string, init: RequestInit | undefined) => boolean;
  /** A service's own "do not retry this" (Stripe: `Stripe-Should-Retry: false`). */
  mayRetry?: (response: Response) => boolean;
  /** Called before each wait (logging, tests); `reason` is the status or "no response". */
  onRetry?: (event: { attempt: number; delayMs: number; reason: number | "no response"; url: string }) => void;
  /** Waits `ms` (tests pass a recorder); aborts with the request's signal. */
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>;
  now?: () => number;
};

/** 1xx, 429 and 5xx: worth another try (spec §9). */
export function retryableStatus(status: number): boolean {
  return (status >= 100 && status < 200) || status === 429 || status >= 500;
}

/**
 * Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date), or null when absent
 * or unreadable.
 */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value == null) return null;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.ceil(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

function defaultSleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function headerOf(init: RequestInit | undefined, input: string | URL | Request, name: string): string | null {
  if (init?.headers) return new Headers(init.headers).get(name);
  return input instanceof Request ? input.headers.get(name) : null;
}

/** A body that can be sent again as it is (not a one-shot stream). */
function replayable(init: RequestInit | undefined, input: string | URL | Request): boolean {
  if (input instanceof Request) return input.body === null;
  const body = init?.body;
  return body == null || typeof body === "string" || body instanceof URLSearchParams || ArrayBuffer.isView(body);
}

/** `fetch` with the platform's retry rules around it. */
export function withRetries(fetchFn: FetchFn, options: RetryOptions = {}): FetchFn {
  const rules: RetryRules = options.rules ?? HTTP_RETRY;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const repeatable =
      replayable(init, input) &&
      (rules.retryMethods.includes(method) ||
        headerOf(init, input, "idempotency-key") !== null ||
        (options.idempotent?.(method, url, init) ?? false));
    const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
    let attempt = 0;
    let withoutResponse = 0;
    for (;;) {
      let response: Response;
      try {
        response = await fetchFn(input, init);
      } catch (error) {
        if (signal?.aborted || !repeatable || withoutResponse >= rules.maxRetriesWithoutResponse) throw error;
        if (attempt >= rules.retries) throw error;
        withoutResponse++;
        const delayMs = rules.firstDelayMs * 2 ** attempt;
        attempt++;
        options.onRetry?.({ attempt, delayMs, reason: "no response", url });
        await sleep(delayMs, signal);
        continue;
      }
      if (!repeatable || attempt >= rules.retries || !retryableStatus(response.status)) return response;
      if (options.mayRetry && !options.mayRetry(response)) return response;
      const asked = retryAfterMs(response.headers.get("retry-after"), now());
      if (asked !== null && asked > rules.maxRetryAfterMs) return response;
      const delayMs = asked ?? rules.firstDelayMs * 2 ** attempt;
      attempt++;
      // Let the connection go back to the pool: the answer is not read.
      await response.body?.cancel().catch(() => undefined);
      options.onRetry?.({ attempt, delayMs, reason: response.status, url });
      await sleep(delayMs, signal);
    }
  };
}
