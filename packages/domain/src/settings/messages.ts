export const SETTINGS_MESSAGES = {
  personalFailed: "settings:errors.personalFailed",
  wrongCurrentPassword: "settings:errors.wrongCurrentPassword",
} as const;
