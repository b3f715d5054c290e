import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// The global setup starts a fresh database, a real SMTP sink and the built app on this port.
const port = Number(process.env.E2E_PORT || 9310);
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
process.env.E2E_MAIL_DIR ||= path.join(os.tmpdir(), `platform-e2e-mail-${port}`);
// The backend's output (its access log), so a failing spec can say what the server was asked.
process.env.E2E_BACKEND_LOG ||= path.join(os.tmpdir(), `platform-e2e-backend-${port}.log`);

export default defineConfig({
  testDir: "./specs",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: false,
  // One worker: the specs share the demo logins, and signing out ends every token of the account
  // (issue 33), so a sign-out in one spec would end another spec's session running beside it.
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: "en-GB",
    // DOM snapshots and network in the trace, no screencast: its frames cost CPU on every test
    // and the failure's own screenshot shows the end state.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true },
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium, never a downloaded browser.
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
