import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { retryAfterMs, withRetries } from "./http-retry";

// A real HTTP server answering a scripted sequence: a status (with headers) or "drop" (the
// connection is cut before any answer).
type Step = { status: number; headers?: Record<string, string> } | "drop";
let script: Step[] = [];
let calls: Array<{ method: string; body: string }> = [];
let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      calls.push({ method: req.method ?? "", body });
      const step = script.shift() ?? { status: 200 };
      if (step === "drop") {
        req.socket.destroy();
        return;
      }
      res.writeHead(step.status, { "content-type": "text/plain", ...step.headers });
      res.end(`answer ${step.status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  script = [];
  calls = [];
});

/** The retry layer around real fetch, with its waits recorded instead of slept. */
function client(extra: Parameters<typeof withRetries>[1] = {}) {
  const waits: number[] = [];
  const fetchWithRetries = withRetries(fetch, {
    sleep: async (ms) => {
      waits.push(ms);
    },
    now: () => Date.parse("2026-11-26T10:00:00Z"),
    ...extra,
  });
  return { fetch: fetchWithRetries, waits };
}

describe("the HTTP retry layer (spec §9)", () => {
  it("retries a GET on 5xx with exponential delays from 100 ms, and returns the success", async () => {
    script = [{ status: 503 }, { status: 502 }, { status: 200 }];
    const { fetch: f, waits } = client();
    const response = await f(`${base}/x`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("answer 200");
    expect(waits).toEqual([100, 200]);
    expect(calls).toHaveLength(3);
  });

  it("gives up after 3 retries and hands back the last answer", async () => {
    script = [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, { status: 200 }];
    const { fetch: f, waits } = client();
    const response = await f(`${base}/x`, { method: "DELETE" });
    expect(response.status).toBe(500);
    expect(waits).toEqual([100, 200, 400]);
    expect(calls).toHaveLength(4);
  });

  it("does not retry a client error", async () => {
    script = [{ status: 404 }, { status: 200 }];
    const { fetch: f } = client();
    expect((await f(`${base}/x`)).status).toBe(404);
    expect(calls).toHaveLength(1);
  });

  it("never repeats a plain POST, but does one carrying an Idempotency-Key (Stripe's SDK sends one)", async () => {
    script = [{ status: 503 }, { status: 200 }];
    const { fetch: f } = client();
    expect((await f(`${base}/x`, { method: "POST", body: "a=1" })).status).toBe(503);
    expect(calls).toHaveLength(1);

    script = [{ status: 503 }, { status: 200 }];
    calls = [];
    const keyed = await f(`${base}/x`, { method: "POST", body: "a=1", headers: { "Idempotency-Key": "k1" } });
    expect(keyed.status).toBe(200);
    expect(calls.map((c) => c.body)).toEqual(["a=1", "a=1"]);
  });

  it("repeats a POST the caller declares idempotent (a GraphQL query), not a mutation", async () => {
    const { fetch: f } = client({
      idempotent: (_method, _url, init) => typeof init?.body === "string" && !init.body.includes("mutation"),
    });
    script = [{ status: 502 }, { status: 200 }];
    expect((await f(`${base}/graphql`, { method: "POST", body: '{"query":"query { shop { id } }"}' })).status).toBe(
      200,
    );
    script = [{ status: 502 }, { status: 200 }];
    calls = [];
    const mutation = await f(`${base}/graphql`, { method: "POST", body: '{"query":"mutation { x }"}' });
    expect(mutation.status).toBe(502);
    expect(calls).toHaveLength(1);
  });

  it("waits as long as a 429's Retry-After says in seconds", async () => {
    script = [{ status: 429, headers: { "Retry-After": "2" } }, { status: 200 }];
    const { fetch: f, waits } = client();
    expect((await f(`${base}/x`)).status).toBe(200);
    expect(waits).toEqual([2000]);
  });

  it("reads a Retry-After given as an HTTP date", async () => {
    script = [{ status: 503, headers: { "Retry-After": "Thu, 26 Nov 2026 10:00:05 GMT" } }, { status: 200 }];
    const { fetch: f, waits } = client();
    expect((await f(`${base}/x`)).status).toBe(200);
    expect(waits).toEqual([5000]);
  });

  it("does not wait past 300,000 ms: a longer Retry-After returns the answer at once", async () => {
    script = [{ status: 429, headers: { "Retry-After": "301" } }, { status: 200 }];
    const { fetch: f, waits } = client();
    const response = await f(`${base}/x`);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("301");
    expect(waits).toEqual([]);
  });

  it("retries at most twice when no answer comes at all", async () => {
    script = ["drop", "drop", "drop", { status: 200 }];
    const { fetch: f, waits } = client();
    await expect(f(`${base}/x`)).rejects.toThrow();
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([100, 200]);
  });

  it("recovers from a dropped connection", async () => {
    script = ["drop", { status: 200 }];
    const { fetch: f } = client();
    expect((await f(`${base}/x`)).status).toBe(200);
  });

  it("respects a service's own refusal to be retried", async () => {
    script = [{ status: 500, headers: { "Stripe-Should-Retry": "false" } }, { status: 200 }];
    const { fetch: f } = client({ mayRetry: (r) => r.headers.get("stripe-should-retry") !== "false" });
    expect((await f(`${base}/x`)).status).toBe(500);
    expect(calls).toHaveLength(1);
  });

  it("stops waiting when the caller aborts", async () => {
    script = [{ status: 503 }, { status: 200 }];
    const controller = new AbortController();
    const f = withRetries(fetch, {
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener("abort", () => reject(signal.reason));
          controller.abort(new Error("caller gave up"));
        }),
    });
    await expect(f(`${base}/x`, { signal: controller.signal })).rejects.toThrow("caller gave up");
    expect(calls).toHaveLength(1);
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and dates, ignores nonsense", () => {
    expect(retryAfterMs("0")).toBe(0);
    expect(retryAfterMs("1.5")).toBe(1500);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("Thu, 26 Nov 2026 09:59:00 GMT", Date.parse("2026-11-26T10:00:00Z"))).toBe(0);
  });
});
