/** At most `limit` tasks at once in this process; the rest wait in order. */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** True while no task runs or waits (a keyed gate drops it then). */
  get idle(): boolean {
    return this.running === 0 && this.waiting.length === 0;
  }

  /** Waits for a slot; the returned function gives it back (once, however often it is called). */
  async acquire(): Promise<() => void> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the next waiter (which counts as running already).
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }
}

/** One semaphore per key, created on demand and dropped when idle (memory follows the keys in use). */
export class KeyedSemaphore {
  private readonly gates = new Map<string, Semaphore>();

  constructor(private readonly limit: () => number) {}

  /** Tasks waiting for `key`. */
  queued(key: string): number {
    return this.gates.get(key)?.queued ?? 0;
  }

  async acquire(key: string): Promise<() => void> {
    let gate = this.gates.get(key);
    if (!gate) {
      gate = new Semaphore(Math.max(1, this.limit()));
      this.gates.set(key, gate);
    }
    const release = await gate.acquire();
    const held = gate;
    return () => {
      release();
      if (held.idle && this.gates.get(key) === held) this.gates.delete(key);
    };
  }
}

/**
 * At most `limit` tasks at once, handed out in turn between keys: a key with many waiting (one
 * account's burst of sign-ins) gets one place per round, so another key's task waits for at most
 * one task of each other waiting key, not for the whole burst.
 */
export class FairSemaphore {
  private running = 0;
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly limit: number) {}

  /** Tasks waiting, over all keys. */
  get queued(): number {
    let count = 0;
    for (const queue of this.waiting.values()) count += queue.length;
    return count;
  }

  async acquire(key: string): Promise<() => void> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(key);
        if (queue) queue.push(resolve);
        else this.waiting.set(key, [resolve]);
      });
    } else this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The key waiting longest goes first, then to the back of the line (a Map keeps insertion order).
      const next = this.waiting.entries().next();
      if (next.done) {
        this.running--;
        return;
      }
      const [nextKey, queue] = next.value;
      this.waiting.delete(nextKey);
      const resolve = queue.shift() as () => void;
      if (queue.length) this.waiting.set(nextKey, queue);
      resolve();
    };
  }
}
