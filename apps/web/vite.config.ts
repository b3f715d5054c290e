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
    alias: {
      // The web app compiles the shared domain package from source (ESM), the plugin uses its CommonJS build.
      "@platform/domain": path.resolve(__dirname, "../../packages/domain/src/index.ts"),
      "@locales": path.resolve(__dirname, "../../locales"),
    },
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
    // Terser packs the entry ~3 % smaller than esbuild: the first visit's budget is 120 KB gzip.
    minify: "terser",
    // Lazy chunks' dependencies are preloaded when the chunk is imported, never up front; every
    // browser we support has modulepreload, so the polyfill is not shipped.
    modulePreload: { polyfill: false },
    rollupOptions: {
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
