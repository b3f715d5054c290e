import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MemoryCounterStore, PasswordRateLimit } from "./rate-limit";
import { FairSemaphore, KeyedSemaphore, Semaphore } from "./semaphore";

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A password check that ends when told: `wrong()` or `right()` (or on its own after a tick). */
async function check(limit: PasswordRateLimit, account: string, address: string, right: boolean) {
  const attempt = await limit.attempt(account, address);
  if (attempt.retryAfter !== null) return "refused";
  await tick();
  if (right) attempt.settled(true);
  else attempt.failed();
  return right ? "ok" : "wrong";
}

beforeEach(() => {
  process.env.AUTH_RATE_LIMIT_ACCOUNT = "10";
  process.env.AUTH_RATE_LIMIT_ADDRESS = "100";
});
afterEach(() => {
  delete process.env.AUTH_RATE_LIMIT_ACCOUNT;
  delete process.env.AUTH_RATE_LIMIT_ADDRESS;
});

describe("PasswordRateLimit", () => {
  it("never counts right passwords: 200 at once all go through, and the address stays open", async () => {
    const limit = new PasswordRateLimit(new MemoryCounterStore());
    const results = await Promise.all(Array.from({ length: 200 }, () => check(limit, "anna", "1.2.3.4", true)));
    expect(results.every((r) => r === "ok")).toBe(true);
    for (let i = 0; i < 9; i++) expect(await check(limit, "ben", "1.2.3.4", false)).toBe("wrong");
    expect(await check(limit, "ben", "1.2.3.4", true)).toBe("ok");
  });

  it("checks at most ten of thirty parallel wrong passwords; the rest are refused with Retry-After", async () => {
    const limit = new PasswordRateLimit(new MemoryCounterStore());
    const results = await Promise.all(Array.from({ length: 30 }, () => check(limit, "anna", "1.2.3.4", false)));
    expect(results.filter((r) => r === "wrong")).toHaveLength(10);
    expect(results.filter((r) => r === "refused")).toHaveLength(20);
    const refused = await limit.attempt("anna", "5.6.7.8");
    expect(refused.retryAfter).toBeGreaterThan(800);
  });

  it("holds the limit across instances sharing one store (as through Redis)", async () => {
    const store = new MemoryCounterStore();
    const a = new PasswordRateLimit(store);
    const b = new PasswordRateLimit(store);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => check(i % 2 ? a : b, "anna", "1.2.3.4", false)),
    );
    expect(results.filter((r) => r === "wrong")).toHaveLength(10);
  });

  it("limits an address over many accounts, and a refusal does not count", async () => {
    process.env.AUTH_RATE_LIMIT_ADDRESS = "20";
    const limit = new PasswordRateLimit(new MemoryCounterStore());
    for (let i = 0; i < 20; i++) expect(await check(limit, `user-${i}`, "9.9.9.9", false)).toBe("wrong");
    for (let i = 0; i < 5; i++) expect(await check(limit, "someone", "9.9.9.9", true)).toBe("refused");
    expect(await check(limit, "someone", "8.8.8.8", true)).toBe("ok");
  });
});

describe("Semaphore", () => {
  it("runs at most `limit` at once, in order, and a release given twice frees one place", async () => {
    const semaphore = new Semaphore(2);
    const first = await semaphore.acquire();
    const second = await semaphore.acquire();
    const order: number[] = [];
    const third = semaphore.acquire().then((release) => {
      order.push(3);
      return release;
    });
    const fourth = semaphore.acquire().then((release) => {
      order.push(4);
      return release;
    });
    await tick();
    expect(order).toEqual([]);
    first();
    first();
    await tick();
    expect(order).toEqual([3]);
    second();
    await tick();
    expect(order).toEqual([3, 4]);
    (await third)();
    (await fourth)();
    expect(semaphore.idle).toBe(true);
  });

  it("keeps one gate per key and drops it when idle", async () => {
    const gates = new KeyedSemaphore(() => 1);
    const a = await gates.acquire("a");
    const waiting = gates.acquire("a");
    expect(gates.queued("a")).toBe(1);
    const b = await gates.acquire("b");
    a();
    (await waiting)();
    b();
    expect(gates.queued("a")).toBe(0);
  });
});

describe("FairSemaphore", () => {
  it("takes turns between keys: one key's burst does not keep another waiting behind all of it", async () => {
    const slots = new FairSemaphore(1);
    const served: string[] = [];
    const holder = await slots.acquire("burst");
    const run = async (key: string) => {
      const release = await slots.acquire(key);
      served.push(key);
      await tick();
      release();
    };
    const all = [...Array.from({ length: 5 }, () => run("burst")), run("colleague")];
    expect(slots.queued).toBe(6);
    holder();
    await Promise.all(all);
    expect(served.indexOf("colleague")).toBeLessThanOrEqual(1);
    expect(served).toHaveLength(6);
    expect(slots.queued).toBe(0);
  });
});
