/** A secret's visible prefix, as the Standard Webhooks libraries expect it. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";
/** At most this many endpoints per organisation. */
export const WEBHOOK_MAX_ENDPOINTS = 10;
/**
 * Seconds after the first attempt's failure before each retry: 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 14 h — eight attempts over about 31.5 hours (more than a day).
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 50400] as const;
/** An endpoint whose deliveries have all failed for this long is paused (and its admins told). */
export const WEBHOOK_PAUSE_AFTER_HOURS = 24;
/** How much of an answer's body the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 4096;
/** An attempt that has no answer after this long fails. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Days an event, its deliveries and their attempts are kept once no delivery of it waits (the delivery log's reach). */
export const WEBHOOK_RETENTION_DAYS = 30;
