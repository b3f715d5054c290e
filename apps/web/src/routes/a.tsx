import { createFileRoute, redirect } from "@tanstack/react-router";
import { useEffect } from "react";
import { ApiProvider } from "../components/api-provider";
import { AppShell } from "../components/app-shell";
import { FullScreenSpinner } from "../components/full-screen-spinner";
import { MainAreaError } from "../components/ui/area-error";
import { loadApi } from "../lib/api";
import { apiErrorData } from "../lib/api-errors";
import { setAccessTable } from "../lib/guards";
import { loadNamespacesFor } from "../lib/i18n";
import { clearToken, getToken } from "../lib/session";
import { prepareToastsOnFirstInput } from "../lib/toast";

// The main authenticated area: guarded here; its screens are split into chunks loaded on demand.
// The API runtime and the app's translations are loaded here, not on the sign-in page.
export const Route = createFileRoute("/a")({
  beforeLoad: async ({ location }) => {
    if (!getToken()) throw redirect({ to: "/login", search: { redirect: location.href } });
    const [{ queryClient, utils, mayAccess }] = await Promise.all([loadApi(), loadNamespacesFor(location.pathname)]);
    setAccessTable(mayAccess);
    try {
      const me = await utils.session.me.ensureData();
      return { me, queryClient, utils };
    } catch (error) {
      if (apiErrorData(error)?.code === "UNAUTHORIZED") {
        clearToken();
        queryClient.clear();
        throw redirect({ to: "/login", search: { redirect: location.href } });
      }
      throw error;
    }
  },
  component: AuthenticatedArea,
  pendingComponent: FullScreenSpinner,
  errorComponent: MainAreaError,
});

function AuthenticatedArea() {
  // Screens toast right after their first action: have the toaster ready by then.
  useEffect(() => prepareToastsOnFirstInput(), []);
  return (
    <ApiProvider>
      <AppShell />
    </ApiProvider>
  );
}
