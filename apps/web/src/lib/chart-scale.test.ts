import { describe, expect, it } from "vitest";
import { axisTicks } from "./chart-scale";

describe("axisTicks", () => {
  it("counts in round steps from 0 up to the largest value", () => {
    expect(axisTicks(15)).toEqual([0, 5, 10, 15]);
    expect(axisTicks(18_250)).toEqual([0, 5000, 10_000, 15_000, 20_000]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
  });

  it("draws an empty or broken chart on a 0–1 axis", () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(Number.NaN)).toEqual([0, 1]);
  });
});
