import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { AppErrorBoundary } from "./components/app-error-boundary";
import { FullScreenSpinner } from "./components/full-screen-spinner";
import { ToasterHost } from "./components/toaster-host";
import "./lib/i18n";
import { createAppRouter } from "./router";
import "./styles/index.css";

// The entry holds what the sign-in page needs; the API runtime (tRPC, React Query), sonner and the
// app area are lazy chunks (docs/web.md, "The first visit").
const router = createAppRouter();

// Sentry only when the backend configured it (docs/operations.md, "Error reporting").
const sentry = document.querySelector<HTMLMetaElement>('meta[name="sentry"]')?.content;
if (sentry) void import("./lib/sentry").then(({ startSentry }) => startSentry(JSON.parse(sentry)));

const root = document.getElementById("root");
if (!root) throw new Error("#root missing");

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <Suspense fallback={<FullScreenSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
      <ToasterHost />
    </AppErrorBoundary>
  </StrictMode>,
);
