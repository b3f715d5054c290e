import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterStore } from "../lib/toast";

const Toaster = lazy(() => import("./toaster"));

/** Mounts sonner's Toaster once a toast is wanted (lib/toast.ts). */
export function ToasterHost() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
