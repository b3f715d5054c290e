import { lazyRouteComponent } from "@tanstack/react-router";

// The not-found page is a chunk of its own: the first visit's entry need not carry it (docs/web.md,
// "The first visit"). Should it fail to load, the app's error boundary offers the reload.
export const NotFoundRedirect = lazyRouteComponent(() => import("./not-found-redirect"), "NotFoundRedirect");
