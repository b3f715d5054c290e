// The API runtime (tRPC client, React Query, superjson) is a lazy chunk: a first visit to /login
// does not download it (docs/web.md, "The first visit").
type Api = typeof import("../components/api-provider");

let loading: Promise<Api> | null = null;
let loaded: Api | null = null;

/** The API runtime, loaded on first use. */
export function loadApi(): Promise<Api> {
  loading ??= import("../components/api-provider").then((api) => {
    loaded = api;
    return api;
  });
  return loading;
}

/** Forgets the cached data (sign-in, sign-out); before the API was loaded there is none. */
export function clearApiCache(): void {
  loaded?.queryClient.clear();
}
