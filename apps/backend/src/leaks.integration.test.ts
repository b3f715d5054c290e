// What must not leak (issue 25 §5): no answer carries a stack trace or a file path, in any mode
// (NODE_ENV unset as `npm start` runs, development, production); no token of any mailed link
// reaches the log when mails go to the outbox; a write with the session cookie from a foreign
// origin is refused on every route, Medusa's own too; the session cookie is Secure whenever the
// public URL is https.
import fs from "node:fs";
import http from "node:http";
import {
  activeMerchant,
  DEMO_PASSWORD,
  eventually,
  outboxMails,
  type RunningBackend,
  shopifyEnv,
  signIn,
  sql,
  startBackend,
  stripeEnv,
  translation,
  trpcClient,
  uniqueEmail,
} from "@platform/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const productionUrl = inject("backendUrl");
const databaseUrl = inject("databaseUrl");

/** NODE_ENV unset, no SMTP_URL (mails to the outbox), an https public URL (as behind a TLS proxy). */
let plain: RunningBackend;
let plainLog: string;
/** NODE_ENV=development. */
let development: RunningBackend;

const logFile = (name: string) => `${fs.mkdtempSync("/tmp/platform-leaks-")}/${name}.log`;

beforeAll(async () => {
  plainLog = logFile("plain");
  const common = {
    ...shopifyEnv(inject("shopifyFakeUrl")),
    ...stripeEnv(inject("stripeFakeUrl")),
    // The suite's backend seeded the database already.
    SEED_DEMO: "false",
    MEDUSA_ADMIN: "false",
    SMTP_URL: undefined,
    JWT_SECRET: undefined,
    COOKIE_SECRET: undefined,
  };
  [plain, development] = await Promise.all([
    startBackend({
      databaseUrl,
      logFile: plainLog,
      readyTimeoutMs: 300_000,
      env: { ...common, NODE_ENV: undefined, PUBLIC_URL: "https://fulfilo.test" },
    }),
    startBackend({ databaseUrl, readyTimeoutMs: 300_000, env: { ...common, NODE_ENV: "development" } }),
  ]);
}, 320_000);

afterAll(async () => {
  await Promise.all([plain?.stop(), development?.stop()]);
});

/** The backend's own address (its PUBLIC_URL may name the proxy in front of it). */
const direct = (backend: RunningBackend) => `http://127.0.0.1:${backend.port}`;

type Answer = { status: number; contentType: string; body: string };

