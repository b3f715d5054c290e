import { Redis } from "ioredis";
import { FairSemaphore, KeyedSemaphore } from "./semaphore";

/**
 * Wrong passwords per account and per client address, in fixed windows. Only a wrong password
 * counts: a right one, a refusal or bad input never does (an office behind one address is not
 * locked out by its own colleagues signing in). So that parallel guesses cannot all be checked
 * before the first one is counted, every attempt holds a reservation while it runs and is let in
 * only while `failures + reservations` stays within the limit; the others wait (in order, in this
 * process) instead of being refused. Shared through Redis when REDIS_URL is set, in memory
 * otherwise. (rate-limiter-flexible was considered: its memory store keeps a timer per key with no
 * bound on the keys, and the reservation rule needs these three operations anyway.)
 */
export interface CounterStore {
  /**
   * Adds one and returns the new count and the milliseconds until the window ends. A sliding
   * window ends `windowMs` after the last hit (reservations: they never lapse while in use).
   */
  hit(key: string, windowMs: number, sliding?: boolean): Promise<{ count: number; resetMs: number }>;
  /** The current count (0 when no window runs) and the milliseconds until the window ends. */
  get(key: string): Promise<{ count: number; resetMs: number }>;
  /** Takes one back (never below zero). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const MAX_MEMORY_KEYS = 100_000;

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number, sliding = false) {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      this.prune(now);
      counter = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, counter);
    }
    if (sliding) counter.resetAt = now + windowMs;
    counter.count += 1;
    return { count: counter.count, resetMs: counter.resetAt - now };
  }

  async get(key: string) {
    const now = Date.now();
    const counter = this.counters.get(key);
    return counter && counter.resetAt > now
      ? { count: counter.count, resetMs: counter.resetAt - now }
      : { count: 0, resetMs: 0 };
  }

  async undo(key: string) {
    const counter = this.counters.get(key);
    if (counter && counter.count > 0) counter.count -= 1;
  }

  async reset(key: string) {
    this.counters.delete(key);
  }

  /** Bounded memory: expired windows go first, then the oldest ones. */
  private prune(now: number) {
    if (this.counters.size < MAX_MEMORY_KEYS) return;
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
    for (const key of this.counters.keys()) {
      if (this.counters.size < MAX_MEMORY_KEYS) break;
      this.counters.delete(key);
    }
  }
}

export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3 });
    this.redis.on("error", (error: Error) => console.warn(`[rate-limit] redis: ${error.message}`));
  }

  private key(key: string) {
    return `platform:rate-limit:${key}`;
  }

  async hit(key: string, windowMs: number, sliding = false) {
    const k = this.key(key);
    // SET NX starts the window; INCR keeps its expiry (a sliding one is renewed).
    const multi = this.redis.multi().set(k, "0", "PX", windowMs, "NX").incr(k);
    const results = await (sliding ? multi.pexpire(k, windowMs) : multi).pttl(k).exec();
    const count = Number(results?.[1]?.[1] ?? 0);
    const ttl = Number(results?.at(-1)?.[1] ?? windowMs);
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
  }

  async get(key: string) {
    const k = this.key(key);
    const results = await this.redis.multi().get(k).pttl(k).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? 0);
    return ttl > 0 && count > 0 ? { count, resetMs: ttl } : { count: 0, resetMs: 0 };
  }

  async undo(key: string) {
    const k = this.key(key);
    // Only while the window lives: a DECR on a missing key would create one without expiry.
    await this.redis.eval(
      "if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end",
      1,
      k,
    );
  }

  async reset(key: string) {
    await this.redis.del(this.key(key));
  }
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const rateLimitConfig = {
  /** Wrong passwords per account (email or signed-in customer) and window (default 10). */
  accountMax: () => positive("AUTH_RATE_LIMIT_ACCOUNT", 10),
  /** Wrong passwords per client address and window (default 100: a whole office behind one NAT). */
  addressMax: () => positive("AUTH_RATE_LIMIT_ADDRESS", 100),
  windowMs: () => positive("AUTH_RATE_LIMIT_WINDOW_MS", 15 * 60_000),
};

/** A reservation outlives a crashed process by at most this long. */
const RESERVATION_MS = 60_000;
/** How long an attempt waits for a place among the running ones before it is refused. */
const WAIT_MS = 20_000;
/** Attempts waiting for one account in this process; beyond it they are refused at once. */
const MAX_WAITING_PER_ACCOUNT = 1_000;

