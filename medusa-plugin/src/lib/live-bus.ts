import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import superjson from "superjson";

/** One event for the live streams listening on `key` (a chat's id, a recipient's customer id). */
export type LiveEvent<T> = { key: string; value: T };
export type LiveListener<T> = (value: T) => void;

/**
 * Fan-out of new events to the live subscriptions (server-sent events) listening on a key: chat
 * messages to a chat's open views, notifications to a person's open tabs. In-process by default;
 * with REDIS_URL every event crosses one Redis channel and each instance hands it to its own
 * listeners (its own included, so delivery is the same path everywhere). Each instance parses an
 * event once: all its listeners get the same object (trpc/adapter/direct-subscription.ts serializes it once).
 */
export interface LiveBus<T> {
  publish(events: Array<LiveEvent<T>>): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(key: string, listener: LiveListener<T>): () => void;
  /** Resolves once this instance listens (a subscription opened after it misses nothing). */
  whenReady(): Promise<void>;
  close(): Promise<void>;
}

function emitter(): EventEmitter {
  const events = new EventEmitter();
  // One listener per open view: hundreds on a busy chat are expected.
  events.setMaxListeners(0);
  return events;
}

/** One backend: an in-process EventEmitter. */
export class LocalLiveBus<T> implements LiveBus<T> {
  private readonly events = emitter();

  async publish(events: Array<LiveEvent<T>>): Promise<void> {
    for (const event of events) this.events.emit(event.key, event.value);
  }

  subscribe(key: string, listener: LiveListener<T>): () => void {
    this.events.on(key, listener);
    return () => this.events.off(key, listener);
  }

  async whenReady(): Promise<void> {}

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

/** Several backends: one Redis channel per kind of event. */
export class RedisLiveBus<T> implements LiveBus<T> {
  private readonly events = emitter();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    private readonly channel: string,
    /** Names the bus in warnings ("chat", "notifications"). */
    label: string,
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url);
    this.subscriber.on("message", (_channel: string, raw: string) => {
      try {
        for (const event of superjson.parse<Array<LiveEvent<T>>>(raw)) this.events.emit(event.key, event.value);
      } catch (error) {
        console.warn(`[${label}] unreadable bus message: ${String(error)}`);
      }
    });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on("error", (error: Error) => console.warn(`[${label}] redis: ${error.message}`));
    }
    this.ready = this.subscriber.subscribe(channel);
  }

  async publish(events: Array<LiveEvent<T>>): Promise<void> {
    if (!events.length) return;
    await this.ready;
    await this.publisher.publish(this.channel, superjson.stringify(events));
  }

  subscribe(key: string, listener: LiveListener<T>): () => void {
    this.events.on(key, listener);
    return () => this.events.off(key, listener);
  }

  async whenReady(): Promise<void> {
    await this.ready;
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

/** The process's bus for one channel: Redis pub/sub with REDIS_URL, otherwise in-process; made on first use. */
export function processBus<T>(channel: string, label: string): () => LiveBus<T> {
  let bus: LiveBus<T> | undefined;
  return () => {
    bus ??= process.env.REDIS_URL ? new RedisLiveBus<T>(process.env.REDIS_URL, channel, label) : new LocalLiveBus<T>();
    return bus;
  };
}

/**
 * A live subscription's incoming events, listened to from construction on (so nothing published
 * while the stream reads the database slips through), taken one at a time until the signal aborts.
 */
export class LiveQueue<T> {
  private readonly items: T[] = [];
  private wake: (() => void) | null = null;
  private readonly unsubscribe: () => void;
  private readonly onAbort = () => this.wake?.();

  constructor(
    bus: LiveBus<T>,
    key: string,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.unsubscribe = bus.subscribe(key, (value) => {
      this.items.push(value);
      this.wake?.();
    });
    signal?.addEventListener("abort", this.onAbort);
  }

  /** The next event; undefined once the stream is aborted (the client left, or its maximum duration). */
  async take(): Promise<T | undefined> {
    while (!this.signal?.aborted) {
      const next = this.items.shift();
      if (next !== undefined) return next;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        if (this.items.length > 0 || this.signal?.aborted) resolve();
      });
      this.wake = null;
    }
    return undefined;
  }

  close(): void {
    this.signal?.removeEventListener("abort", this.onAbort);
    this.unsubscribe();
  }
}

/**
 * Ends a live stream the server or the client stopped: an abort, not a completion, so the
 * client's event source reconnects (and resumes) instead of stopping.
 */
export function streamEnded(): never {
  throw new DOMException("The live stream ended", "AbortError");
}
