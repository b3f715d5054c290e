// The retry schedule: eight attempts, the last more than a day after the first.
import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "./deliver-due";

describe("retryDelaySeconds", () => {
  it("waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 14 h, then gives up", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds);
    expect(delays).toEqual([5, 300, 1800, 7200, 18000, 36000, 50400]);
    expect(retryDelaySeconds(8)).toBeNull();
    const total = (delays as number[]).reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(24 * 3600);
  });
});
