import { createRouter } from "@tanstack/react-router";
import { FullScreenSpinner } from "./components/full-screen-spinner";
import { NotFoundRedirect } from "./components/lazy-not-found";
import { RouteError } from "./components/route-error";
import { routeTree } from "./routeTree.gen";

/** Nothing at the root: the app area's guard (routes/a.tsx) adds the API and the session. */
export type RouterContext = Record<never, never>;

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: {},
    defaultPreload: "intent",
    defaultPendingComponent: FullScreenSpinner,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundRedirect,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
