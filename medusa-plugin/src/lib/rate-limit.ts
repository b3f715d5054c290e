import { Redis } from "ioredis";

/**
 * Failed password checks per account and per address, in fixed windows. Every attempt counts
 * when it starts (so parallel guesses cannot slip past the check) and is taken back when it did
 * not end in a wrong password. Shared through Redis when REDIS_URL is set, in memory otherwise.
 */
export interface CounterStore {
  /** Adds one and returns the new count and the milliseconds until the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Takes one back (never below zero). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const MAX_MEMORY_KEYS = 100_000;

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      this.prune(now);
      counter = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    return { count: counter.count, resetMs: counter.resetAt - now };
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

  async hit(key: string, windowMs: number) {
    const k = this.key(key);
    // SET NX starts the window; INCR keeps its expiry.
    const results = await this.redis.multi().set(k, "0", "PX", windowMs, "NX").incr(k).pttl(k).exec();
    const count = Number(results?.[1]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
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
  /** Wrong passwords per client address and window (default 50). */
  addressMax: () => positive("AUTH_RATE_LIMIT_ADDRESS", 50),
  windowMs: () => positive("AUTH_RATE_LIMIT_WINDOW_MS", 15 * 60_000),
};

export type Attempt = {
  /** Seconds until the caller may try again, or null when the attempt may go ahead. */
  retryAfter: number | null;
  /** The password was wrong: the attempt stays counted. */
  failed(): void;
  /** Anything else (right password, bad input): the attempt is taken back, a success clears the account. */
  settled(success: boolean): void;
};

export class PasswordRateLimit {
  constructor(private readonly store: CounterStore) {}

  /** Counts an attempt at `account` from `address` (both already normalised by the caller). */
  async attempt(account: string, address: string): Promise<Attempt> {
    const windowMs = rateLimitConfig.windowMs();
    const accountKey = `account:${account}`;
    const addressKey = `address:${address}`;
    const [byAccount, byAddress] = await Promise.all([
      this.store.hit(accountKey, windowMs),
      this.store.hit(addressKey, windowMs),
    ]);
    const blockedMs = Math.max(
      byAccount.count > rateLimitConfig.accountMax() ? byAccount.resetMs : 0,
      byAddress.count > rateLimitConfig.addressMax() ? byAddress.resetMs : 0,
    );
    const warn = (error: unknown) => console.warn(`[rate-limit] ${String(error)}`);
    let done = false;
    return {
      retryAfter: blockedMs > 0 ? Math.max(1, Math.ceil(blockedMs / 1000)) : null,
      failed: () => {
        done = true;
      },
      settled: (success) => {
        if (done) return;
        done = true;
        const undo = success
          ? [this.store.reset(accountKey), this.store.undo(addressKey)]
          : [this.store.undo(accountKey), this.store.undo(addressKey)];
        Promise.all(undo).catch(warn);
      },
    };
  }
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
