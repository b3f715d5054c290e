import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { getErrorShape, getTRPCErrorFromUnknown, isTrackedEnvelope } from "@trpc/server";
import { reportProcedureError } from "../../lib/log";
import { appRouter } from "../router";
import { directCall } from "./direct-query";
import { createContext } from "./request-context";
import { transformer } from "./transformer";

/** tRPC's headers of a live stream (its `sseHeaders`, not public API: the equivalence test holds them equal). */
const SSE_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
  Connection: "keep-alive",
};

/** A subscriber that stops reading is cut off past this much unsent data; it reconnects and resumes from its last event id. */
const MAX_UNSENT_BYTES = 1024 * 1024;

/**
 * A live stream (`chats.onMessage`, `notifications.onNotification`) written straight to the socket
 * in tRPC's server-sent-event format. tRPC's own producer passes every event through an async
 * generator, a TransformStream, a TextEncoderStream and a web-stream reader, four writes per event:
 * with hundreds of people in one chat that machinery, not the message, was the cost of a send
 * (`npm run bench:chat`). Here an event is one write, and one message is serialized once however
 * many streams carry it.
 *
 * The procedure runs exactly as tRPC runs it (authentication, membership, input validation, the
 * participant check) with tRPC's abort signal, ping, maximum duration and `connected` options; the
 * bytes are tRPC's (`event:`/`data:`/`id:` lines, `return` at the end, `serialized-error` with
 * the router's error shape), so the client's httpSubscriptionLink reads them unchanged.
 *
 * Returns false, having written nothing, when the call is not a subscription or fails before its
 * stream starts (a refused chat, bad input): tRPC's handler then answers with its exact error
 * (the procedure runs again there; subscriptions only read).
 */
export async function directSubscription(req: MedusaRequest, res: MedusaResponse): Promise<boolean> {
  const call = directCall(req, "subscription");
  if (!call) return false;
  const { path, procedure, params } = call;
  let input: unknown;
  let connectionParams: Record<string, string | undefined> | null = null;
  try {
    const raw = params.get("input");
    input = raw === null ? undefined : transformer.deserialize(JSON.parse(raw));
    // A reconnecting EventSource says where it was (tRPC reads the header, then the query).
    const lastEventId = headerOf(req, "last-event-id") ?? params.get("lastEventId") ?? params.get("Last-Event-Id");
    if (lastEventId) {
      if (typeof input === "object" && input !== null && !Array.isArray(input)) input = { ...input, lastEventId };
      else input ??= { lastEventId };
    }
    const rawParams = params.get("connectionParams");
    if (rawParams !== null) connectionParams = stringRecord(JSON.parse(rawParams));
  } catch {
    return false;
  }

  const { sse } = appRouter._def._config;
  const abort = new AbortController();
  const maxDuration = sse?.maxDurationMs ? setTimeout(() => abort.abort(), sse.maxDurationMs) : undefined;
  let ping: NodeJS.Timeout | undefined;
  const stop = () => {
    clearTimeout(maxDuration);
    clearTimeout(ping);
    abort.abort();
  };
  // Listened to before the procedure runs: a client gone meanwhile must not leave a stream waiting.
  res.on("close", stop);
  const ctx = createContext(req, connectionParams);
  let iterable: AsyncIterable<unknown>;
  try {
    const data = await procedure({
      path,
      getRawInput: async () => input,
      ctx,
      type: "subscription",
      signal: abort.signal,
      batchIndex: 0,
    });
    if (typeof data !== "object" || data === null || !(Symbol.asyncIterator in data)) throw new Error("not a stream");
    iterable = data as AsyncIterable<unknown>;
  } catch {
    res.off("close", stop);
    clearTimeout(maxDuration);
    return false;
  }
  if (res.destroyed) abort.abort();

  const iterator = iterable[Symbol.asyncIterator]();
  const pingMs = sse?.ping?.enabled ? (sse.ping.intervalMs ?? 1000) : 0;
  const armPing = () => {
    if (!pingMs) return;
    clearTimeout(ping);
    ping = setTimeout(() => send("event: ping\ndata: \n\n\n"), pingMs);
  };
  const send = (text: string) => {
    if (res.writableEnded || res.destroyed) return;
    res.write(text);
    if (res.writableLength > MAX_UNSENT_BYTES) res.destroy();
    else armPing();
  };

  res.statusCode = 200;
  res.setHeader("vary", "trpc-accept, accept");
  for (const [key, value] of Object.entries(SSE_HEADERS)) res.setHeader(key, value);
  send(`event: connected\ndata: ${JSON.stringify(sse?.client ?? {})}\n\n\n`);
  try {
    for (;;) {
      const step = await iterator.next();
      if (step.done) break;
      const value = step.value;
      if (isTrackedEnvelope(value)) send(`data: ${serializedOnce(value[1])}\nid: ${value[0]}\n\n\n`);
      else send(`data: ${serializedOnce(value)}\n\n\n`);
    }
    send("event: return\ndata: \n\n\n");
  } catch (cause) {
    if (!isAbortError(cause) && !abort.signal.aborted) {
      const error = getTRPCErrorFromUnknown(cause);
      reportProcedureError(error, path);
      const shape = getErrorShape({ config: appRouter._def._config, ctx, error, input, path, type: "subscription" });
      send(`event: serialized-error\ndata: ${JSON.stringify(transformer.serialize(shape))}\n\n\n`);
    }
  } finally {
    stop();
    res.off("close", stop);
    await iterator.return?.(undefined).catch(() => undefined);
    if (!res.writableEnded) res.end();
  }
  return true;
}

/** tRPC's test for the end of an aborted stream. */
function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

/** The same message object reaches every stream of a chat: its JSON is written once per process. */
const serialized = new WeakMap<object, string>();

function serializedOnce(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(transformer.serialize(value));
  let text = serialized.get(value);
  if (text === undefined) {
    text = JSON.stringify(transformer.serialize(value));
    serialized.set(value, text);
  }
  return text;
}

/** tRPC's rule for connection params: an object of strings (else its handler refuses the call). */
function stringRecord(value: unknown): Record<string, string | undefined> | null {
  if (value === null) return null;
  if (typeof value !== "object" || Array.isArray(value)) throw new Error("connection params are not an object");
  for (const item of Object.values(value)) if (typeof item !== "string") throw new Error("not a string");
  return value as Record<string, string | undefined>;
}

function headerOf(req: MedusaRequest, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) || null;
}
