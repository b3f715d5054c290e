import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { FullScreenSpinner } from "./components/full-screen-spinner";
import { NotFoundRedirect } from "./components/not-found-redirect";
import type { QueryUtils } from "./lib/trpc";
import { routeTree } from "./routeTree.gen";

export type RouterContext = { queryClient: QueryClient; utils: QueryUtils };

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    defaultPendingComponent: FullScreenSpinner,
    defaultErrorComponent: NotFoundRedirect,
    defaultNotFoundComponent: NotFoundRedirect,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
