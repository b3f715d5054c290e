// Translation keys ("namespace:key") for every user-facing message of spec §5 and §8.
// Schemas and the server speak in these keys; the UI and mails translate them.

const COMMON_REQUIRED = "common:errors.required";

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
  required: COMMON_REQUIRED,
  emailTaken: "auth:errors.emailTaken",
  resetFailed: "auth:errors.resetFailed",
} as const;

export const COMMON_MESSAGES = {
  somethingWentWrong: "common:errors.somethingWentWrong",
  unauthorized: "common:errors.unauthorized",
  forbidden: "common:errors.forbidden",
  notFound: "common:errors.notFound",
  badRequest: "common:errors.badRequest",
  invalid: "common:errors.invalid",
  required: "common:errors.required",
  crossSite: "common:errors.crossSite",
  appError: "common:errors.appError",
  settingsHint: "common:errors.settingsHint",
} as const;

/** Every message of spec §5 and §8 with its exact English wording, keyed by translation key. */
export const SPEC_MESSAGES: Record<string, string> = {
  [AUTH_MESSAGES.invalidEmail]: "This is not a valid email.",
  [AUTH_MESSAGES.confirmRequired]: "You must confirm your password",
  [AUTH_MESSAGES.passwordsMismatch]: "Passwords do not match.",
  [AUTH_MESSAGES.badCredentials]: "These credentials do not match our records.",
  [AUTH_MESSAGES.checkInput]: "Check your input and confirm all fields are correctly filled",
  [AUTH_MESSAGES.loginFailed]: "Error during login.",
  [AUTH_MESSAGES.missingScopes]: "Missing required scopes.",
  [COMMON_MESSAGES.somethingWentWrong]: "Something went wrong.",
  [COMMON_MESSAGES.appError]: "An error has occurred",
};
