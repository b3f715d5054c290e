import { z } from "zod";
import { LANGUAGES } from "../shared/constants";
import { confirmation, newPassword, requiredPassword, withConfirmedPassword } from "../shared/schemas";

export const personalSettingsSchema = z.object({
  orderChatEmail: z.boolean(),
  productRequestChatEmail: z.boolean(),
  language: z.enum(LANGUAGES),
});
export type PersonalSettingsInput = z.infer<typeof personalSettingsSchema>;

export const changePasswordSchema = withConfirmedPassword(
  { currentPassword: requiredPassword, newPassword, confirmPassword: confirmation },
  "newPassword",
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
