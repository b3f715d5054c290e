// Medusa loads this package's models, migrations, services, api, subscribers and loaders from dist/ by folder.

export { crossSiteGuard } from "./api/cross-site";
export { signInGate } from "./api/password-rate-limit";
export { bodyLimitGuard } from "./lib/body-limits";
export { applyTrustProxy } from "./lib/client-address";
export { errorAnswer, notFoundAnswer, undecodablePaths } from "./lib/error-answer";
export { installMedusaErrorStatuses } from "./lib/medusa-errors";
export { reusingPasswordHashes } from "./lib/password-hash";
export { storeTokenGuard } from "./modules/accounts";
export { type ScopedContainer, trpcFastPath } from "./trpc/adapter/fast-path";
export type { AppRouter } from "./trpc/router";
export { appRouter } from "./trpc/router";
