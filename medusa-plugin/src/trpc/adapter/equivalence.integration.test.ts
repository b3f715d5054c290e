// The direct paths answer what tRPC would. A backend of this file's own (standard-backend.cjs:
// the built backend plus tRPC's standard handler at /standard/trpc, with this API's options and
// the same bearer check) is called for EVERY query and subscription of the router, through the
// production path (/store/trpc: the fast path, direct-query.ts, direct-subscription.ts) and
// through tRPC's own handler, with the same caller and input: a valid input (SAMPLES in
// equivalence.test-support.ts; a procedure without one fails, so a new procedure gets one), an invalid one, an unreadable one and
// signed out. Status, the headers that matter and the body (errors included) must be equal.
import path from "node:path";
import { appRouter } from "@platform/medusa-plugin";
import {
  type RunningBackend,
  repoDir,
  shopifyEnv,
  sseEvents,
  startBackend,
  stripeEnv,
  TEST_SECRETS,
  trpcClient,
} from "@platform/testing";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Caller, type Fixture, fixture, SAMPLES, type Sample } from "./equivalence.test-support";

const mainUrl = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const launcher = path.join(repoDir(), "medusa-plugin/src/trpc/adapter/standard-backend.cjs");

type Procedure = { _def: { type: "query" | "mutation" | "subscription" } };
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;
const paths = (type: Procedure["_def"]["type"]) =>
  Object.keys(procedures).filter((path) => procedures[path]?._def.type === type);

/** What a client or a proxy acts on; the fast path sets content-type, content-length and vary. */
const HEADERS = [
  "content-type",
  "cache-control",
  "vary",
  "retry-after",
  "x-accel-buffering",
  "connection",
  "content-encoding",
] as const;

const PRODUCTION = "/store/trpc";
const STANDARD = "/standard/trpc";

let backend: RunningBackend;
let fx: Fixture;
let tokens: Record<Caller, string>;

beforeAll(async () => {
  const starting = startBackend({
    databaseUrl,
    script: launcher,
    readyTimeoutMs: 300_000,
    env: {
      ...shopifyEnv(inject("shopifyFakeUrl")),
      ...stripeEnv(inject("stripeFakeUrl")),
      ...TEST_SECRETS,
      NODE_ENV: "production",
      MEDUSA_ADMIN: "false",
    },
  });
  starting.catch(() => undefined);
  ({ fx, tokens } = await fixture({
    url: mainUrl,
    databaseUrl,
    mailDir: inject("mailDir"),
    shopifyFakeUrl: inject("shopifyFakeUrl"),
  }));
  backend = await starting;
}, 320_000);

afterAll(async () => {
  await backend?.stop();
});

/** `text`: the body as sent (the same bytes, so a content-length the direct path sets is tRPC's body's length). */
type Answer = { status: number; headers: Record<string, string | null>; body: unknown; text?: string };
type Call = { caller?: Caller; input?: unknown; rawInput?: string; locale?: "en" | "de"; via?: "connectionParams" };

function request(prefix: string, path: string, call: Call): { url: string; headers: Record<string, string> } {
  const query = new URLSearchParams();
  if (call.rawInput !== undefined) query.set("input", call.rawInput);
  else if (call.input !== undefined) query.set("input", JSON.stringify(superjson.serialize(call.input)));
  const headers: Record<string, string> = {};
  const token = call.caller ? tokens[call.caller] : undefined;
  if (token && call.via === "connectionParams") query.set("connectionParams", JSON.stringify({ token }));
  else if (token) headers.authorization = `Bearer ${token}`;
  if (call.locale) headers["x-locale"] = call.locale;
  const search = query.size ? `?${query}` : "";
  return { url: `${backend.url}${prefix}/${path}${search}`, headers };
}

const headersOf = (response: Response) => Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)]));

async function query(prefix: string, path: string, call: Call): Promise<Answer> {
  const { url, headers } = request(prefix, path, call);
  const response = await fetch(url, { headers });
  const text = await response.text();
  const length = response.headers.get("content-length");
  if (length !== null) expect(Number(length)).toBe(Buffer.byteLength(text));
  return { status: response.status, headers: headersOf(response), body: JSON.parse(text), text };
}

type Event = { event: string | null; id: string | null; data: unknown };

/** A live stream as read: its status and headers, then its events (pings left out) as they come. */
class Stream {
  readonly events: Event[] = [];
  ended = false;
  private readonly controller = new AbortController();
  private readonly listeners = new Set<() => void>();

  private constructor(readonly response: Response) {}

  static async open(prefix: string, path: string, call: Call): Promise<Stream> {
    const { url, headers } = request(prefix, path, call);
    const controller = new AbortController();
    const response = await fetch(url, {
      headers: { ...headers, accept: "text/event-stream" },
      signal: controller.signal,
    });
    const stream = new Stream(response);
    stream.controller.signal.addEventListener("abort", () => controller.abort());
    void stream.read();
    return stream;
  }

  private async read(): Promise<void> {
    try {
      for await (const event of sseEvents(this.response.body as ReadableStream<Uint8Array>)) {
        if (event.event === "ping") continue;
        this.events.push({ event: event.event, id: event.id, data: event.data ? JSON.parse(event.data) : event.data });
        for (const listener of this.listeners) listener();
      }
    } catch {
      // Closed by us.
    } finally {
      this.ended = true;
      for (const listener of this.listeners) listener();
    }
  }

  get data(): number {
    return this.events.filter((event) => event.event === null).length;
  }

  get failed(): boolean {
    return this.events.some((event) => event.event === "serialized-error");
  }

