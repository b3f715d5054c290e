// Error reporting (spec §9) end to end: a backend started with SENTRY_DSN pointing at a local
// envelope sink reports a tRPC procedure's 5xx without personal data, and the SPA it serves
// loads Sentry, reports a client error and records a replay in which no text of the page is
// visible. Its own backend (same database): the suite's shared one runs without a DSN.
import {
  DEMO_PASSWORD,
  itemText,
  type RunningBackend,
  type SentrySink,
  shopifyEnv,
  signIn,
  sql,
  startBackend,
  startSentrySink,
  stripeEnv,
  TEST_SECRETS,
  trpcClient,
} from "@platform/testing";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";

const databaseUrl = inject("databaseUrl");
const EMAIL = "customer@demo.local";

let sink: SentrySink;
let backend: RunningBackend;

beforeAll(async () => {
  sink = await startSentrySink();
  backend = await startBackend({
    databaseUrl,
    readyTimeoutMs: 300_000,
    env: {
      ...shopifyEnv(inject("shopifyFakeUrl")),
      ...stripeEnv(inject("stripeFakeUrl")),
      NODE_ENV: "production",
      ...TEST_SECRETS,
      // The suite's backend seeded the database already.
      SEED_DEMO: "false",
      SENTRY_DSN: sink.dsn,
      SENTRY_ENVIRONMENT: "integration",
    },
  });
}, 320_000);

afterAll(async () => {
  await backend?.stop();
  await sink?.stop();
});

it("reports a tRPC procedure's 5xx with its environment and without request data or personal data", async () => {
  const token = await signIn(backend.url, EMAIL, DEMO_PASSWORD);
  // A table the procedure reads goes missing for a moment: a genuine server error.
  await sql(databaseUrl, "ALTER TABLE customer_setting RENAME TO customer_setting_sentry_test");
  try {
    await expect(trpcClient(backend.url, { token }).settings.personal.query()).rejects.toThrow();
  } finally {
    await sql(databaseUrl, "ALTER TABLE customer_setting_sentry_test RENAME TO customer_setting");
  }
  const item = await sink.waitFor(
    (candidate) => candidate.type === "event" && itemText(candidate).includes("settings.personal"),
  );
  const event = JSON.parse(itemText(item)) as Record<string, unknown> & {
    environment: string;
    tags?: Record<string, string>;
    request?: Record<string, unknown>;
  };
  expect(event.environment).toBe("integration");
  expect(event.tags?.trpc_path).toBe("settings.personal");
  expect(event.user).toBeUndefined();
  expect(event.request?.headers).toBeUndefined();
  expect(event.request?.cookies).toBeUndefined();
  expect(event.request?.data).toBeUndefined();
  const everything = sink.envelopes.flatMap((envelope) => envelope.items.map(itemText)).join("\n");
  expect(everything).not.toContain(token);
  expect(everything).not.toContain(EMAIL);
});

it("allows the DSN's origin in the CSP and gives the page the browser's DSN", async () => {
  const response = await fetch(`${backend.url}/login`, { headers: { accept: "text/html" } });
  expect(response.headers.get("content-security-policy")).toMatch(
    new RegExp(`connect-src 'self' ${sink.origin.replace(/\./g, "\\.")}`),
  );
  expect(await response.text()).toContain('<meta name="sentry"');
});

it("reports a client error from the SPA with a replay that shows no text, input or media of the page", async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    const cspViolations: string[] = [];
    page.on("console", (message) => {
      if (/content security policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto(`${backend.url}/login`);
    const heading = page.getByRole("heading", { name: "Sign in to your account" });
    await heading.waitFor();
    await page.getByLabel("Email").fill(EMAIL);
    // Sentry is loaded after the page: wait until it has hooked the window's errors.
    // A function, not a string: polling a string predicate evals it in the page, which its CSP refuses.
    await page.waitForFunction(() => Boolean((globalThis as { __SENTRY__?: unknown }).__SENTRY__));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("sentry-integration-client-error");
      }, 0);
    });
    await sink.waitFor((item) => item.type === "event" && itemText(item).includes("sentry-integration-client-error"));
    const recording = await sink.waitFor((item) => item.type === "replay_recording");
    // The replay holds the page (its DOM snapshot), with every text masked.
    expect(itemText(recording)).toContain('"type":2');
    const everything = sink.envelopes.flatMap((envelope) => envelope.items.map(itemText)).join("\n");
    for (const visible of [EMAIL, "Sign in to your account", "Forgot your password?", "Fulfilo"])
      expect(everything, visible).not.toContain(visible);
    // Media blocked: the logo's <img> is recorded as a placeholder without its source (the head's
    // <link rel="icon"> is the page's metadata, not shown media).
    expect(everything).toMatch(/"tagName":"img"/);
    expect(everything).not.toMatch(/"tagName":"img","attributes":\{[^}]*"src"/);
    expect(cspViolations).toEqual([]);
  } finally {
    await browser.close();
  }
  // Chromium, the SDK chunk and replay's first segment (flushed after 5 s) on a busy machine.
}, 120_000);
