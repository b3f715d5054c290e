import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { NotFoundRedirect } from "../components/lazy-not-found";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Any route error shows the not-found page with redirect (spec §2); /a has its own 500 page.
  errorComponent: NotFoundRedirect,
  notFoundComponent: NotFoundRedirect,
});
