/** The key's visible prefix: it names the platform and the key's id, and is shown in the list. */
export const API_KEY_PREFIX = "plat_";
/** At most this many keys per organisation that are not revoked (a bound on what one admin may create). */
export const API_KEY_MAX_ACTIVE = 20;
/** Requests per key per window (REST API rate limit). */
export const API_RATE_LIMIT = { requests: 120, windowSeconds: 60 } as const;
/** Orders per page of `GET /api/v1/orders`: the default and the most. */
export const API_PAGE_SIZE = { default: 50, max: 100 } as const;
/** How long an Idempotency-Key's answer is replayed. */
export const IDEMPOTENCY_TTL_HOURS = 24;
