import type { IncomingMessage, ServerResponse } from "node:http";
import { COMMON_MESSAGES, REQUEST_LIMITS, UPLOAD_LIMITS } from "@platform/domain";
import express from "express";
import { pickLanguage, translate } from "./i18n";

type Next = (error?: unknown) => void;
type Request = IncomingMessage & { path?: string; originalUrl?: string };

/** Multipart overhead (boundaries, part headers) on top of the files themselves. */
const MULTIPART_OVERHEAD = 1024 * 1024;
export const UPLOAD_MAX_BODY_BYTES = UPLOAD_LIMITS.maxFilesPerRequest * UPLOAD_LIMITS.maxFileBytes + MULTIPART_OVERHEAD;

/** Routes that read their body themselves (with their own limits); every other body is parsed here. */
const OWN_READERS: Array<{ matches: (path: string) => boolean; limit: number }> = [
  // Medusa Admin's uploads (product images, import files) are multipart, read by multer.
  { matches: (p) => p === "/store/uploads" || p.startsWith("/admin/uploads"), limit: UPLOAD_MAX_BODY_BYTES },
  { matches: (p) => p === "/store/trpc" || p.startsWith("/store/trpc/"), limit: REQUEST_LIMITS.trpcMaxBodyBytes },
  { matches: (p) => p === "/hooks/shopify" || p === "/hooks/stripe", limit: REQUEST_LIMITS.webhookMaxBodyBytes },
];

const pathOf = (req: Request) => (req.path ?? new URL(req.url ?? "/", "http://x").pathname).replace(/\/+$/, "") || "/";

export function isTrpcPath(path: string): boolean {
  return path === "/store/trpc" || path.startsWith("/store/trpc/");
}

/** tRPC's JSON-RPC error codes by HTTP status (what its client expects in the envelope). */
const TRPC_CODES: Record<number, [number, string]> = {
  400: [-32600, "BAD_REQUEST"],
  401: [-32001, "UNAUTHORIZED"],
  403: [-32003, "FORBIDDEN"],
  404: [-32004, "NOT_FOUND"],
  405: [-32005, "METHOD_NOT_SUPPORTED"],
  413: [-32013, "PAYLOAD_TOO_LARGE"],
  500: [-32603, "INTERNAL_SERVER_ERROR"],
};

/** The `type` of Medusa's own error bodies, by status. */
const MEDUSA_TYPES: Record<number, string> = {
  400: "invalid_data",
  401: "unauthorized",
  403: "not_allowed",
  404: "not_found",
  405: "not_allowed",
  413: "payload_too_large",
  500: "unknown_error",
};

/**
 * An error the server answers itself (outside a route's own handler), in the shape the caller
 * understands — tRPC's error envelope on /store/trpc, Medusa's `{ type, message }` elsewhere —
 * with the message translated for the caller. Never a stack trace or a file path.
 */
export function answerError(req: Request, res: ServerResponse, status: number, i18nKey: string): void {
  const locale = pickLanguage(req.headers["x-locale"] as string | undefined, req.headers["accept-language"]);
  const message = translate(locale, i18nKey);
  const [rpcCode, code] = TRPC_CODES[status] ?? (TRPC_CODES[400] as [number, string]);
  const body = isTrpcPath(pathOf(req))
    ? { error: { json: { message, code: rpcCode, data: { code, httpStatus: status, i18nKey } } } }
    : { type: MEDUSA_TYPES[status] ?? "invalid_data", message, i18nKey };
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify(body));
}

/** A 413/400 for a body that is too large or malformed. */
export function rejectBody(req: Request, res: ServerResponse, status: 400 | 413): void {
  // The rest of an oversized body is not read: the connection ends with the answer.
  res.setHeader("Connection", "close");
  answerError(req, res, status, status === 413 ? COMMON_MESSAGES.payloadTooLarge : COMMON_MESSAGES.badRequest);
}

/**
 * The first middleware of the express app (before Medusa's): a body whose Content-Length is over
 * its route's limit is a 413 before anything is read, and every other JSON or form body is parsed
 * here with the limit of Medusa's own parser, so that an oversized (chunked) or malformed body is
 * a 413/400 instead of Medusa's "unknown error" 500. Medusa's parsers then skip the parsed body.
 */
export function bodyLimitGuard() {
  const parsers = [
    express.json({ limit: REQUEST_LIMITS.jsonMaxBodyBytes }),
    express.urlencoded({ limit: REQUEST_LIMITS.jsonMaxBodyBytes, extended: true }),
  ];
  return (req: Request, res: ServerResponse, next: Next) => {
    const path = pathOf(req);
    const own = OWN_READERS.find((reader) => reader.matches(path));
    const limit = own?.limit ?? REQUEST_LIMITS.jsonMaxBodyBytes;
    const length = Number(req.headers["content-length"]);
    if (Number.isFinite(length) && length > limit) return rejectBody(req, res, 413);
    if (own) return next();
    const run = (index: number) => {
      const parser = parsers[index];
      if (!parser) return next();
      parser(req as never, res as never, (error?: unknown) => {
        if (!error) return run(index + 1);
        const status = (error as { status?: number; type?: string }).status === 413 ? 413 : 400;
        rejectBody(req, res, status);
      });
    };
    run(0);
  };
}
