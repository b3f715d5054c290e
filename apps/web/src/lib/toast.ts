import type { ReactNode } from "react";
import type { ExternalToast, toast as sonnerToast } from "sonner";

// sonner (~10 KB gzip) is loaded on the first toast, not on the sign-in page. The host in main.tsx
// (components/toaster-host.tsx) mounts the Toaster when one is wanted; a toast is shown only once
// the Toaster is mounted, so none is lost while the chunk loads.
type Sonner = typeof sonnerToast;

let wanted = false;
const listeners = new Set<() => void>();
let markReady: (toast: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => {
  markReady = resolve;
});

/** Asks the host to load and mount the Toaster (idempotent). */
export function prepareToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/**
 * Prepares the Toaster at the user's first press or key (a toast follows an action), not while a
 * screen loads: the dashboard after sign-in shows without sonner's ~9 KB. Returns the cleanup.
 */
export function prepareToastsOnFirstInput(): () => void {
  const events = ["pointerdown", "keydown"] as const;
  const prepare = () => {
    for (const event of events) window.removeEventListener(event, prepare, true);
    prepareToasts();
  };
  for (const event of events) window.addEventListener(event, prepare, true);
  return () => {
    for (const event of events) window.removeEventListener(event, prepare, true);
  };
}

/** For the host: whether a Toaster is wanted, and when that changes. */
export const toasterStore = {
  wanted: () => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the mounted Toaster. */
  mounted: (toast: Sonner) => markReady(toast),
};

function show(kind: "success" | "error", message: ReactNode, options?: ExternalToast): void {
  prepareToasts();
  void ready.then((toast) => toast[kind](message, options));
}

/** The app's toasts (bottom-right, 4 s, 3 visible: spec §9), same calls as sonner's. */
export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show("success", message, options),
  error: (message: ReactNode, options?: ExternalToast) => show("error", message, options),
};
