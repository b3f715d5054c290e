import { z } from "zod";
import { LANGUAGES } from "../constants";
import { confirmation, newPassword, passwordsMatch, requiredPassword } from "./shared";

export const personalSettingsSchema = z.object({
  orderChatEmail: z.boolean(),
  productRequestChatEmail: z.boolean(),
  language: z.enum(LANGUAGES),
});
export type PersonalSettingsInput = z.infer<typeof personalSettingsSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: requiredPassword, newPassword, confirmPassword: confirmation })
  .superRefine(passwordsMatch("newPassword"));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
