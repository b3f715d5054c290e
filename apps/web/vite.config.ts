import path from "node:path";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const backend = process.env.BACKEND_URL || "http://localhost:9000";

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // Every route's component is a lazy chunk, except the sign-in page's: a first visit lands
      // there, and one file compresses better than a dozen small ones (docs/web.md,
      // "The first visit").
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === "/login" ? [] : undefined) },
    }),
    react(),
  ],
  resolve: {
    alias: [
      // The web app compiles the shared domain package from source (ESM), the plugin uses its
      // CommonJS build. `/plain` is its zod-free part, what the first visit imports.
      { find: /^@platform\/domain$/, replacement: path.resolve(__dirname, "../../packages/domain/src/index.ts") },
      {
        find: /^@platform\/domain\/plain$/,
        replacement: path.resolve(__dirname, "../../packages/domain/src/plain.ts"),
      },
      { find: "@locales", replacement: path.resolve(__dirname, "../../locales") },
      // TanStack Store reads the router's state through the shim for React < 18; React 18 has
      // useSyncExternalStore itself, so the entry does without the shim's fallback (~0.7 KB gzip).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: "use-sync-external-store/with-selector.js",
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      "/store": backend,
      "/admin": backend,
      "/app": backend,
      "/health": backend,
      "/uploads": backend,
      "/api": backend,
    },
  },
  build: {
    sourcemap: true,
    // Terser packs the entry ~3 % smaller than esbuild: the first visit's budget is 100 KB gzip.
    minify: "terser",
    terserOptions: { compress: { passes: 2 } },
    // Lazy chunks' dependencies are preloaded when the chunk is imported, never up front; every
    // browser we support has modulepreload, so the polyfill is not shipped.
    //
    // Which chunks a lazy import preloads beside it is a table in the chunk that imports it; the
    // entry's listed every screen's dependencies (~1.5 KB gzip on the first visit's budget). The
    // entry keeps it for the way from sign-in to a dashboard (the API runtime, the app shell, the
    // dashboards, the toaster); another screen's chunk fetches its own imports when it arrives
    // (one more round trip, the first time). Lazy chunks keep their whole tables.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostId, hostType }) =>
        hostType === "html" ||
        !/^assets\/entry-[\w-]{8}\.js$/.test(hostId) ||
        /(^|\/)(api-provider|a|_role|toaster)-[\w-]{8}\.js$/.test(filename)
          ? deps
          : [],
    },
    rollupOptions: {
      // Named apart from the screens' `index-…` chunks, so the preload rule above can tell it.
      output: { entryFileNames: "assets/entry-[hash].js" },
      // Tremor's index re-exports every component (charts included) without declaring itself
      // side-effect free, and the domain package's schemas are top-level zod calls Rollup cannot
      // prove pure; saying so lets Rollup drop what a screen does not use.
      treeshake: {
        moduleSideEffects: (id) =>
          !/node_modules[\\/](@tremor[\\/]react|recharts)[\\/]|packages[\\/]domain[\\/]src[\\/]/.test(id),
      },
    },
  },
});
