// Development secrets (issue 33): without JWT_SECRET and COOKIE_SECRET outside production, the
// backend generates them once per data folder (DATA_DIR/secrets.json, 0600) instead of using
// values published in the repository; a token or file link signed with those values is refused,
// and setting one of them explicitly stops the start.
import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  DEMO_PASSWORD,
  type RunningBackend,
  shopifyEnv,
  signIn,
  startBackend,
  stripeEnv,
  testPng,
  trpcClient,
  uploadFile,
} from "@platform/testing";
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const databaseUrl = inject("databaseUrl");
const PUBLISHED = { JWT_SECRET: "local-dev-jwt-secret-change-me", COOKIE_SECRET: "local-dev-cookie-secret-change-me" };

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend({
    databaseUrl,
    readyTimeoutMs: 300_000,
    env: {
      ...shopifyEnv(inject("shopifyFakeUrl")),
      ...stripeEnv(inject("stripeFakeUrl")),
      // The suite's backend seeded the database already.
      SEED_DEMO: "false",
      MEDUSA_ADMIN: "false",
      NODE_ENV: undefined,
      JWT_SECRET: undefined,
      COOKIE_SECRET: undefined,
    },
  });
}, 320_000);

afterAll(async () => {
  await backend?.stop();
});

describe("development secrets", () => {
  it("are generated for the data folder, readable by its owner only, and named in the start banner", () => {
    const file = path.join(backend.dataDir, "secrets.json");
    const secrets = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
    expect(secrets.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.COOKIE_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.JWT_SECRET).not.toBe(secrets.COOKIE_SECRET);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(backend.output()).toContain("JWT_SECRET and COOKIE_SECRET generated for this data folder");
  });

  it("a JWT signed with the published default is refused (support-only waitlist.list); a real sign-in works", async () => {
    const token = await signIn(backend.url, "support@demo.local", DEMO_PASSWORD);
    expect(
      (await trpcClient(backend.url, { token }).waitlist.list.query({ page: 1, pageSize: 20 })).items,
    ).toBeDefined();
    const { customer_id, tv } = jwt.decode(token) as { customer_id: string; tv: number };
    const forged = jwt.sign({ customer_id, domain: "store", tv }, PUBLISHED.JWT_SECRET, { expiresIn: "1h" });
    const answer = await fetch(
      `${backend.url}/store/trpc/waitlist.list?input=${encodeURIComponent('{"json":{"page":1,"pageSize":20}}')}`,
      {
        headers: { authorization: `Bearer ${forged}` },
      },
    );
    expect(answer.status).toBe(401);
  });

  it("a file link signed with the published cookie secret is refused; the real link works", async () => {
    const token = await signIn(backend.url, "customer@demo.local", DEMO_PASSWORD);
    const uploaded = await uploadFile(backend.url, token, await testPng("secret.png", 32));
    expect((await fetch(`${backend.url}${uploaded.url}`)).status).toBe(200);
    // The signature scheme of the upload links (modules/uploads/service.ts), with the published secret.
    const key = createHmac("sha256", PUBLISHED.COOKIE_SECRET).update("platform.upload-links").digest();
    const exp = Math.ceil((Date.now() / 1000 + 3600) / 3600) * 3600;
    const sig = createHmac("sha256", key).update(`${uploaded.id}\nfile\n${exp}`).digest("base64url");
    const forged = await fetch(`${backend.url}/store/uploads/${uploaded.id}/file?exp=${exp}&sig=${sig}`);
    expect(forged.status).toBe(403);
  });

  it("a published value set explicitly stops the start", async () => {
    await expect(
      startBackend({
        databaseUrl,
        readyTimeoutMs: 120_000,
        env: { SEED_DEMO: "false", MEDUSA_ADMIN: "false", NODE_ENV: undefined, ...PUBLISHED },
      }),
    ).rejects.toThrow(/JWT_SECRET is a value published in this repository/);
  });
});
