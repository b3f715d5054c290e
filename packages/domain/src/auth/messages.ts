// Translation keys ("namespace:key") for every user-facing message of spec §5 and §8.
// Schemas and the server speak in these keys; the UI and mails translate them.

export const AUTH_MESSAGES = {
  invalidEmail: "auth:errors.invalidEmail",
  passwordRequired: "auth:errors.passwordRequired",
  passwordTooShort: "auth:errors.passwordTooShort",
  confirmRequired: "auth:errors.confirmRequired",
  passwordsMismatch: "auth:errors.passwordsMismatch",
  badCredentials: "auth:errors.badCredentials",
  checkInput: "auth:errors.checkInput",
  loginFailed: "auth:errors.loginFailed",
  missingScopes: "auth:errors.missingScopes",
  required: "common:errors.required",
  emailTaken: "auth:errors.emailTaken",
  resetFailed: "auth:errors.resetFailed",
  tooManyAttempts: "auth:errors.tooManyAttempts",
} as const;
