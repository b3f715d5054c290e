// The REST API's frame (`/api/v1/…`, issue 35): who calls (an API key as a bearer token), the rate
// limit per key, the key's scopes, Idempotency-Key on writes, RFC 9457 problem answers in the
// caller's language, and an audit entry under the key for every call. The routes themselves only
// parse their input and call the same services as the tRPC procedures.
import { createHash } from "node:crypto";
import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import {
  type AccessName,
  API_KEY_MESSAGES,
  API_RATE_LIMIT,
  type ApiKeyScope,
  COMMON_MESSAGES,
  fieldErrorsOf,
  type Language,
  mayAccess,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from "@platform/domain";
import { ZodError, type z } from "zod";
import { DomainError } from "../lib/domain-error";
import { pickLanguage, translate } from "../lib/i18n";
import { type ReceivedFile, readMultipart } from "../lib/multipart";
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from "../lib/rate-limit";
import type { ApiCaller, ApiKeyService } from "../modules/api-keys";
import { runAsActor } from "../modules/audit";
import type { OrganisationService } from "../modules/organisations";

/** `file`: a download (an invoice's PDF) instead of a JSON body. */
export type ApiAnswer = {
  status: number;
  body: unknown;
  file?: { contentType: string; filename: string; bytes: Buffer };
};
/** `files`: a multipart route's files (its text fields are the `body`). */
export type ApiCall = { caller: ApiCaller; req: MedusaRequest; body: unknown; files: ReceivedFile[]; locale: Language };

export type ApiRouteOptions = {
  scope: ApiKeyScope;
  write?: boolean;
  /** The app's right the key's creator must still hold (organisations/access.ts); orders when left out. */
  access?: AccessName;
  /** Reads a multipart/form-data body (fields and files, with the uploads' limits) besides JSON. */
  multipart?: boolean;
};

/** A refusal the route names: its HTTP status and the translation key of its message. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly i18nKey: string,
    readonly errors?: Record<string, string[]>,
    readonly values?: Record<string, string>,
  ) {
    super(i18nKey);
  }
}

/**
 * A success's body as the OpenAPI document describes it: dates as ISO strings, and only the
 * documented fields (zod drops the rest, so an inner field never leaks). A mismatch is our bug: a 500.
 */
export function documented<T extends z.ZodTypeAny>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(JSON.parse(JSON.stringify(value)));
  if (!parsed.success) throw new Error(`answer does not match its schema: ${parsed.error.issues[0]?.path.join(".")}`);
  return parsed.data;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  422: "unprocessable",
  429: "rate_limited",
  500: "internal",
};
const TITLE_BY_STATUS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Content Too Large",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
};
const STATUS_BY_DOMAIN_CODE: Record<DomainError["code"], number> = {
  BAD_REQUEST: 400,
  CONFLICT: 409,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
};

/** RFC 9457 problem details; `detail` is the app's own message in the caller's language. */
export function problemBody(
  locale: Language,
  status: number,
  i18nKey: string,
  errors?: Record<string, string[]>,
  values?: Record<string, string>,
) {
  const code = CODE_BY_STATUS[status] ?? "error";
  return {
    type: `/docs/api#${code}`,
    title: TITLE_BY_STATUS[status] ?? "Error",
    status,
    detail: translate(locale, i18nKey, values),
    code,
    i18nKey,
    ...(errors
      ? {
          errors: Object.fromEntries(
            Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => translate(locale, key))]),
          ),
        }
      : {}),
  };
}

