import type {} from "vitest";

// What the vitest globalSetups provide to the tests (`inject("backendUrl")` etc.).
declare module "vitest" {
  export interface ProvidedContext {
    /** integration: the one backend's base URL. */
    backendUrl: string;
    /** integration: the file the backend's output (including its access log) is appended to. */
    backendLogFile: string;
    /** integration and redis: the test database every backend uses. */
    databaseUrl: string;
    /** integration and redis: the SMTP sink's folder, for waitForMail. */
    mailDir: string;
    /** integration: the port a test may open a local "Slack" webhook server on (allowed by the backend). */
    slackPort: number;
    /** integration and redis: the fake Shopify's base URL (control API under /_fake). */
    shopifyFakeUrl: string;
    /** integration: the fake Stripe's base URL (control API under /_fake). */
    stripeFakeUrl: string;
    /** redis: two backends on the same database and Redis. */
    backendUrls: [string, string];
    /** scale: the SMTP sink's URL (the test starts the backends itself). */
    smtpUrl: string;
    /** scale: the first of ten consecutive ports for nginx, the backends and the fake Shopify, or 0 for free ones. */
    scalePortsFrom: number;
    /** redis and scale: the Redis URL (with its own logical database) all backends use. */
    redisUrl: string;
  }
}
