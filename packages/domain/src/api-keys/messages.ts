export const API_KEY_MESSAGES = {
  scopesRequired: "settings:apiKeys.errors.scopesRequired",
  expiryInPast: "settings:apiKeys.errors.expiryInPast",
  tooMany: "settings:apiKeys.errors.tooMany",
  createFailed: "settings:apiKeys.errors.createFailed",
  invalidKey: "settings:apiKeys.errors.invalidKey",
  missingScope: "settings:apiKeys.errors.missingScope",
  rateLimited: "settings:apiKeys.errors.rateLimited",
  idempotencyKeyRequired: "settings:apiKeys.errors.idempotencyKeyRequired",
  idempotencyKeyReused: "settings:apiKeys.errors.idempotencyKeyReused",
  idempotencyKeyInFlight: "settings:apiKeys.errors.idempotencyKeyInFlight",
} as const;
