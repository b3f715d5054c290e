// The api-keys module's public surface: the service (services/api-key.ts re-exports it), the
// caller type the REST routes use, and its router (trpc/router.ts mounts it as `apiKeys`).

export { apiKeysRouter } from "./router";
export { default as ApiKeyService } from "./service";
export type { ApiCaller, ApiKeyView } from "./types";