/** Any method with any body (fetch refuses a body on GET), the path sent as given. */
function request(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    // Node's client frames a GET's body only with a length given.
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const req = http.request({ hostname, port, method, path, headers: { ...headers, ...length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers["content-type"] ?? ""),
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A stack frame, an absolute path of the server's files, or an HTML error page. */
const LEAK = /node_modules|\/work\/|\/apps\/backend|\/medusa-plugin\/|\bat [\w.<>]+ \(|\.[jt]s:\d+:\d+|<pre>|"stack"/i;

describe("no answer carries a stack trace or a file path", () => {
  const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
  const PATHS = [
    "/hooks/shopify",
    "/hooks/stripe",
    "/hooks/nowhere",
    "/store/customers/me",
    "/store/products",
    "/store/carts/cart_nope",
    "/admin/products",
    "/store/trpc/session.me",
  ];
  const broken = { "content-type": "application/json" };

  for (const mode of ["NODE_ENV unset", "development", "production"] as const) {
    it(`over every method × route with a broken JSON body, and undecodable URLs (${mode})`, async () => {
      const base = mode === "production" ? productionUrl : direct(mode === "development" ? development : plain);
      const failures: string[] = [];
      const check = (label: string, answer: Answer) => {
        if (answer.status >= 500 || LEAK.test(answer.body) || answer.contentType.includes("html")) {
          failures.push(`${label} → ${answer.status} ${answer.contentType}: ${answer.body.slice(0, 300)}`);
        }
      };
      for (const path of PATHS) {
        for (const method of METHODS) {
          check(`${method} ${path}`, await request(base, method, path, broken, '{"broken": '));
        }
      }
      for (const path of ["/%E0%A4%A", "/store/products/%ZZ", "/hooks/%", "/store/trpc/%E0"]) {
        check(`GET ${path}`, await request(base, "GET", path));
      }
      expect(failures).toEqual([]);
    });
  }

  it("answers in the shape and language the caller understands", async () => {
    const hook = await request(direct(plain), "GET", "/hooks/shopify", { ...broken, "x-locale": "de" }, "{");
    expect(hook.status).toBe(400);
    expect(JSON.parse(hook.body)).toMatchObject({ message: translation("de", "common:errors.badRequest") });
    const missing = await request(direct(plain), "PUT", "/hooks/stripe");
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ message: translation("en", "common:errors.notFound") });
  });

  it("a tRPC failure carries no stack in development either", async () => {
    const answer = await request(direct(development), "GET", "/store/trpc/no.such.procedure");
    expect(answer.status).toBe(404);
    expect(answer.body).not.toMatch(LEAK);
  });
});

describe("mails without SMTP_URL", () => {
  it("go to the outbox whole, but no token or address of their links reaches the log", async () => {
    const support = await signIn(direct(plain), "support@demo.local", DEMO_PASSWORD);
    const owner = await activeMerchant(direct(plain), support, "Leaky Links");
    const invitee = uniqueEmail("leak-invitee");
    await trpcClient(direct(plain), { token: owner.token }).invitations.invite.mutate({
      email: invitee,
      role: "member",
    });

    // The outbox keeps what a mailbox would: the links with their tokens.
    const mails = await eventually(async () => {
      const all = await outboxMails(plain.dataDir);
      const invitation = all.find((mail) => mail.to.includes(invitee));
      return invitation ? { invitation } : null;
    }, 90_000);
    const invitationLink = mails.invitation.text.match(/https:\/\/fulfilo\.test\/onboarding\?token=(\S+)/);
    expect(invitationLink?.[1]).toBeTruthy();
    const secrets = [
      decodeURIComponent(invitationLink?.[1] as string),
      invitationLink?.[1] as string,
      invitee,
      owner.email,
      encodeURIComponent(invitee),
      encodeURIComponent(owner.email),
    ];

    // The log tells of both mails (the link's place is kept) …
    const log = await eventually(async () => {
      const text = fs.readFileSync(plainLog, "utf8");
      const told = text.split("\n").filter((line) => line.includes("[mail] to"));
      return told.some((line) => line.includes("/onboarding?token=")) ? text : null;
    }, 30_000);
    // … without any of the secrets in it.
    for (const secret of secrets) expect(log.includes(secret), secret).toBe(false);
  }, 240_000);
});

describe("cookie-authenticated writes from a foreign origin", () => {
  /** A session cookie for a fresh merchant owner on the plain backend. */
  async function session() {
    const support = await signIn(direct(plain), "support@demo.local", DEMO_PASSWORD);
    const owner = await activeMerchant(direct(plain), support, "Cross Origin Shop");
    const response = await fetch(`${direct(plain)}/store/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("connect.sid="));
    expect(cookie).toBeTruthy();
    return { owner, cookie: (cookie as string).split(";")[0] as string, setCookie: cookie as string };
  }
  const firstName = async (email: string) =>
    (await sql<{ first_name: string }>(databaseUrl, "SELECT first_name FROM customer WHERE email = $1", [email]))[0]
      ?.first_name;

  it("are refused on Medusa's own routes (Origin, or Referer without Origin), in the caller's language", async () => {
    const { owner, cookie } = await session();
    const form = { "content-type": "application/x-www-form-urlencoded", cookie };
    const foreign = await request(
      direct(plain),
      "POST",
      "/store/customers/me",
      { ...form, origin: "https://evil.example", "x-locale": "de" },
      "first_name=Mallory",
    );
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toMatchObject({ message: translation("de", "common:errors.crossSite") });
    const referred = await request(
      direct(plain),
      "POST",
      "/store/customers/me",
      { ...form, referer: "https://evil.example/page.html" },
      "first_name=Mallory",
    );
    expect(referred.status).toBe(403);
    const nullOrigin = await request(
      direct(plain),
      "POST",
      "/store/customers/me",
      { ...form, origin: "null" },
      "first_name=Mallory",
    );
    expect(nullOrigin.status).toBe(403);
    const signOut = await request(direct(plain), "DELETE", "/store/auth", { cookie, origin: "https://evil.example" });
    expect(signOut.status).toBe(403);
    expect(await firstName(owner.email)).toBe("Test");

    // The same write from our own origin, and from a client naming no origin, goes through.
    const own = await request(
      direct(plain),
      "POST",
      "/store/customers/me",
      { ...form, origin: direct(plain) },
      "first_name=Olivia",
    );
    expect(own.status).toBe(200);
    expect(await firstName(owner.email)).toBe("Olivia");
    const script = await request(direct(plain), "POST", "/store/customers/me", form, "first_name=Oscar");
    expect(script.status).toBe(200);
    expect(await firstName(owner.email)).toBe("Oscar");
  });

  it("are refused on tRPC too, in its error envelope; bearer-token clients are not affected", async () => {
    const { owner, cookie } = await session();
    const refused = await request(
      direct(plain),
      "POST",
      "/store/trpc/settings.updatePersonal",
      { "content-type": "application/json", cookie, origin: "https://evil.example" },
      JSON.stringify({ json: { firstName: "Mallory" } }),
    );
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({
      error: { json: { data: { code: "FORBIDDEN" }, message: translation("en", "common:errors.crossSite") } },
    });
    const bearer = await request(
      direct(plain),
      "POST",
      "/store/customers/me",
      { "content-type": "application/json", authorization: `Bearer ${owner.token}` },
      JSON.stringify({ first_name: "Bea" }),
    );
    expect(bearer.status).toBe(200);
    expect(await firstName(owner.email)).toBe("Bea");
  });

  it("the session cookie is Secure whenever the public URL is https, and SameSite=Lax always", async () => {
    const { setCookie } = await session();
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    // A plain-http development setup keeps a cookie the browser stores over http.
    const response = await fetch(`${direct(development)}/store/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "customer@demo.local", password: DEMO_PASSWORD }),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("connect.sid="));
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/i);
  });
});
