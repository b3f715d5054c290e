export const WEBHOOK_MESSAGES = {
  eventTypesRequired: "settings:webhooks.errors.eventTypesRequired",
  urlInvalid: "settings:webhooks.errors.urlInvalid",
  urlNotHttps: "settings:webhooks.errors.urlNotHttps",
  urlPrivate: "settings:webhooks.errors.urlPrivate",
  urlUnresolvable: "settings:webhooks.errors.urlUnresolvable",
  tooMany: "settings:webhooks.errors.tooMany",
  notFound: "settings:webhooks.errors.notFound",
  createFailed: "settings:webhooks.errors.createFailed",
  disabled: "settings:webhooks.errors.disabled",
} as const;
