// Reads top to bottom: context → init → procedure builders.

import type { AccessName, MemberRole } from "@platform/domain";
import { COMMON_MESSAGES, DASHBOARD_PATH, fieldErrorsOf, type Language, mayAccess } from "@platform/domain";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { runAsActor } from "../lib/audit-actor";
import { config } from "../lib/config";
import { DomainError } from "../lib/domain-error";
import { TRANSLATION_KEY, translate } from "../lib/i18n";
import { inputProblem } from "../lib/input-hygiene";
import { transformer } from "./adapter/transformer";

// ── Context ────────────────────────────────────────────────────────────────────
// Medusa's types stay out of the context type (`Services` is filled by trpc/services.ts), so the web app's type check stays light.

export type ServiceContainer = { resolve<T = unknown>(name: string): T };

/**
 * `ctx.services.<module>`: every service a procedure may use. trpc/services.ts declares the keys
 * (it augments this interface) and resolves them, so the builders here depend on no module and a
 * module may export its router from its index.ts without an import circle.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by trpc/services.ts (module augmentation).
export interface Services {}

export type Context = {
  container: ServiceContainer;
  /** Resolved lazily from the request's container (trpc/services.ts): a procedure pays only for what it touches. */
  services: Services;
  /** From Medusa's own customer authentication (bearer token or session). */
  customerId: string | null;
  locale: Language;
  /** The client's address (the socket's, or X-Forwarded-For's from a TRUST_PROXY proxy), for rate limits. */
  clientAddress: string;
};

export type Meta = {
  /** Procedures a disabled organisation's members may still call (invoices only). */
  allowDisabled?: boolean;
  /**
   * What the caller reads when the procedure fails for a reason that is not theirs (a translation
   * key, e.g. the spec's "Failed to create claim."). Without it: "Something went wrong."
   */
  failureMessage?: string;
};

// ── Init ───────────────────────────────────────────────────────────────────────

const DEFAULT_KEY_BY_CODE: Partial<Record<TRPCError["code"], string>> = {
  UNAUTHORIZED: COMMON_MESSAGES.unauthorized,
  FORBIDDEN: COMMON_MESSAGES.forbidden,
  NOT_FOUND: COMMON_MESSAGES.notFound,
  BAD_REQUEST: COMMON_MESSAGES.badRequest,
  INTERNAL_SERVER_ERROR: COMMON_MESSAGES.somethingWentWrong,
};

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // superjson on the wire, written faster for plain answers (transformer.ts).
    transformer,
    // Subscriptions (chats) over server-sent events: a ping keeps proxies from closing an idle
    // stream, and the client reconnects (resuming from the last event id) when pings stop. A
    // stream also ends after a while, so long-lived connections spread again over the instances.
    sse: {
      maxDurationMs: config.sseMaxDurationMs(),
      ping: { enabled: true, intervalMs: 15_000 },
      client: { reconnectAfterInactivityMs: 40_000 },
    },
    isDev: config.isDevelopment(),
    errorFormatter({ shape, error, ctx }) {
      const locale = ctx?.locale ?? "en";
      const cause = error.cause;
      const fieldErrors =
        cause instanceof ZodError
          ? fieldErrorsOf(cause)
          : cause instanceof DomainError && cause.field
            ? { [cause.field]: [cause.i18nKey] }
            : undefined;
      const i18nKey = TRANSLATION_KEY.test(error.message)
        ? error.message
        : (DEFAULT_KEY_BY_CODE[error.code] ?? COMMON_MESSAGES.somethingWentWrong);
      // Internal messages never reach the client; keys are translated for the caller.
      const message = translate(locale, i18nKey);
      return {
        ...shape,
        message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          i18nKey,
          // No stack, in any mode: it names the server's files (the log has it).
          fieldErrors: fieldErrors ?? null,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

// ── Procedure builders ─────────────────────────────────────────────────────────

/** Turns service-level DomainErrors into tRPC errors that carry their translation key. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.i18nKey, cause });
  }
  return result;
});

/** Input no schema should have to think of (NUL, lone surrogates, deep nesting) is a 400 before anything runs. */
const inputHygiene = t.middleware(async ({ getRawInput, next }) => {
  const problem = inputProblem(await getRawInput());
  if (problem === "characters")
    throw new TRPCError({ code: "BAD_REQUEST", message: COMMON_MESSAGES.invalidCharacters });
  if (problem) throw new TRPCError({ code: "BAD_REQUEST" });
  return next();
});

/** A failure that is not a DomainError reads as the procedure's own failure message (meta). */
const failureMessages = t.middleware(async ({ meta, next }) => {
  const result = await next();
  if (
    !result.ok &&
    meta?.failureMessage &&
    result.error.code === "INTERNAL_SERVER_ERROR" &&
    !(result.error.cause instanceof DomainError)
  ) {
    throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: meta.failureMessage, cause: result.error.cause });
  }
  return result;
});

/** The audit log names the signed-in person as who acted in everything the procedure changes (modules/audit). */
const auditActor = t.middleware(({ ctx, next }) =>
  ctx.customerId ? runAsActor(ctx.customerId, () => next()) : next(),
);

export const publicProcedure = t.procedure.use(auditActor).use(failureMessages).use(domainErrors).use(inputHygiene);

export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.customerId) throw new TRPCError({ code: "UNAUTHORIZED" });
  return next({ ctx: { ...ctx, customerId: ctx.customerId } });
});

/** The caller's organisation comes from their membership, never from the input. */
export const memberProcedure = authedProcedure.use(async ({ ctx, meta, next }) => {
  const membership = await ctx.services.organisations.membershipOf(ctx.customerId);
  if (!membership) throw new TRPCError({ code: "FORBIDDEN" });
  if (membership.role === "disabled_customer" && !meta?.allowDisabled) throw new TRPCError({ code: "FORBIDDEN" });
  return next({
    ctx: {
      ...ctx,
      organisationId: membership.organisation.id,
      organisation: membership.organisation,
      member: membership.member,
      role: membership.role,
    },
  });
});

/**
 * Who may call it comes from the access table in packages/domain (ACCESS), the same table that
 * draws the sidebar and guards the routes: `accessProcedure("orders")`.
 */
export function accessProcedure(name: AccessName) {
  return memberProcedure.use(async ({ ctx, next }) => {
    if (!mayAccess(name, ctx.role, ctx.member.role as MemberRole)) throw new TRPCError({ code: "FORBIDDEN" });
    return next();
  });
}

export { DASHBOARD_PATH };
