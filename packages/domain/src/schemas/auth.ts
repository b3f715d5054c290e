import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../constants";
import { AUTH_MESSAGES } from "../errors";

const email = z.string().trim().toLowerCase().email({ message: AUTH_MESSAGES.invalidEmail });
const requiredPassword = z.string().min(1, { message: AUTH_MESSAGES.passwordRequired });
const newPassword = requiredPassword.pipe(
  z.string().min(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.passwordTooShort }),
);
const confirmation = z.string().min(1, { message: AUTH_MESSAGES.confirmRequired });
const requiredText = z.string().trim().min(1, { message: AUTH_MESSAGES.required }).max(200);

function passwordsMatch<T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: AUTH_MESSAGES.passwordsMismatch });
  }
}

export const loginSchema = z.object({ email, password: requiredPassword });
export type LoginInput = z.infer<typeof loginSchema>;

export const signUpSchema = z
  .object({
    organisationName: requiredText,
    firstName: requiredText,
    lastName: requiredText,
    email,
    password: newPassword,
    confirmPassword: confirmation,
  })
  .superRefine(passwordsMatch);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const resetPasswordSchema = z
  .object({
    email,
    token: z.string().min(1, { message: AUTH_MESSAGES.required }),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .superRefine(passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
