import { afterEach, describe, expect, it } from "vitest";
import { config, MAX_TIMER_MS, timerDelay } from "./config";
import { intervalFromEnv } from "./periodic-job";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("timer settings", () => {
  it("an interval from the environment: default when unset, off for 0 or nonsense", () => {
    delete process.env.TEST_INTERVAL_MS;
    expect(intervalFromEnv("TEST_INTERVAL_MS", 60_000)).toBe(60_000);
    process.env.TEST_INTERVAL_MS = "";
    expect(intervalFromEnv("TEST_INTERVAL_MS", 60_000)).toBe(60_000);
    process.env.TEST_INTERVAL_MS = "1500";
    expect(intervalFromEnv("TEST_INTERVAL_MS", 60_000)).toBe(1500);
    for (const off of ["0", "-5", "soon", "Infinity"]) {
      process.env.TEST_INTERVAL_MS = off;
      expect(intervalFromEnv("TEST_INTERVAL_MS", 60_000)).toBe(0);
    }
  });

  it("a delay longer than Node's timers hold is capped, never turned into 1 ms", () => {
    expect(timerDelay(1_000)).toBe(1_000);
    expect(timerDelay(365 * 24 * 60 * 60_000)).toBe(MAX_TIMER_MS);
    process.env.SSE_MAX_DURATION_MS = String(1e15);
    expect(config.sseMaxDurationMs()).toBe(MAX_TIMER_MS);
    process.env.SSE_MAX_DURATION_MS = "5000";
    expect(config.sseMaxDurationMs()).toBe(5000);
  });
});
