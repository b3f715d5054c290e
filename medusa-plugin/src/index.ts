// Medusa loads this package's models, migrations, services, api, subscribers and loaders from dist/ by folder.

export { bodyLimitGuard } from "./lib/body-limits";
export { type ScopedContainer, trpcFastPath } from "./trpc/fast-path";
export type { AppRouter } from "./trpc/router";
export { appRouter } from "./trpc/router";
