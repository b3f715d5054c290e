// The database unavailable (issue 26: failure paths made to really happen): a backend of its own,
// on a database of its own, loses it — every connection terminated and no new one allowed — and
// its callers read the spec's messages, translated, in tRPC's shape; the process stays up and
// answers again once the database is back.
import {
  apiError,
  type RunningBackend,
  signIn,
  startBackend,
  startDatabase,
  type TestDatabase,
  translation,
  trpcClient,
  uniqueEmail,
} from "@platform/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

let database: TestDatabase;
let backend: RunningBackend;
let token: string;
const password = "outage-password-1";

/** Runs statements on the database server's maintenance database (not the one taken away). */
async function onServer(statements: string[]): Promise<void> {
  const url = new URL(database.url);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const name = () => new URL(database.url).pathname.slice(1);

/** No new connection is allowed (superusers included) and every open one is ended. */
const takeDatabaseAway = () =>
  onServer([
    `ALTER DATABASE "${name()}" WITH ALLOW_CONNECTIONS false`,
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name()}' AND pid <> pg_backend_pid()`,
  ]);
const bringDatabaseBack = () => onServer([`ALTER DATABASE "${name()}" WITH ALLOW_CONNECTIONS true`]);

const client = (locale: "en" | "de") => trpcClient(backend.url, { token, locale });

async function until<T>(attempt: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

beforeAll(async () => {
  // A database of its own on the suite's server: the shared backend keeps its own.
  database = await startDatabase({ serverUrl: inject("databaseUrl") });
  backend = await startBackend({
    databaseUrl: database.url,
    readyTimeoutMs: 240_000,
    env: { SEED_DEMO: "false", MEDUSA_ADMIN: "false", SHOPIFY_FAKE: "false" },
  });
  const email = uniqueEmail("outage");
  await trpcClient(backend.url).auth.signUp.mutate({
    organisationName: "Outage GmbH",
    firstName: "Olga",
    lastName: "Outage",
    email,
    password,
    confirmPassword: password,
  });
  token = await signIn(backend.url, email, password);
  // Read once while the database is there (the membership is cached from here on).
  await client("en").session.me.query();
}, 300_000);

afterAll(async () => {
  await bringDatabaseBack().catch(() => {});
  await backend?.stop();
  await database?.stop();
});

describe("the database unavailable", () => {
  it("callers read the spec's messages in their language, the backend stays up and recovers", async () => {
    await takeDatabaseAway();

    // A read: "Something went wrong." (not "signed out": the session is still good).
    for (const locale of ["en", "de"] as const) {
      const failed = await apiError(client(locale).session.me.query());
      expect(failed.data).toMatchObject({ httpStatus: 500, code: "INTERNAL_SERVER_ERROR" });
      expect(failed.message).toBe(translation(locale, "common:errors.somethingWentWrong"));
      expect(failed.data.i18nKey).toBe("common:errors.somethingWentWrong");
    }

    // A change with a message of its own (spec §8): "Could not update your personal settings."
    for (const locale of ["en", "de"] as const) {
      const failed = await apiError(
        client(locale).settings.updatePersonal.mutate({
          language: "de",
          orderChatEmail: false,
          productRequestChatEmail: false,
        }),
      );
      expect(failed.data.httpStatus).toBe(500);
      expect(failed.message).toBe(translation(locale, "settings:errors.personalFailed"));
    }

    // Signing in fails as a server error, never as wrong credentials.
    const login = await fetch(`${backend.url}/store/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@outage.test", password }),
    });
    expect(login.status).toBeGreaterThanOrEqual(500);
    const body = await login.text();
    expect(body).not.toMatch(/ALLOW_CONNECTIONS|not currently accepting|terminat|postgres/i);

    // No crash: the process still answers.
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    expect(backend.output()).not.toMatch(/exited unexpectedly|Unhandled|uncaught/i);

    // Back: the next calls work again without a restart (the pool connects anew).
    await bringDatabaseBack();
    const me = await until(() => client("en").session.me.query());
    expect(me.organisation?.name).toBe("Outage GmbH");
    const saved = await until(() =>
      client("en").settings.updatePersonal.mutate({
        language: "en",
        orderChatEmail: true,
        productRequestChatEmail: false,
      }),
    );
    expect(saved).toMatchObject({ orderChatEmail: true });
  });
});
