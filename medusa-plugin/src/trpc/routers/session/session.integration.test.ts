// session.me and session.setLanguage over HTTP with a real tRPC client.
import { apiError, DEMO_PASSWORD, signIn, translation, trpcClient } from "@platform/testing";
import { describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");

describe("session.me without a session", () => {
  it("is UNAUTHORIZED with the English message by default", async () => {
    const error = await apiError(trpcClient(url).session.me.query());
    expect(error.data).toMatchObject({
      code: "UNAUTHORIZED",
      httpStatus: 401,
      path: "session.me",
      i18nKey: "common:errors.unauthorized",
      fieldErrors: null,
    });
    expect(error.message).toBe(translation("en", "common:errors.unauthorized"));
  });

  it("speaks German with x-locale: de", async () => {
    const error = await apiError(trpcClient(url, { locale: "de" }).session.me.query());
    expect(error.data.code).toBe("UNAUTHORIZED");
    expect(error.message).toBe(translation("de", "common:errors.unauthorized"));
    expect(error.message).not.toBe(translation("en", "common:errors.unauthorized"));
  });

  it("follows Accept-Language when there is no x-locale, and falls back to English", async () => {
    const german = await apiError(
      trpcClient(url, { headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.8" } }).session.me.query(),
    );
    expect(german.message).toBe(translation("de", "common:errors.unauthorized"));
    const french = await apiError(
      trpcClient(url, { headers: { "accept-language": "fr-FR,fr;q=0.9" } }).session.me.query(),
    );
    expect(french.message).toBe(translation("en", "common:errors.unauthorized"));
    const overridden = await apiError(
      trpcClient(url, { locale: "en", headers: { "accept-language": "de-DE" } }).session.me.query(),
    );
    expect(overridden.message).toBe(translation("en", "common:errors.unauthorized"));
  });

  it("is UNAUTHORIZED with a forged token", async () => {
    const error = await apiError(trpcClient(url, { token: "not-a-real-token" }).session.me.query());
    expect(error.data.code).toBe("UNAUTHORIZED");
  });

  it("sends no stack trace to the client", async () => {
    const error = await apiError(trpcClient(url).session.me.query());
    expect(error.data).not.toHaveProperty("stack");
    expect(JSON.stringify(error.data)).not.toMatch(/node_modules|\.js:\d+/);
  });
});

describe("session.setLanguage", () => {
  it("is UNAUTHORIZED without a session", async () => {
    const error = await apiError(trpcClient(url).session.setLanguage.mutate({ language: "de" }));
    expect(error.data.code).toBe("UNAUTHORIZED");
  });

  it("rejects a language we do not offer", async () => {
    const token = await signIn(url, "supplier@demo.local", DEMO_PASSWORD);
    const error = await apiError(
      trpcClient(url, { token }).session.setLanguage.mutate({ language: "fr" } as unknown as { language: "de" }),
    );
    expect(error.data).toMatchObject({ code: "BAD_REQUEST", fieldErrors: { language: ["common:errors.invalid"] } });
  });

  it("remembers the language on the account, so the next session.me reports it", async () => {
    const token = await signIn(url, "provider@demo.local", DEMO_PASSWORD);
    const client = trpcClient(url, { token });
    expect(await client.session.setLanguage.mutate({ language: "de" })).toEqual({ language: "de" });
    expect((await client.session.me.query()).customer.language).toBe("de");
    const again = trpcClient(url, { token: await signIn(url, "provider@demo.local", DEMO_PASSWORD) });
    expect((await again.session.me.query()).customer.language).toBe("de");
    await client.session.setLanguage.mutate({ language: "en" });
    expect((await client.session.me.query()).customer.language).toBe("en");
  });
});
