// One HTTP attempt: POST with a time limit, through the guarded lookup, keeping only the first
// bytes of the answer (a receiver cannot make us hold or wait for more).
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { WEBHOOK_RESPONSE_EXCERPT_BYTES } from "@platform/domain";
import { checkUrlShape, guardedLookup, hostOf, resolvePublic } from "./address-guard";

export type AttemptResult = {
  statusCode: number | null;
  /** Why there was no answer (refused address, timeout, connection error); never the body. */
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
};

export function timeoutMs(): number {
  const value = Number(process.env.WEBHOOK_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 10_000;
}

export async function postSigned(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
): Promise<AttemptResult> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const shape = checkUrlShape(rawUrl);
  if (!shape.ok) return { statusCode: null, error: "refused: scheme", responseExcerpt: null, durationMs: 0 };
  // An address in the URL itself is never looked up by the socket: it is checked here.
  if (isIP(hostOf(shape.url)) !== 0 && "refused" in (await resolvePublic(hostOf(shape.url)))) {
    return { statusCode: null, error: "refused: private address", responseExcerpt: null, durationMs: 0 };
  }
  const client = shape.url.protocol === "https:" ? https : http;
  return await new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      shape.url,
      {
        method: "POST",
        lookup: guardedLookup as never,
        // No keep-alive: every attempt resolves and checks the host again.
        agent: false,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "platform-webhooks/1",
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on("data", (chunk: Buffer) => {
          if (kept >= WEBHOOK_RESPONSE_EXCERPT_BYTES) {
            // Enough kept: the rest is not read (the socket is closed).
            response.destroy();
            return;
          }
          const part = chunk.subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES - kept);
          chunks.push(part);
          kept += part.length;
        });
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            error: null,
            // PostgreSQL's text holds no NUL character.
            responseExcerpt: Buffer.concat(chunks).toString("utf8").split(String.fromCharCode(0)).join(""),
          });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, error: "timeout", responseExcerpt: null });
    }, timeoutMs());
    request.on("error", (error: NodeJS.ErrnoException) => {
      finish({
        statusCode: null,
        error: error.code === "EWEBHOOKREFUSED" ? "refused: private address" : (error.code ?? "connection failed"),
        responseExcerpt: null,
      });
    });
    request.end(body);
  });
}
