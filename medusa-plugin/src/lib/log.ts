import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { format } from "node:util";
import morgan from "morgan";
import pino from "pino";

/**
 * The process's structured log (JSON lines on stdout). Every line written while a request is
 * handled carries its request id. Secrets and personal data never reach it: fields whose names
 * say what they hold are replaced, and free text is scrubbed of email addresses, tokens and
 * password hashes. Database errors keep their message and constraint, never their parameters.
 */

/** The running request's id and its answer (for an error thrown outside any handler, see answerUncaught). */
type RequestAnswer = {
  headersSent: boolean;
  writableEnded?: boolean;
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
  destroy(): unknown;
};
const requests = new AsyncLocalStorage<{ requestId: string; res?: RequestAnswer }>();

export const REDACTED = "[redacted]";

/** Field names that hold secrets or personal data (matched anywhere in the name). */
const SENSITIVE_KEY =
  /pass|hash|secret|token|authori[sz]ation|cookie|session|e-?mail|name$|^name|first_?name|last_?name|phone|address|street|city|zip|postal|payload|body|parameters|detail|buyer|customer$|billing|shipping/i;
/** Harmless names the pattern above would catch. */
const HARMLESS_KEY = /^(typeName|hostname|pathname|name_of_error|constraint|table|routine)$/i;

/** Also URL-encoded (a link's `email=anna%40example.com`). */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/gi;
const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** Medusa's scrypt-kdf password hashes are base64 of "scrypt…". */
const SCRYPT_HASH = /c2NyeXB0[\w+/=]{20,}/g;
/** The platform's own hashes (lib/password-hash.ts): `$scrypt$ln=…$salt$hash`. */
const PLATFORM_HASH = /\$scrypt\$[\w=,]+\$[\w+/=]+\$[\w+/=]+/g;
const SHOPIFY_TOKEN = /\bshp(at|ca|pa|ss)_[\w]+/g;

/** A query parameter anywhere in text (`?key=value`, `&key=value`). */
const QUERY_PARAM = /([?&;])([^=&#\s"'<>]{1,100})=([^&#\s"'<>)]*)/g;
/** Parameters whose value is a secret (or personal), whatever it looks like. */
const SECRET_PARAM = /token|secret|sig|hmac|pass|auth|session|nonce|otp|jwt|key|code|invit|email|state/i;
/** A path segment long enough to be a token (base64url, hex): redacted unless it is an entity id. */
const PATH_SEGMENT = /\/([A-Za-z0-9_-]{20,})(?=[/?#\s"'<>)&;,]|$)/g;
const ENTITY_ID = /^[a-z]{2,12}_[0-9A-Za-z]+$/;

/** Whether a value looks like a random token: letters and digits mixed, long. */
function looksLikeToken(value: string): boolean {
  return value.length >= 20 && /[0-9]/.test(value) && /[A-Za-z]/.test(value) && !ENTITY_ID.test(value);
}

/**
 * Tokens in links — invitation, reset and signed-download links, Shopify's hmac — never reach
 * the log: secret-named query values and token-like values and path segments are replaced.
 */
function scrubLinks(text: string): string {
  return text
    .replace(QUERY_PARAM, (match, sep: string, key: string, value: string) =>
      value && (SECRET_PARAM.test(key) || looksLikeToken(value)) ? `${sep}${key}=[token]` : match,
    )
    .replace(PATH_SEGMENT, (match, segment: string) => (looksLikeToken(segment) ? "/[token]" : match));
}

export function scrubText(text: string): string {
  return scrubLinks(text)
    .replace(JWT, "[token]")
    .replace(BEARER, "$1 [token]")
    .replace(SCRYPT_HASH, "[hash]")
    .replace(PLATFORM_HASH, "[hash]")
    .replace(SHOPIFY_TOKEN, "[token]")
    .replace(EMAIL, "[email]");
}

function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key) && !HARMLESS_KEY.test(key);
}

/** A copy of `value` safe to log (depth and size bounded). */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value.length > 4000 ? `${value.slice(0, 4000)}…` : value);
  if (typeof value !== "object" || value === null) return value;
  if (depth > 6) return "[…]";
  if (value instanceof Error) return serializeError(value, depth);
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => scrub(item, depth + 1));
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 50)) {
    out[key] = isSensitiveKey(key) ? REDACTED : scrub(item, depth + 1);
  }
  return out;
}

