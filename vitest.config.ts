import { defineConfig } from "vitest/config";

// Four projects:
//   unit        pure functions and files, no services (`npm run test:unit`)
//   integration ONE real backend (PostgreSQL, SMTP sink, Medusa Admin) for all *.integration.test.ts
//   redis       TWO backends sharing one database through Redis, for *.redis.test.ts
//   scale       the compose file's shape as processes (two API instances, a worker, nginx), for
//               *.scale.test.ts; the test starts and kills the backends itself
// DATABASE_URL, when set, names a PostgreSQL server to create throw-away databases on;
// otherwise each project starts an embedded PostgreSQL. Build first (`npx turbo run build`).
const ignored = [
  "**/node_modules/**",
  "**/dist/**",
  "apps/backend/lib/**",
  "**/build/**",
  "**/.data/**",
  "**/.cache/**",
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/**/src/**/*.test.ts",
            "medusa-plugin/src/**/*.test.ts",
            "apps/backend/src/**/*.test.ts",
            "apps/web/src/lib/*.test.ts",
            "locales/*.test.ts",
          ],
          exclude: [...ignored, "**/*.integration.test.ts", "**/*.redis.test.ts", "**/*.scale.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["**/*.integration.test.ts"],
          exclude: [...ignored, "e2e/**", "apps/web/**"],
          environment: "node",
          globalSetup: ["./packages/testing/src/vitest/integration-setup.ts"],
          // One backend for all files: run them one after another, in one worker.
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "redis",
          include: ["**/*.redis.test.ts"],
          exclude: [...ignored, "e2e/**", "apps/web/**"],
          environment: "node",
          globalSetup: ["./packages/testing/src/vitest/redis-setup.ts"],
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "scale",
          include: ["**/*.scale.test.ts"],
          exclude: [...ignored, "e2e/**", "apps/web/**"],
          environment: "node",
          globalSetup: ["./packages/testing/src/vitest/scale-setup.ts"],
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          // Three backends start in beforeAll and killed ones start again within a test: generous
          // limits for a busy machine (on an idle one the file takes about two minutes).
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
