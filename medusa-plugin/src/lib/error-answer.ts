import type { IncomingMessage, ServerResponse } from "node:http";
import { COMMON_MESSAGES } from "@platform/domain";
import { answerError } from "./body-limits";

type Next = (error?: unknown) => void;

/** The message a status stands for, when nobody named a better one. */
const KEY_BY_STATUS: Record<number, string> = {
  400: COMMON_MESSAGES.badRequest,
  401: COMMON_MESSAGES.unauthorized,
  403: COMMON_MESSAGES.forbidden,
  404: COMMON_MESSAGES.notFound,
  413: COMMON_MESSAGES.payloadTooLarge,
};

/** The client's fault (4xx) when the error says so, otherwise the server's (500). */
function statusOf(error: unknown): number {
  const e = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const status = Number(e.status ?? e.statusCode);
  return Number.isInteger(status) && status >= 400 && status < 500 ? status : 500;
}

/**
 * The express app's last error handler. Express's own (finalhandler) answers an HTML page with
 * the stack trace and absolute file paths whenever NODE_ENV is not "production" — e.g. for a
 * malformed JSON body on a route without Medusa's error handler (/hooks/*), or an undecodable URL.
 * Here every such error is JSON in the caller's language, in every mode; the server's own
 * failures are logged (scrubbed) for the operator.
 */
export function errorAnswer() {
  return (error: unknown, req: IncomingMessage, res: ServerResponse, next: Next): void => {
    // Too late for an answer of our own: express then only ends the connection.
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = statusOf(error);
    if (status === 500) console.error(`[http] ${req.method} ${(req.url ?? "").split("?")[0]} failed:`, error);
    answerError(
      req,
      res,
      status,
      KEY_BY_STATUS[status] ?? (status < 500 ? COMMON_MESSAGES.badRequest : COMMON_MESSAGES.somethingWentWrong),
    );
  };
}

/**
 * A path that does not URL-decode (`/store/products/%ZZ`) is a 400 before any router: Medusa's
 * answers the router's URIError with a 500.
 */
export function undecodablePaths() {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const path = (req.url ?? "/").split("?")[0] as string;
    try {
      decodeURIComponent(path);
    } catch {
      answerError(req, res, 400, COMMON_MESSAGES.badRequest);
      return;
    }
    next();
  };
}

/** What no route answered (any method on any backend path): a JSON 404, not express's HTML page. */
export function notFoundAnswer() {
  return (req: IncomingMessage, res: ServerResponse): void => answerError(req, res, 404, COMMON_MESSAGES.notFound);
}
