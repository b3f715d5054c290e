import { createFileRoute, redirect } from "@tanstack/react-router";
import { AppShell } from "../components/app-shell";
import { FullScreenSpinner } from "../components/full-screen-spinner";
import { ServerErrorPage } from "../components/server-error-page";
import { clearToken, getToken } from "../lib/session";
import { apiErrorData } from "../lib/trpc";

// The main authenticated area: guarded here; its screens are split into chunks loaded on demand.
export const Route = createFileRoute("/a")({
  beforeLoad: async ({ context, location }) => {
    if (!getToken()) throw redirect({ to: "/login", search: { redirect: location.href } });
    try {
      const me = await context.utils.session.me.ensureData();
      return { me };
    } catch (error) {
      if (apiErrorData(error)?.code === "UNAUTHORIZED") {
        clearToken();
        context.queryClient.clear();
        throw redirect({ to: "/login", search: { redirect: location.href } });
      }
      throw error;
    }
  },
  component: AppShell,
  pendingComponent: FullScreenSpinner,
  errorComponent: ServerErrorPage,
});
