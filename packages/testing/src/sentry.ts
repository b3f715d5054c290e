// A local Sentry: accepts envelopes at /api/<project>/envelope/ (as the SDKs send them for a DSN
// `http://publicKey@127.0.0.1:<port>/<project>`), parses them and keeps their items, so tests can
// see what would leave the process or the browser.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

export type EnvelopeItem = { type: string; header: Record<string, unknown>; payload: Buffer };
export type Envelope = { project: string; header: Record<string, unknown>; items: EnvelopeItem[] };

export type SentrySink = {
  /** DSN for the SDKs, e.g. http://publicKey@127.0.0.1:43210/1 */
  dsn: string;
  origin: string;
  envelopes: Envelope[];
  /** All items of a type (event, transaction, replay_event, replay_recording, …). */
  items: (type: string) => EnvelopeItem[];
  /** Waits until an item matching `predicate` arrived. */
  waitFor: (predicate: (item: EnvelopeItem) => boolean, timeoutMs?: number) => Promise<EnvelopeItem>;
  stop: () => Promise<void>;
};

function inflated(bytes: Buffer): Buffer {
  for (const inflate of [zlib.inflateSync, zlib.gunzipSync, zlib.inflateRawSync]) {
    try {
      return inflate(bytes);
    } catch {
      // not this format
    }
  }
  return bytes;
}

/** An item's payload as text: replay recordings are `{"segment_id":n}\n` + a (deflated) JSON. */
export function itemText(item: EnvelopeItem): string {
  if (item.type !== "replay_recording") return item.payload.toString("utf8");
  const newline = item.payload.indexOf(0x0a);
  if (newline < 0) return inflated(item.payload).toString("utf8");
  return `${item.payload.subarray(0, newline + 1).toString("utf8")}${inflated(item.payload.subarray(newline + 1)).toString("utf8")}`;
}

/** Parses Sentry's newline-delimited envelope format (item lengths when given, else up to the newline). */
export function parseEnvelope(body: Buffer, project = ""): Envelope {
  let offset = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const slice = body.subarray(offset, end < 0 ? body.length : end);
    offset = end < 0 ? body.length : end + 1;
    return slice;
  };
  const header = JSON.parse(line().toString("utf8") || "{}") as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = line().toString("utf8").trim();
    if (!headerLine) continue;
    const itemHeader = JSON.parse(headerLine) as Record<string, unknown>;
    let payload: Buffer;
    if (typeof itemHeader.length === "number") {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = line();
    }
    items.push({ type: String(itemHeader.type), header: itemHeader, payload });
  }
  return { project, header, items };
}

export async function startSentrySink(): Promise<SentrySink> {
  const envelopes: Envelope[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    // The browser SDK posts across origins.
    res.setHeader("access-control-allow-origin", "*");
    res.setHeader("access-control-allow-headers", "*");
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    const match = /^\/api\/([^/]+)\/envelope\/?(\?|$)/.exec(req.url ?? "");
    if (req.method !== "POST" || !match) return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      try {
        let body = Buffer.concat(chunks);
        if (/gzip/i.test(String(req.headers["content-encoding"] ?? ""))) body = zlib.gunzipSync(body);
        else if (/deflate/i.test(String(req.headers["content-encoding"] ?? ""))) body = zlib.inflateSync(body);
        envelopes.push(parseEnvelope(body, match[1]));
        for (const wake of waiters) wake();
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const items = (type: string) => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === type));
  const waitFor = (predicate: (item: EnvelopeItem) => boolean, timeoutMs = 30_000) =>
    new Promise<EnvelopeItem>((resolve, reject) => {
      const check = () => {
        const found = envelopes.flatMap((envelope) => envelope.items).find(predicate);
        if (!found) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching Sentry envelope item within ${timeoutMs} ms (${envelopes.length} envelopes)`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    dsn: `http://publicKey@127.0.0.1:${port}/1`,
    origin,
    envelopes,
    items,
    waitFor,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
