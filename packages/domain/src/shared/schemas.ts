import { z } from "zod";
import { AUTH_MESSAGES } from "../auth/messages";
import { isCalendarDay } from "./calendar";
import { PASSWORD_MIN_LENGTH } from "./constants";
import { COMMON_MESSAGES } from "./messages";

export { isCalendarDay };

export const email = z.string().trim().toLowerCase().email({ message: AUTH_MESSAGES.invalidEmail }).max(254);
export const requiredText = z.string().trim().min(1, { message: COMMON_MESSAGES.required }).max(200);
export const requiredPassword = z.string().min(1, { message: AUTH_MESSAGES.passwordRequired });
export const newPassword = requiredPassword.pipe(
  z.string().min(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.passwordTooShort }).max(200),
);
export const confirmation = z.string().min(1, { message: AUTH_MESSAGES.confirmRequired });
/** PostgreSQL's integer: sequence numbers and cursors above it cannot exist (and would fail the query). */
export const SEQUENCE_MAX = 2_147_483_647;
export const sequenceNumber = z.number().int().nonnegative().max(SEQUENCE_MAX);
/** A calendar day as forms and URLs send it (`YYYY-MM-DD`), one that exists; `message` names the field's error. */
export function calendarDay(message: string = COMMON_MESSAGES.invalid) {
  return z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message })
    .refine(isCalendarDay, { message });
}

/** An entity id as Medusa generates them (prefix_ULID); anything else cannot exist. */
export const entityId = z.string().trim().min(1).max(64);

/**
 * An object schema whose `confirmPassword` must repeat `field`. The comparison is a separate
 * branch of an intersection, so "Passwords do not match." shows at once, together with the
 * other fields' errors (an object refinement would wait until every other field is valid).
 */
export function withConfirmedPassword<Shape extends z.ZodRawShape, K extends keyof Shape & string>(
  shape: Shape,
  field: K,
) {
  const match = z
    .object({ [field]: z.unknown(), confirmPassword: z.unknown() } as Record<K | "confirmPassword", z.ZodUnknown>)
    .superRefine((value, ctx) => {
      const confirm = (value as Record<string, unknown>).confirmPassword;
      if (typeof confirm === "string" && confirm !== "" && (value as Record<string, unknown>)[field] !== confirm) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["confirmPassword"],
          message: AUTH_MESSAGES.passwordsMismatch,
        });
      }
    });
  return z.object(shape).and(match);
}

export const pageSchema = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(5).max(100).default(20),
};
