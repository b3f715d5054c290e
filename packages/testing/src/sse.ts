import { TRPCClientError } from "@trpc/client";
import superjson from "superjson";

/**
 * A tRPC subscription over server-sent events, read with fetch (Node 20 has no EventSource).
 * It speaks what tRPC's httpSubscriptionLink speaks: GET /store/trpc/<path>?input=…, the
 * `connected`, data (with `id:` for tracked events), `ping` and `serialized-error` events, and
 * Last-Event-ID for resuming.
 */
export type SubscribeOptions = {
  token?: string;
  /** Sends the token as tRPC connectionParams (what the browser's EventSource does) instead of a header. */
  tokenVia?: "header" | "connectionParams";
  lastEventId?: string;
  locale?: "en" | "de";
};

export type SseEvent = { id: string | null; event: string | null; data: string };

export class Subscription<T> {
  readonly received: Array<{ id: string | null; data: T }> = [];
  error: TRPCClientError<never> | null = null;
  /** The last tracked id seen: what a reconnect sends as Last-Event-ID. */
  lastEventId: string | null = null;
  /** Resolves when the server says the stream is connected; rejects with the error when it fails first. */
  readonly ready: Promise<void>;
  private readonly controller = new AbortController();
  private readonly listeners = new Set<() => void>();
  private resolveReady!: () => void;
  private rejectReady!: (error: unknown) => void;
  closed = false;

  constructor(url: string, path: string, input: unknown, options: SubscribeOptions = {}) {
    this.ready = new Promise<void>((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => undefined);
    void this.run(url, path, input, options);
  }

  private async run(url: string, path: string, input: unknown, options: SubscribeOptions): Promise<void> {
    const query = new URLSearchParams({ input: JSON.stringify(superjson.serialize(input)) });
    const headers: Record<string, string> = { accept: "text/event-stream" };
    if (options.token && options.tokenVia === "connectionParams") {
      query.set("connectionParams", JSON.stringify({ token: options.token }));
    } else if (options.token) {
      headers.authorization = `Bearer ${options.token}`;
    }
    if (options.lastEventId) headers["last-event-id"] = options.lastEventId;
    if (options.locale) headers["x-locale"] = options.locale;
    try {
      const response = await fetch(`${url.replace(/\/$/, "")}/store/trpc/${path}?${query}`, {
        headers,
        signal: this.controller.signal,
      });
      if (!response.body) throw new Error(`HTTP ${response.status} without a body`);
      for await (const event of sseEvents(response.body)) this.handle(event);
    } catch (error) {
      if (!this.controller.signal.aborted) this.rejectReady(error);
    } finally {
      this.closed = true;
      this.notify();
    }
  }

  private handle(event: SseEvent): void {
    if (event.event === "connected") {
      // tRPC says "connected" before it runs into a procedure's error (e.g. NOT_FOUND): give
      // that error a moment to arrive before calling the subscription ready.
      setTimeout(() => this.resolveReady(), 150);
    } else if (event.event === "serialized-error") {
      const shape = superjson.deserialize(JSON.parse(event.data)) as { message: string; data: unknown };
      this.error = new TRPCClientError(shape.message, { result: { error: shape } as never });
      this.rejectReady(this.error);
      this.close();
    } else if (event.event === null && event.data) {
      const data = superjson.deserialize(JSON.parse(event.data)) as T;
      this.received.push({ id: event.id, data });
      if (event.id) this.lastEventId = event.id;
    }
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Waits until `predicate` holds for what has been received (or fails after `timeoutMs`). */
  async until(predicate: (received: Array<{ id: string | null; data: T }>) => boolean, timeoutMs = 10_000) {
    if (predicate(this.received)) return this.received;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`Subscription: condition not met within ${timeoutMs} ms (${this.received.length} received)`));
      }, timeoutMs);
      const check = () => {
        if (predicate(this.received) || this.closed) {
          clearTimeout(timer);
          this.listeners.delete(check);
          resolve();
        }
      };
      this.listeners.add(check);
    });
    return this.received;
  }

  close(): void {
    this.controller.abort();
  }
}

/** Opens a subscription; await `.ready` before relying on it. */
export function subscribe<T>(url: string, path: string, input: unknown, options: SubscribeOptions = {}) {
  return new Subscription<T>(url, path, input, options);
}

/** Parses a text/event-stream body into events. */
export async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
      const event: SseEvent = { id: null, event: null, data: "" };
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
        else if (line.startsWith("id:")) event.id = line.slice(3).trim();
        else if (line.startsWith("event:")) event.event = line.slice(6).trim();
      }
      event.data = data.join("\n");
      if (event.data || event.event || event.id) yield event;
    }
  }
}

/**
 * A subscription that comes back by itself, as the browser's EventSource does: when the stream
 * ends (its instance died, nginx answered 502), it opens again with the last event id it saw.
 * `received` is everything from all connections, in arrival order.
 */
export class ResumingSubscription<T> {
  readonly received: T[] = [];
  /** How many times the stream was opened again. */
  reconnects = 0;
  private current: Subscription<T>;
  private taken = 0;
  private lastEventId: string | null = null;
  private closed = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly path: string,
    private readonly input: unknown,
    private readonly options: SubscribeOptions = {},
  ) {
    this.current = subscribe<T>(url, path, input, options);
    // EventSource's retry interval, short.
    this.timer = setInterval(() => this.pump(), 50);
  }

  private pump(): void {
    const connection = this.current;
    while (this.taken < connection.received.length) {
      const event = connection.received[this.taken++] as { id: string | null; data: T };
      this.received.push(event.data);
      if (event.id) this.lastEventId = event.id;
    }
    if (connection.closed && !this.closed) {
      this.reconnects++;
      this.taken = 0;
      this.current = subscribe<T>(this.url, this.path, this.input, {
        ...this.options,
        lastEventId: this.lastEventId ?? this.options.lastEventId,
      });
    }
  }

  /** The first connection's `ready`. */
  ready(): Promise<void> {
    return this.current.ready;
  }

  /** Waits until `predicate` holds for everything received so far. */
  async until(predicate: (received: T[]) => boolean, timeoutMs = 10_000): Promise<T[]> {
    const until = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      if (Date.now() > until) {
        throw new Error(
          `ResumingSubscription: condition not met within ${timeoutMs} ms (${this.received.length} received)`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.received;
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    this.current.close();
  }
}
