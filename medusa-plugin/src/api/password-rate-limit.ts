import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { AUTH_MESSAGES, COMMON_MESSAGES } from "@platform/domain";
import { pickLanguage, translate } from "../lib/i18n";
import { inputProblem } from "../lib/input-hygiene";
import { normaliseAccount, passwordRateLimit } from "../lib/rate-limit";

/**
 * Medusa's password sign-ins (store token and session, admin token and session): a wrong password
 * is a 401, which stays counted against the email and the client's address; too many are a 429
 * with Retry-After. req.ip honours the first X-Forwarded-For hop (Medusa trusts one proxy).
 */
export async function limitPasswordSignIn(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
): Promise<void> {
  try {
    const locale = pickLanguage(req.headers["x-locale"] as string | undefined, req.headers["accept-language"]);
    // NUL would reach PostgreSQL (a 500): refuse it like the tRPC API does.
    if (inputProblem(req.body)) {
      res.status(400).json({ type: "invalid_data", message: translate(locale, COMMON_MESSAGES.invalidCharacters) });
      return;
    }
    const account = normaliseAccount((req.body as { email?: unknown } | undefined)?.email);
    const attempt = await passwordRateLimit().attempt(account, req.ip ?? "unknown");
    if (attempt.retryAfter !== null) {
      res.setHeader("Retry-After", String(attempt.retryAfter));
      res.status(429).json({ type: "too_many_requests", message: translate(locale, AUTH_MESSAGES.tooManyAttempts) });
      return;
    }
    res.on("finish", () => {
      if (res.statusCode === 401) attempt.failed();
      else attempt.settled(res.statusCode < 300);
    });
    res.on("close", () => attempt.settled(false));
    next();
  } catch (error) {
    next(error);
  }
}
