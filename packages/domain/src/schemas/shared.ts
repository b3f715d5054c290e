import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../constants";
import { AUTH_MESSAGES, COMMON_MESSAGES } from "../errors";

export const email = z.string().trim().toLowerCase().email({ message: AUTH_MESSAGES.invalidEmail }).max(254);
export const requiredText = z.string().trim().min(1, { message: COMMON_MESSAGES.required }).max(200);
export const requiredPassword = z.string().min(1, { message: AUTH_MESSAGES.passwordRequired });
export const newPassword = requiredPassword.pipe(
  z.string().min(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.passwordTooShort }).max(200),
);
export const confirmation = z.string().min(1, { message: AUTH_MESSAGES.confirmRequired });
/** An entity id as Medusa generates them (prefix_ULID); anything else cannot exist. */
export const entityId = z.string().trim().min(1).max(64);

export function passwordsMatch<T extends { confirmPassword: string }>(field: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value.confirmPassword && value[field] !== value.confirmPassword) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["confirmPassword"],
        message: AUTH_MESSAGES.passwordsMismatch,
      });
    }
  };
}

export const pageSchema = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(5).max(100).default(20),
};