export type Attempt = {
  /** Seconds until the caller may try again, or null when the attempt may go ahead. */
  retryAfter: number | null;
  /** The password was wrong: it counts against the account and the address. */
  failed(): void;
  /** Anything else (right password, bad input): nothing counts, a success clears the account. */
  settled(success: boolean): void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class PasswordRateLimit {
  /** This process's running attempts per account: a burst queues here rather than polling the store. */
  private readonly running = new KeyedSemaphore(() => rateLimitConfig.accountMax());

  constructor(private readonly store: CounterStore) {}

  /** An attempt at `account` from `address` (both already normalised by the caller). */
  async attempt(account: string, address: string): Promise<Attempt> {
    const refused = (retryAfterSeconds: number): Attempt => ({
      retryAfter: retryAfterSeconds,
      failed: () => {},
      settled: () => {},
    });
    if (this.running.queued(account) >= MAX_WAITING_PER_ACCOUNT) return refused(1);
    const release = await this.running.acquire(account);
    try {
      return await this.admit(account, address, release);
    } catch (error) {
      release();
      throw error;
    }
  }

  private async admit(account: string, address: string, release: () => void): Promise<Attempt> {
    const failures = { account: `account:${account}`, address: `address:${address}` };
    const reserved = { account: `pending:account:${account}`, address: `pending:address:${address}` };
    const unreserve = () => Promise.all([this.store.undo(reserved.account), this.store.undo(reserved.address)]);
    const deadline = Date.now() + WAIT_MS;
    for (let pause = 25; ; pause = Math.min(pause * 2, 1000)) {
      // Reserve first, then read the failures: an attempt ending in between is counted twice
      // (its failure and its reservation), never missed.
      const [byAccount, byAddress] = await Promise.all([
        this.store.hit(reserved.account, RESERVATION_MS, true),
        this.store.hit(reserved.address, RESERVATION_MS, true),
      ]);
      const [failedAccount, failedAddress] = await Promise.all([
        this.store.get(failures.account),
        this.store.get(failures.address),
      ]);
      const accountMax = rateLimitConfig.accountMax();
      const addressMax = rateLimitConfig.addressMax();
      const blockedMs = Math.max(
        failedAccount.count >= accountMax ? failedAccount.resetMs : 0,
        failedAddress.count >= addressMax ? failedAddress.resetMs : 0,
      );
      if (blockedMs > 0 || Date.now() > deadline) {
        await unreserve();
        release();
        return { retryAfter: blockedMs > 0 ? seconds(blockedMs) : 1, failed: () => {}, settled: () => {} };
      }
      if (failedAccount.count + byAccount.count <= accountMax && failedAddress.count + byAddress.count <= addressMax) {
        return this.admitted(failures, unreserve, release);
      }
      // Others (on other instances, or other accounts from this address) hold the remaining places.
      await unreserve();
      await sleep(pause / 2 + Math.random() * pause);
    }
  }

  private admitted(
    failures: { account: string; address: string },
    unreserve: () => Promise<unknown>,
    release: () => void,
  ): Attempt {
    const warn = (error: unknown) => console.warn(`[rate-limit] ${String(error)}`);
    let done = false;
    const end = (work: () => Promise<unknown>) => {
      if (done) return;
      done = true;
      // The failure is counted before the reservation goes, so the sum never dips in between.
      work().catch(warn).then(unreserve).catch(warn).finally(release);
    };
    return {
      retryAfter: null,
      failed: () =>
        end(() =>
          Promise.all([
            this.store.hit(failures.account, rateLimitConfig.windowMs()),
            this.store.hit(failures.address, rateLimitConfig.windowMs()),
          ]),
        ),
      settled: (success) => end(async () => (success ? this.store.reset(failures.account) : undefined)),
    };
  }
}

let slots: FairSemaphore | undefined;

/**
 * Password sign-ins handled at once in this process (SIGN_IN_CONCURRENCY, default 4); the rest
 * queue, taking turns by account, so one account's burst cannot keep everyone else waiting.
 */
export function signInSlots(): FairSemaphore {
  slots ??= new FairSemaphore(Math.floor(positive("SIGN_IN_CONCURRENCY", 4)));
  return slots;
}

let limiter: PasswordRateLimit | undefined;

/** The process's limiter: shared through Redis with REDIS_URL, otherwise in this process. */
export function passwordRateLimit(): PasswordRateLimit {
  limiter ??= new PasswordRateLimit(
    process.env.REDIS_URL ? new RedisCounterStore(process.env.REDIS_URL) : new MemoryCounterStore(),
  );
  return limiter;
}

/** A tRPC procedure's refusal: TOO_MANY_REQUESTS, and the route sets Retry-After from it. */
export class RateLimitedError extends Error {
  constructor(public readonly retryAfter: number) {
    super("rate limited");
  }
}

export function normaliseAccount(email: unknown): string {
  return typeof email === "string" ? email.trim().toLowerCase().slice(0, 320) : "";
}
