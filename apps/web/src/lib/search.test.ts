import { describe, expect, it } from "vitest";
import { auditSearchSchema, ordersSearchSchema } from "./search";

describe("date filters in the URL", () => {
  it("keep a day that exists and drop one that does not, so the list still loads", () => {
    expect(ordersSearchSchema.parse({ from: "2026-02-28", to: "2026-02-30" })).toMatchObject({
      from: "2026-02-28",
      to: undefined,
    });
    expect(auditSearchSchema.parse({ from: "0000-01-01" }).from).toBeUndefined();
  });
});
