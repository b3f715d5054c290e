import { describe, expect, it } from "vitest";
import { arrivalWindow } from "./arrival";

describe("arrivalWindow (spec §9 import methods)", () => {
  const from = new Date("2026-03-01T10:00:00Z");
  it("plane: 3 to 15 days", () => {
    expect(arrivalWindow("plane", from)).toEqual({
      earliest: new Date("2026-03-04T10:00:00Z"),
      latest: new Date("2026-03-16T10:00:00Z"),
    });
  });
  it("train: 45 to 55 days", () => {
    expect(arrivalWindow("train", from)).toEqual({
      earliest: new Date("2026-04-15T10:00:00Z"),
      latest: new Date("2026-04-25T10:00:00Z"),
    });
  });
  it("stock in China has no transit window", () => {
    expect(arrivalWindow("china_stock", from)).toBeNull();
  });
});