/** Errors keep what explains them: type, message, codes, the SQL's constraint/table, the stack. */
export function serializeError(error: Error, depth = 0): Record<string, unknown> {
  const e = error as Error & Record<string, unknown>;
  const driver = (e.driverError ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {
    // Medusa's error handler hands over a copy whose name is lost; the stack still says it.
    type: (typeof e.stack === "string" && /^(\w+)/.exec(e.stack)?.[1]) || e.name,
    message: scrubText(String(e.message)),
    code: e.code ?? driver.code,
    constraint: driver.constraint ?? e.constraint,
    table: driver.table ?? e.table,
    stack: typeof e.stack === "string" ? scrubText(e.stack) : undefined,
  };
  if (e.cause instanceof Error && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

export const log = pino({
  level: process.env.LOG_LEVEL || "info",
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  messageKey: "msg",
  mixin: () => {
    const request = requests.getStore();
    return request ? { requestId: request.requestId } : {};
  },
  formatters: {
    level: (label) => ({ level: label }),
    log: (object) => scrub(object) as Record<string, unknown>,
  },
  hooks: {
    logMethod(args, method) {
      // Free-text messages are scrubbed too (they often name an address or hold an error).
      const [first, ...rest] = args as unknown[];
      if (typeof first === "string") return method.apply(this, [scrubText(format(first, ...rest))] as never);
      const [message, ...more] = rest;
      const text = typeof message === "string" ? scrubText(format(message, ...more)) : undefined;
      return method.apply(this, (text === undefined ? [first] : [first, text]) as never);
    },
  },
});

/** Turns console-style arguments (text, errors, objects) into one log call. */
function logArgs(level: "info" | "warn" | "error" | "debug", args: unknown[]): void {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const text = args
    .filter((arg) => !(arg instanceof Error))
    .map((arg) => (typeof arg === "string" ? arg : JSON.stringify(scrub(arg))))
    .join(" ");
  if (error) log[level]({ err: error }, text || error.message);
  else log[level](text);
}

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Express middleware: a request id (the proxy's X-Request-Id when sane, else a new one) for every log line. */
export function requestIds(
  req: { headers: Record<string, string | string[] | undefined> },
  res: { setHeader(name: string, value: string): unknown },
  next: () => void,
): void {
  const incoming = req.headers["x-request-id"];
  const requestId = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  (req as { requestId?: string }).requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  requests.run({ requestId, res: res as unknown as RequestAnswer }, next);
}

/**
 * The boundary for errors thrown inside a third-party callback while a request runs (e.g. a
 * library that throws in an fs callback, as `@medusajs/file-local` did): Node reports them as
 * uncaught exceptions, which used to end the backend. The request's context survives into the
 * handler (AsyncLocalStorage), so the request is answered 500 (or closed, if its answer had begun)
 * and the process stays up. Returns false for an error outside any request: the caller ends.
 */
export function answerUncaught(error: unknown): boolean {
  const store = requests.getStore();
  const res = store?.res;
  if (!res) return false;
  log.error(
    { err: serializeError(error instanceof Error ? error : new Error(String(error))), requestId: store.requestId },
    "error thrown outside any handler; answered 500",
  );
  if (res.writableEnded) return true;
  if (res.headersSent) {
    res.destroy();
    return true;
  }
  res.statusCode = 500;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify({ type: "unknown_error", message: "An unknown error occurred." }));
  return true;
}

type MorganTokens = {
  method(req: unknown, res: unknown): string | undefined;
  url(req: unknown, res: unknown): string | undefined;
  status(req: unknown, res: unknown): string | undefined;
  "response-time"(req: unknown, res: unknown): string | undefined;
  "http-version"(req: unknown, res: unknown): string | undefined;
  res(req: unknown, res: unknown, field: string): string | undefined;
};

/**
 * Morgan's "combined" format as one JSON line (Medusa creates its access logger with that
 * name). The url token keeps the path only (see loaders/access-log.ts). Returns nothing, so
 * morgan writes nothing itself.
 */
export function accessLogLine(tokens: MorganTokens, req: { requestId?: string }, res: unknown): undefined {
  log.info(
    {
      requestId: req.requestId,
      method: tokens.method(req, res),
      path: tokens.url(req, res),
      status: Number(tokens.status(req, res)) || undefined,
      ms: Number(tokens["response-time"](req, res)) || undefined,
      bytes: Number(tokens.res(req, res, "content-length")) || undefined,
    },
    `${tokens.method(req, res)} ${tokens.url(req, res)} HTTP/${tokens["http-version"](req, res)} ${tokens.status(req, res)}`,
  );
  return undefined;
}

type Reporter = Record<"error" | "warn" | "info", (...args: unknown[]) => unknown>;

let installed = false;

/**
 * Routes console.*, Medusa's logger and its access log through the structured log. Called by
 * the backend before Medusa's loaders, so their output is covered too.
 */
export function installLogging(): void {
  if (installed) return;
  installed = true;
  console.log = (...args: unknown[]) => logArgs("info", args);
  console.info = (...args: unknown[]) => logArgs("info", args);
  console.warn = (...args: unknown[]) => logArgs("warn", args);
  console.error = (...args: unknown[]) => logArgs("error", args);
  console.debug = (...args: unknown[]) => logArgs("debug", args);
  morgan.format("combined", accessLogLine as unknown as morgan.FormatFn);
  // Medusa's error handler logs whole errors (a failed insert's parameters: payloads, hashes).
  const reporter = (require("@medusajs/medusa/dist/loaders/logger") as { default: Reporter }).default;
  for (const level of ["error", "warn", "info"] as const)
    reporter[level] = (...args: unknown[]) => logArgs(level, args);
}

/** Where errors the process handled but must not swallow go (the backend's Sentry, when configured). */
type ErrorReporter = (error: unknown, tags: Record<string, string>) => void;
let errorReporter: ErrorReporter = () => {};

export function setErrorReporter(reporter: ErrorReporter): void {
  errorReporter = reporter;
}

export function reportError(error: unknown, tags: Record<string, string> = {}): void {
  errorReporter(error, tags);
}

/** A procedure's failure: the client only ever hears "Something went wrong."; the operator needs the cause. */
export function reportProcedureError(error: { code: string; cause?: unknown }, path: string | undefined): void {
  if (error.code !== "INTERNAL_SERVER_ERROR") return;
  console.error(`[trpc] ${path ?? "?"} failed:`, error.cause ?? error);
  reportError(error.cause ?? error, { trpc_path: path ?? "?" });
}