function send(res: MedusaResponse, answer: ApiAnswer): void {
  if (answer.file) {
    res.status(answer.status);
    res.setHeader("Content-Type", answer.file.contentType);
    res.setHeader("Content-Disposition", `attachment; filename="${answer.file.filename}"`);
    res.setHeader("Cache-Control", "private, no-store");
    res.end(answer.file.bytes);
    return;
  }
  const problem = answer.status >= 400;
  res.status(answer.status);
  res.setHeader("Content-Type", problem ? "application/problem+json" : "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.send(JSON.stringify(answer.body));
}

let store: CounterStore | undefined;
/** Counts per key: through Redis with REDIS_URL (every instance shares the limit), else in this process. */
const counters = () =>
  (store ??= process.env.REDIS_URL ? new RedisCounterStore(process.env.REDIS_URL) : new MemoryCounterStore());

/** The limit's headers (IETF draft RateLimit-*); false when the key is over it. */
async function withinRateLimit(res: MedusaResponse, keyId: string): Promise<boolean> {
  const limit = Number(process.env.API_RATE_LIMIT_REQUESTS) || API_RATE_LIMIT.requests;
  const { count, resetMs } = await counters().hit(`api:${keyId}`, API_RATE_LIMIT.windowSeconds * 1000);
  const reset = Math.max(1, Math.ceil(resetMs / 1000));
  res.setHeader("RateLimit-Limit", String(limit));
  res.setHeader("RateLimit-Remaining", String(Math.max(0, limit - count)));
  res.setHeader("RateLimit-Reset", String(reset));
  if (count <= limit) return true;
  res.setHeader("Retry-After", String(reset));
  return false;
}

/**
 * A query string as a list's schema reads it: `page`, `pageSize` and the named numbers as numbers,
 * the named flags as booleans ("true"), the rest as text (a repeated key stays an array: the schema refuses it).
 */
export function queryInput(
  req: MedusaRequest,
  typed: { numbers?: readonly string[]; flags?: readonly string[] } = {},
): Record<string, unknown> {
  const query = req.query as Record<string, unknown>;
  const input: Record<string, unknown> = { ...query };
  for (const name of ["page", "pageSize", ...(typed.numbers ?? [])])
    if (typeof query[name] === "string") input[name] = Number(query[name]);
  for (const flag of typed.flags ?? []) if (query[flag] !== undefined) input[flag] = query[flag] === "true";
  return input;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

function parseBody(req: MedusaRequest): unknown {
  const raw: unknown = req.body;
  // Parsed already when a parser ran before ours (middlewares.ts keeps it raw for /api/v1).
  if (raw && typeof raw === "object" && !Buffer.isBuffer(raw)) return raw;
  if (!Buffer.isBuffer(raw) || raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw new ApiProblem(400, COMMON_MESSAGES.badRequest);
  }
}

const isMultipart = (req: MedusaRequest) =>
  (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");

/** A multipart body with the app's upload limits (middlewares.ts leaves its stream unread). */
async function multipartBody(req: MedusaRequest): Promise<{ body: Record<string, string>; files: ReceivedFile[] }> {
  let received: Awaited<ReturnType<typeof readMultipart>>;
  try {
    received = await readMultipart(req, {
      maxFileBytes: UPLOAD_LIMITS.maxFileBytes,
      maxFiles: UPLOAD_LIMITS.maxFilesPerRequest,
    });
  } catch {
    throw new ApiProblem(400, UPLOAD_MESSAGES.failed);
  }
  if (received.tooManyFiles)
    throw new ApiProblem(400, UPLOAD_MESSAGES.tooManyFiles, undefined, {
      max: String(UPLOAD_LIMITS.maxFilesPerRequest),
    });
  const truncated = received.files.find((file) => file.truncated);
  if (truncated) throw new ApiProblem(400, UPLOAD_MESSAGES.tooLarge, undefined, { name: truncated.originalName });
  return { body: received.fields, files: received.files };
}

function asAnswer(locale: Language, error: unknown): ApiAnswer {
  if (error instanceof ApiProblem)
    return {
      status: error.status,
      body: problemBody(locale, error.status, error.i18nKey, error.errors, error.values),
    };
  if (error instanceof DomainError) {
    const status = STATUS_BY_DOMAIN_CODE[error.code];
    return {
      status,
      body: problemBody(locale, status, error.i18nKey, error.field ? { [error.field]: [error.i18nKey] } : undefined),
    };
  }
  if (error instanceof ZodError) {
    const first = error.issues[0]?.message ?? "";
    return {
      status: 400,
      body: problemBody(locale, 400, first.includes(":") ? first : COMMON_MESSAGES.badRequest, fieldErrorsOf(error)),
    };
  }
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  return { status: 500, body: problemBody(locale, 500, COMMON_MESSAGES.somethingWentWrong) };
}

/**
 * A REST route: `scope` is what the key must hold; a write needs an Idempotency-Key (the same key
 * and request replay the first answer, the same key with another request is a 422).
 */
export function apiRoute(options: ApiRouteOptions, handler: (call: ApiCall) => Promise<ApiAnswer>) {
  return async (req: MedusaRequest, res: MedusaResponse): Promise<void> => {
    const locale = pickLanguage(undefined, req.headers["accept-language"]);
    const fail = (status: number, key: string) => send(res, { status, body: problemBody(locale, status, key) });
    const presented = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const keys = req.scope.resolve<ApiKeyService>("apiKeyService");
    let caller: ApiCaller | null;
    try {
      caller = presented ? await keys.authenticate(presented) : null;
      if (!caller) {
        res.setHeader("WWW-Authenticate", 'Bearer realm="api"');
        return fail(401, API_KEY_MESSAGES.invalidKey);
      }
      send(res, await answerFor(req, res, caller, locale, options, handler));
    } catch (error) {
      // The frame's own reads (the key, the membership, the rate limit, the idempotency record) failing,
      // e.g. in a database outage: still a problem answer, never Medusa's error page.
      if (!res.headersSent) send(res, asAnswer(locale, error));
      return;
    }
    // Every call the key got through with, in the audit log under it (after the answer: a slow log write never holds it).
    await keys
      .recordCall(caller, { method: req.method, path: req.path, status: res.statusCode })
      .catch((error: unknown) => console.error(`[api] audit: ${error instanceof Error ? error.message : error}`));
  };
}

async function answerFor(
  req: MedusaRequest,
  res: MedusaResponse,
  caller: ApiCaller,
  locale: Language,
  options: ApiRouteOptions,
  handler: (call: ApiCall) => Promise<ApiAnswer>,
): Promise<ApiAnswer> {
  const problem = (status: number, key: string) => ({ status, body: problemBody(locale, status, key) });
  // The key acts for its creator while they are still a member allowed the resource (a disabled
  // organisation, a removed admin: the key stops).
  const membership = await req.scope
    .resolve<OrganisationService>("organisationService")
    .membershipOf(caller.customerId);
  if (
    !membership ||
    membership.organisation.id !== caller.organisationId ||
    !mayAccess(options.access ?? "orders", membership.role, membership.member.role)
  )
    return problem(403, COMMON_MESSAGES.forbidden);
  if (!(await withinRateLimit(res, caller.keyId))) return problem(429, API_KEY_MESSAGES.rateLimited);
  if (!caller.scopes.includes(options.scope)) return problem(403, API_KEY_MESSAGES.missingScope);

  const keys = req.scope.resolve<ApiKeyService>("apiKeyService");
  let body: unknown;
  let files: ReceivedFile[] = [];
  try {
    if (options.multipart && isMultipart(req)) ({ body, files } = await multipartBody(req));
    else body = parseBody(req);
  } catch (error) {
    return asAnswer(locale, error);
  }
  const run = async (): Promise<ApiAnswer> => {
    try {
      return await runAsActor(caller.customerId, () => handler({ caller, req, body, files, locale }));
    } catch (error) {
      return asAnswer(locale, error);
    }
  };
  if (!options.write) return await run();

  const idempotencyKey = req.headers["idempotency-key"];
  if (typeof idempotencyKey !== "string" || !IDEMPOTENCY_KEY.test(idempotencyKey))
    return problem(400, API_KEY_MESSAGES.idempotencyKeyRequired);
  const hashing = createHash("sha256")
    .update(`${req.method} ${req.path}\n`)
    .update(JSON.stringify(body ?? null));
  // A multipart request is the same request when its files are the same bytes too.
  for (const file of files) hashing.update(`\n${file.field}:${file.originalName}:`).update(file.bytes);
  const hash = hashing.digest();
  const claim = await keys.claimIdempotency(caller.keyId, idempotencyKey, hash);
  if (!claim.claimed) {
    if (!claim.record.requestHash.equals(hash)) return problem(422, API_KEY_MESSAGES.idempotencyKeyReused);
    if (claim.record.status === null) return problem(409, API_KEY_MESSAGES.idempotencyKeyInFlight);
    res.setHeader("Idempotent-Replayed", "true");
    return { status: claim.record.status, body: claim.record.body };
  }
  const answer = await run();
  // Our own failure is not kept: the client's retry runs again.
  if (answer.status >= 500) await keys.releaseIdempotency(caller.keyId, idempotencyKey);
  else await keys.completeIdempotency(caller.keyId, idempotencyKey, answer.status, answer.body);
  return answer;
}
