import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient, createQueryUtils, trpc, trpcClient } from "../lib/trpc";

// The tRPC client, React Query and superjson live in this lazily loaded chunk (lib/api.ts loads
// it): the sign-in page does not need them.

/** The tab's one data cache, shared by every ApiProvider. */
export const queryClient = createQueryClient();
export const utils = createQueryUtils(queryClient);
/** The access table for the screens' guards (`lib/guards.ts`), kept out of the sign-in page's entry chunk. */
export { mayAccess } from "@platform/domain/plain";
export { trpcClient };

/** tRPC and React Query for the screens that call the API (the app area, sign-up, onboarding). */
export function ApiProvider({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
