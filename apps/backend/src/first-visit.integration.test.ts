// The first visit (docs/web.md): /login, loaded in Chromium from the backend that serves
// the built SPA, downloads at most 100 KB of gzipped JavaScript, and none of what only the app
// area needs (the API runtime, toasts, charts, Sentry without a DSN, zod's form schemas).
import { FIRST_VISIT_BUDGET_BYTES, firstVisitJavaScript } from "@platform/testing";
import { expect, inject, it } from "vitest";

const url = inject("backendUrl");

it("downloads at most 100 KB of gzipped JavaScript for /login", async () => {
  const visit = await firstVisitJavaScript(`${url}/login`);
  const listing = visit.files.map((file) => `${(file.gzip / 1024).toFixed(1)} KB ${new URL(file.url).pathname}`);
  expect(visit.gzip, listing.join("\n")).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
  // Lazy chunks are named after their first module: none of these may be on the sign-in page.
  expect(listing.filter((line) => /api-provider|toaster|sentry|chart|schemas/i.test(line))).toEqual([]);
});
