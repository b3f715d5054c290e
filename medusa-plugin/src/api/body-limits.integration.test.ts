// Denial of service by size (hardening): tRPC batches have a maximum length, and every body has a
// limit that is checked before it is read (Content-Length) or while it is read (chunked), answered
// 413/400 — never Medusa's "unknown error" 500, never a body held whole in memory.
import { request as httpRequest } from "node:http";
import { REQUEST_LIMITS } from "@platform/domain";
import { DEMO_PASSWORD, signIn, translation } from "@platform/testing";
import { describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");

/**
 * A raw POST as a big client sends it: `declared` announces the size in Content-Length and sends
 * only the first kilobyte (the server must answer before reading on); otherwise the body goes
 * chunked (no Content-Length), 64 KB at a time, until the server answers or `bytes` are sent.
 */
function post(
  path: string,
  headers: Record<string, string>,
  body: { declared: number } | { streamed: number },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(
      new URL(path, url),
      {
        method: "POST",
        headers: {
          ...headers,
          ...("declared" in body ? { "content-length": String(body.declared) } : { "transfer-encoding": "chunked" }),
        },
      },
      (response) => {
        answered = true;
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        const done = () => resolve({ status: response.statusCode ?? 0, text });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    // After the answer the server may close while we still send: that is its right.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    if ("declared" in body) {
      request.write(" ".repeat(1024));
      return;
    }
    let sent = 0;
    const chunk = " ".repeat(64 * 1024);
    const pump = () => {
      while (!answered && sent < body.streamed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe("tRPC batches", () => {
  it(`runs a batch of ${REQUEST_LIMITS.trpcMaxBatch} calls and refuses a longer one with 400 before running any`, async () => {
    const token = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
    const batch = (n: number) =>
      fetch(`${url}/store/trpc/${Array(n).fill("session.me").join(",")}?batch=1&input=${encodeURIComponent("{}")}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const allowed = await batch(REQUEST_LIMITS.trpcMaxBatch);
    expect(allowed.status).toBe(200);
    const answers = (await allowed.json()) as Array<{ result?: { data?: { json?: { role?: string } } } }>;
    expect(answers.map((a) => a.result?.data?.json?.role)).toEqual(Array(REQUEST_LIMITS.trpcMaxBatch).fill("customer"));

    const refused = await batch(REQUEST_LIMITS.trpcMaxBatch + 1);
    expect(refused.status).toBe(400);
    const huge = await batch(1400);
    expect(huge.status).toBe(400);
  });
});

describe("body limits", () => {
  const jsonHeaders = { "content-type": "application/json" };

  it("a tRPC body over its limit is a 413 with the translated message, by Content-Length or while reading", async () => {
    const declared = await post(
      "/store/trpc/auth.signUp",
      { ...jsonHeaders, "x-locale": "de" },
      { declared: REQUEST_LIMITS.trpcMaxBodyBytes + 1 },
    );
    expect(declared.status).toBe(413);
    const body = json(declared.text) as { error: { json: { message: string; data: { httpStatus: number } } } };
    expect(body.error.json.message).toBe(translation("de", "common:errors.payloadTooLarge"));
    expect(body.error.json.data.httpStatus).toBe(413);

    const streamed = await post("/store/trpc/auth.signUp", jsonHeaders, {
      streamed: REQUEST_LIMITS.trpcMaxBodyBytes * 3,
    });
    expect(streamed.status).toBe(413);
  });

  it("Medusa's own routes answer an oversized JSON body with 413 and a malformed one with 400 (not 500)", async () => {
    const declared = await post("/store/customers", jsonHeaders, { declared: REQUEST_LIMITS.jsonMaxBodyBytes + 1 });
    expect(declared.status).toBe(413);
    expect(json(declared.text)).toMatchObject({ message: translation("en", "common:errors.payloadTooLarge") });

    const streamed = await post("/store/customers", jsonHeaders, { streamed: REQUEST_LIMITS.jsonMaxBodyBytes * 3 });
    expect(streamed.status).toBe(413);

    const malformed = await fetch(`${url}/store/customers`, {
      method: "POST",
      headers: jsonHeaders,
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);

    // Ordinary bodies still reach Medusa: a sign-in with a wrong password is its own 401.
    const ordinary = await fetch(`${url}/store/auth`, {
      method: "POST",
      headers: jsonHeaders,
      body: JSON.stringify({ email: "customer@demo.local", password: "wrong-password" }),
    });
    expect(ordinary.status).toBe(401);
  });

  for (const hook of ["/hooks/shopify", "/hooks/stripe"]) {
    it(`a webhook to ${hook} over its limit is a 413, whether declared or streamed`, async () => {
      const declared = await post(hook, jsonHeaders, { declared: REQUEST_LIMITS.webhookMaxBodyBytes + 1 });
      expect(declared.status).toBe(413);
      const streamed = await post(hook, jsonHeaders, { streamed: REQUEST_LIMITS.webhookMaxBodyBytes + 256 * 1024 });
      expect(streamed.status).toBe(413);
    });
  }
});
