import { type ErrorComponentProps, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { NotFoundRedirect } from "./lazy-not-found";

// The main area's error states (Tremor's Callout among them) stay out of the sign-in page's entry.
const AreaError = lazy(() => import("./ui/area-error").then((module) => ({ default: module.AreaError })));

/**
 * The router's default error component, for every route without its own: a screen of the main
 * area that fails keeps the shell around it (AreaError: not there, the 500 page, or "Unexpected
 * Application Error!"); outside the main area any route error is the not-found page with
 * redirect (spec §2).
 */
export function RouteError(props: ErrorComponentProps) {
  const inMainArea = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === "/a") });
  return inMainArea ? (
    <Suspense fallback={null}>
      <AreaError {...props} />
    </Suspense>
  ) : (
    <NotFoundRedirect />
  );
}
