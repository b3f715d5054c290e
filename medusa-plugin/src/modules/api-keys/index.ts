// The api-keys module's public surface: the service (services/api-key.ts re-exports it), the
// caller type the REST routes use; trpc/router.ts mounts router/ directly.
export { default as ApiKeyService } from "./service";
export type { ApiCaller, ApiKeyView } from "./types";
