import { expect, it } from "vitest";
import { browserSentry, serverSentry } from "./sentry";

it('files events under the environment "dev" unless SENTRY_ENVIRONMENT says otherwise (spec §9)', () => {
  expect(serverSentry({ SENTRY_DSN: "https://key@errors.example/1" })).toEqual({
    dsn: "https://key@errors.example/1",
    environment: "dev",
  });
  expect(browserSentry({ SENTRY_DSN: "https://key@errors.example/1", SENTRY_ENVIRONMENT: "production" })).toEqual({
    dsn: "https://key@errors.example/1",
    environment: "production",
  });
  expect(serverSentry({})).toBeNull();
});
