import { AUTH_MESSAGES, changePasswordSchema, SETTINGS_MESSAGES } from "@platform/domain";
import { TRPCError } from "@trpc/server";
import { DomainError } from "../../../lib/domain-error";
import { passwordRateLimit, RateLimitedError } from "../../../lib/rate-limit";
import { memberProcedure } from "../../../trpc/trpc";
import { signStoreToken, storeTokenKey } from "../store-tokens";

export const changePassword = memberProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
  // Guessing the current password is limited like signing in.
  const attempt = await passwordRateLimit().attempt(`customer:${ctx.customerId}`, ctx.clientAddress);
  if (attempt.retryAfter !== null) {
    throw new TRPCError({
      code: "TOO_MANY_REQUESTS",
      message: AUTH_MESSAGES.tooManyAttempts,
      cause: new RateLimitedError(attempt.retryAfter),
    });
  }
  let version: number;
  try {
    version = await ctx.services.accountsSettings.changePassword(ctx.customerId, input);
  } catch (error) {
    if (error instanceof DomainError && error.i18nKey === SETTINGS_MESSAGES.wrongCurrentPassword) attempt.failed();
    else attempt.settled(false);
    throw error;
  }
  attempt.settled(true);
  // Every earlier token is dead, this tab's too: it continues with a fresh one.
  return { changed: true, token: signStoreToken(storeTokenKey(ctx.container), ctx.customerId, version) };
});
