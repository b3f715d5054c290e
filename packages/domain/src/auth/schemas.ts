import { z } from "zod";
import {
  confirmation,
  email,
  newPassword,
  requiredPassword,
  requiredText,
  withConfirmedPassword,
} from "../shared/schemas";
import { AUTH_MESSAGES } from "./messages";

export const loginSchema = z.object({ email, password: requiredPassword });
export type LoginInput = z.infer<typeof loginSchema>;

export const signUpSchema = withConfirmedPassword(
  {
    organisationName: requiredText,
    firstName: requiredText,
    lastName: requiredText,
    email,
    password: newPassword,
    confirmPassword: confirmation,
  },
  "password",
);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const resetPasswordSchema = withConfirmedPassword(
  {
    email,
    token: z.string().min(1, { message: AUTH_MESSAGES.required }),
    password: newPassword,
    confirmPassword: confirmation,
  },
  "password",
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
