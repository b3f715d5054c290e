import { TOAST_OPTIONS } from "@platform/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "sonner";
import { AppErrorBoundary } from "./components/app-error-boundary";
import { FullScreenSpinner } from "./components/full-screen-spinner";
import "./lib/i18n";
import { createQueryClient, createQueryUtils, trpc, trpcClient } from "./lib/trpc";
import { createAppRouter } from "./router";
import "./styles/index.css";

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, utils: createQueryUtils(queryClient) });

const root = document.getElementById("root");
if (!root) throw new Error("#root missing");

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<FullScreenSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
          <Toaster
            position={TOAST_OPTIONS.position}
            duration={TOAST_OPTIONS.durationMs}
            visibleToasts={TOAST_OPTIONS.visibleToasts}
            richColors
            closeButton
          />
        </QueryClientProvider>
      </trpc.Provider>
    </AppErrorBoundary>
  </StrictMode>,
);
