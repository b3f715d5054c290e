import path from "node:path";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const backend = process.env.BACKEND_URL || "http://localhost:9000";

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
  resolve: {
    alias: {
      // The web app compiles the shared domain package from source (ESM), the plugin uses its CommonJS build.
      "@platform/domain": path.resolve(__dirname, "../../packages/domain/src/index.ts"),
      "@locales": path.resolve(__dirname, "../../locales"),
    },
  },
  server: {
    port: 5173,
    proxy: { "/store": backend, "/admin": backend, "/app": backend, "/health": backend, "/uploads": backend },
  },
  build: {
    sourcemap: true,
    rollupOptions: {
      // Tremor's index re-exports every component (charts included) without declaring itself
      // side-effect free; saying so lets Rollup drop what a screen does not use.
      treeshake: { moduleSideEffects: (id) => !/node_modules[\\/](@tremor[\\/]react|recharts)[\\/]/.test(id) },
    },
  },
});
