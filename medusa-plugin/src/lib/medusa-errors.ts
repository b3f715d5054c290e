// Medusa v1's own routes answer 500 ("An unknown error occurred.") for several kinds of bad
// requests: a cart or shipping lookup with an unknown id (its repository then runs `IN ()`), a
// batch or address route whose body lacks a field its code reads, a value a column cannot take,
// and every route of a module that is not installed (inventory, stock locations, reservations).
// Those are the caller's mistakes, so they are mapped HERE, in one place, to the status a client
// can act on; everything else goes on to Medusa's own error handler unchanged.
import type { NextFunction, Request, Response } from "express";
import { pickLanguage, translate } from "./i18n";
import { log, serializeError } from "./log";

export type MappedError = { status: number; type: string; code: string; messageKey: string };

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  query?: unknown;
};

const MEDUSA_CORE = /[\\/]@medusajs[\\/]medusa[\\/]dist[\\/]/;

/** The first stack frame ("    at …") of an error: where it was thrown. */
function thrownAt(error: ErrorLike): string {
  const stack = typeof error.stack === "string" ? error.stack : "";
  return stack.split("\n").find((line) => line.trimStart().startsWith("at ")) ?? "";
}

/** The status Medusa should have answered for an error of its core, or null to leave it to Medusa. */
export function mapMedusaError(raw: unknown): MappedError | null {
  if (!raw || typeof raw !== "object") return null;
  const error = raw as ErrorLike;
  const message = typeof error.message === "string" ? error.message : "";
  // Medusa refuses routes of a module that is not installed with a plain Error (a 500). The
  // platform keeps locations and stock itself (docs/decisions.md, "Medusa under the plugin").
  if (thrownAt(error).includes("check-registered-modules") && / not enabled/.test(message))
    return {
      status: 404,
      type: "not_found",
      code: "feature_not_enabled",
      messageKey: "common:errors.moduleNotEnabled",
    };
  if (error.name === "QueryFailedError") {
    // Medusa's repositories load relations with `WHERE id IN (:...ids)`: with no row found the
    // list is empty and PostgreSQL refuses the syntax. Nothing was found: 404.
    if (error.code === "42601" && typeof error.query === "string" && /\bIN \(\s*\)/i.test(error.query))
      return { status: 404, type: "not_found", code: "invalid_request_error", messageKey: "common:errors.notFound" };
    // SQLSTATE class 22 (data exception): a value the column cannot take (too long, out of range,
    // not a number or date). The caller sent it.
    if (typeof error.code === "string" && error.code.startsWith("22"))
      return { status: 400, type: "invalid_data", code: "invalid_request_error", messageKey: "common:errors.invalid" };
  }
  // Medusa's validators pass a body that lacks a nested field some routes then read (customer
  // group batches without `customer_ids`, an address without `address`): its own code throws a
  // TypeError on the missing input. Only Medusa's core: a TypeError in the plugin is our bug (500).
  if (raw instanceof TypeError && MEDUSA_CORE.test(thrownAt(error)))
    return {
      status: 400,
      type: "invalid_data",
      code: "invalid_request_error",
      messageKey: "common:errors.missingData",
    };
  return null;
}

type ErrorHandler = (error: unknown, req: Request, res: Response, next: NextFunction) => void;

/** Answers mapped errors in the request's language; hands the rest to `fallback` (Medusa's handler). */
export function medusaErrorHandler(fallback: ErrorHandler): ErrorHandler {
  return (error, req, res, next) => {
    const mapped = mapMedusaError(error);
    if (!mapped || res.headersSent) return fallback(error, req, res, next);
    // Kept in the log (Medusa's handler would have logged it): a mapping must not hide a bug.
    log.warn({ err: serializeError(error as Error), status: mapped.status }, `Medusa error answered ${mapped.status}`);
    const language = pickLanguage(req.headers["x-locale"] as string | undefined, req.headers["accept-language"]);
    res
      .status(mapped.status)
      .json({ type: mapped.type, code: mapped.code, message: translate(language, mapped.messageKey) });
  };
}

let installed = false;

/**
 * Puts the mapping in front of Medusa's error handler for every route: Medusa's core router and
 * the file-based routers (plugins') all build their handler from this module's default export
 * when they are loaded. Call it before Medusa's loaders.
 */
export function installMedusaErrorStatuses(): void {
  if (installed) return;
  installed = true;
  const module = require("@medusajs/medusa/dist/api/middlewares/error-handler") as { default: () => ErrorHandler };
  const medusaFactory = module.default;
  module.default = () => medusaErrorHandler(medusaFactory());
}