  /** Whether `check` came true (or the stream ended) within `ms`. */
  until(check: () => boolean, ms = 20_000): Promise<boolean> {
    return new Promise((resolve) => {
      const listener = () => {
        if (!check() && !this.ended) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(check());
      };
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        resolve(false);
      }, ms);
      this.listeners.add(listener);
      listener();
    });
  }

  answer(): Answer {
    return { status: this.response.status, headers: headersOf(this.response), body: this.events };
  }

  close(): void {
    this.controller.abort();
  }
}

/**
 * A subscription through both paths at once. A failing call: everything up to the error or the
 * end. A signed-in call: `connected`, the sample's replayed events, and the event its trigger
 * makes arrive live — once both streams listen (a stream may say `connected` before its procedure
 * has subscribed, so the trigger repeats until both have had a live event, then fires once more).
 */
async function sameStream(path: string, call: Call, sample: Sample, replayed: number): Promise<Answer> {
  const streams = await Promise.all([Stream.open(PRODUCTION, path, call), Stream.open(STANDARD, path, call)]);
  const [direct, standard] = streams as [Stream, Stream];
  try {
    const over = (stream: Stream) => stream.failed || stream.ended;
    const triggered = Boolean(sample.trigger && call.caller);
    await Promise.all(streams.map((s) => s.until(() => over(s) || (triggered && connected(s) && s.data >= replayed))));
    let last = false;
    if (triggered && sample.trigger) {
      for (let attempt = 0; attempt < 5 && !streams.some(over) && streams.some((s) => s.data <= replayed); attempt++) {
        await sample.trigger(live());
        await Promise.all(streams.map((s) => s.until(() => over(s) || s.data > replayed, 3_000)));
      }
      if (!streams.some(over)) {
        const marks = streams.map((s) => s.data);
        await sample.trigger(live());
        await Promise.all(streams.map((s, i) => s.until(() => over(s) || s.data > (marks[i] as number))));
        last = true;
      }
    }
    const keep = (stream: Stream) => ({
      ...stream.answer(),
      body: last ? [...firstEvents(stream.events, replayed), stream.events.at(-1)] : stream.events,
    });
    const label = { path, call: describeCall(call) };
    expect({ ...label, ...keep(direct) }).toEqual({ ...label, ...keep(standard) });
    return direct.answer();
  } finally {
    direct.close();
    standard.close();
  }
}

const connected = (stream: Stream) => stream.events.some((event) => event.event === "connected");

/** The events up to `connected` and `data` data events after it (and an error or the end). */
function firstEvents(events: Event[], data: number): Event[] {
  const kept: Event[] = [];
  let seen = 0;
  for (const event of events) {
    if (event.event === null && ++seen > data) break;
    kept.push(event);
  }
  return kept;
}

const live = () => ({
  fx,
  databaseUrl,
  client: (caller: Caller) => trpcClient(backend.url, { token: tokens[caller] }),
});

async function same(path: string, call: Call, read: (prefix: string) => Promise<Answer>): Promise<Answer> {
  const { text: directText, ...direct } = await read(PRODUCTION);
  const { text: standardText, ...standard } = await read(STANDARD);
  const label = { path, call: describeCall(call) };
  expect({ ...label, ...direct }).toEqual({ ...label, ...standard });
  expect(directText, `${path}: the same bytes`).toBe(standardText);
  return direct;
}

const describeCall = (call: Call) => ({ ...call, input: call.rawInput ?? call.input });

describe("every query answers through the direct path what tRPC's standard handler answers", () => {
  it.each(paths("query"))("%s", async (path) => {
    const sample = SAMPLES[path];
    if (!sample) throw new Error(`No sample input for ${path}: add one to SAMPLES (equivalence.test-support.ts)`);
    const valid: Call = { caller: sample.as, input: sample.input?.(fx) };
    const ok = await same(path, valid, (prefix) => query(prefix, path, valid));
    expect(ok.status, `${path} with its sample input`).toBe(200);
    for (const call of [
      { caller: sample.as, input: 42, locale: "de" },
      { caller: sample.as, rawInput: "{not json" },
      { input: sample.input?.(fx) },
    ] satisfies Call[]) {
      await same(path, call, (prefix) => query(prefix, path, call));
    }
  });

  it("a GET with a form or binary content type is refused as tRPC refuses it", async () => {
    for (const contentType of ["multipart/form-data; boundary=x", "application/octet-stream"]) {
      const read = async (prefix: string) => {
        const { url, headers } = request(prefix, "orders.list", { caller: "merchant", input: {} });
        const response = await fetch(url, { headers: { ...headers, "content-type": contentType } });
        return { status: response.status, headers: headersOf(response), body: await response.json() };
      };
      expect((await same("orders.list", { input: contentType }, read)).status).toBe(405);
    }
  });
});

describe("every subscription streams through the direct path what tRPC's standard handler streams", () => {
  it.each(paths("subscription"))("%s", async (path) => {
    const sample = SAMPLES[path];
    if (!sample?.trigger) {
      throw new Error(`No sample with a trigger for ${path}: add one to SAMPLES (equivalence.test-support.ts)`);
    }
    for (const call of [
      { caller: sample.as, input: sample.input?.(fx) },
      { caller: sample.as, input: sample.input?.(fx), via: "connectionParams" },
      { caller: sample.as, input: 42, locale: "de" },
      { input: sample.input?.(fx) },
    ] satisfies Call[]) {
      const replayed = (await sample.replayed?.(live())) ?? 0;
      await sameStream(path, call, sample, replayed);
    }
  });
});
