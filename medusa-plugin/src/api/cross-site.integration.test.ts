// The tRPC endpoint refuses what a foreign web page could send (forms, text/plain, other
// origins) and answers broken requests with 4xx, never 5xx.
import { randomUUID } from "node:crypto";
import { countRows, translation, trpcClient } from "@platform/testing";
import superjson from "superjson";
import { describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const endpoint = `${url}/store/trpc`;

function signUpInput(email: string) {
  return {
    organisationName: "Cross Site Ltd",
    firstName: "Eve",
    lastName: "Attacker",
    email,
    password: "cross-site-password",
    confirmPassword: "cross-site-password",
  };
}

/** The body a tRPC client sends for a mutation. */
const body = (input: unknown) => JSON.stringify(superjson.serialize(input));
const emailOf = () => `cross-${randomUUID().slice(0, 8)}@cross-site.test`;

async function accountsWith(email: string): Promise<number> {
  return countRows(databaseUrl, "customer", "lower(email) = lower($1)", [email]);
}

async function expectRefused(response: Response, locale: "en" | "de" = "en") {
  expect(response.status).toBe(403);
  const json = (await response.json()) as { error: { json: { message: string; data: { code: string } } } };
  expect(json.error.json.data.code).toBe("FORBIDDEN");
  expect(json.error.json.message).toBe(translation(locale, "common:errors.crossSite"));
}

describe("cross-site mutations", () => {
  it("refuses a text/plain POST (a form with enctype=text/plain) and creates nothing", async () => {
    const email = emailOf();
    const response = await fetch(`${endpoint}/auth.signUp`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: body(signUpInput(email)),
    });
    await expectRefused(response);
    expect(await accountsWith(email)).toBe(0);
  });

  it("refuses a multipart form POST and creates nothing", async () => {
    const email = emailOf();
    const formData = new FormData();
    for (const [key, value] of Object.entries(signUpInput(email))) formData.append(key, value);
    const before = await countRows(databaseUrl, "organisation");
    const response = await fetch(`${endpoint}/auth.signUp`, { method: "POST", body: formData });
    await expectRefused(response);
    expect(await accountsWith(email)).toBe(0);
    expect(await countRows(databaseUrl, "organisation")).toBe(before);
  });

  it("refuses an urlencoded form POST", async () => {
    const email = emailOf();
    const response = await fetch(`${endpoint}/auth.signUp`, {
      method: "POST",
      body: new URLSearchParams(signUpInput(email)),
    });
    await expectRefused(response);
    expect(await accountsWith(email)).toBe(0);
  });

  it("refuses JSON from a foreign Origin, in the caller's language", async () => {
    const email = emailOf();
    const response = await fetch(`${endpoint}/auth.signUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "x-locale": "de" },
      body: body(signUpInput(email)),
    });
    await expectRefused(response, "de");
    expect(await accountsWith(email)).toBe(0);
  });

  it("accepts JSON from its own origin", async () => {
    const email = emailOf();
    const response = await fetch(`${endpoint}/auth.signUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: body(signUpInput(email)),
    });
    expect(response.status).toBe(200);
    expect(await accountsWith(email)).toBe(1);
  });

  it("does not run a mutation sent as GET", async () => {
    const email = emailOf();
    const input = encodeURIComponent(body(signUpInput(email)));
    const response = await fetch(`${endpoint}/auth.signUp?input=${input}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await accountsWith(email)).toBe(0);
  });
});

describe("broken requests", () => {
  it("answers malformed JSON with 400, not 500", async () => {
    const response = await fetch(`${endpoint}/auth.signUp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"json":{"email":',
    });
    expect(response.status).toBe(400);
  });

  it("answers an unknown procedure with 404 NOT_FOUND", async () => {
    for (const response of [
      await fetch(`${endpoint}/nothing.here`),
      await fetch(`${endpoint}/nothing.here`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: body({}),
      }),
    ]) {
      expect(response.status).toBe(404);
      const json = (await response.json()) as { error: { json: { data: { code: string } } } };
      expect(json.error.json.data.code).toBe("NOT_FOUND");
    }
  });

  it("answers input of the wrong shape with 400 BAD_REQUEST", async () => {
    const error = await trpcClient(url)
      .auth.signUp.mutate(
        "just a string" as unknown as Parameters<ReturnType<typeof trpcClient>["auth"]["signUp"]["mutate"]>[0],
      )
      .catch((e: { data: { code: string; httpStatus: number } }) => e);
    expect(error).toMatchObject({ data: { code: "BAD_REQUEST", httpStatus: 400 } });
    const response = await fetch(`${endpoint}/auth.signUp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: "just a string" }),
    });
    expect(response.status).toBe(400);
  });
});
