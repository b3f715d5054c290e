import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { serialize } from "./transformer";

const shared = { a: 1 };
const cases: Record<string, unknown> = {
  "a list page": {
    items: [
      { id: "o1", createdAt: new Date("2026-01-02T03:04:05.678Z"), shop: { id: "s", name: "S" }, tags: ["x"], n: null },
      { id: "o2", createdAt: new Date(0), shop: null, total: 12.5, ok: true },
    ],
    nextCursor: null,
  },
  "no dates": { a: [1, 2, { b: "c" }], d: false },
  "nested dates": { a: { b: [{ c: new Date(1) }, [new Date(2)]] } },
  primitives: "text",
  number: 3,
  null: null,
  undefined: undefined,
  "top-level date": new Date(5),
  "an undefined field": { a: undefined, b: 1 },
  "a dotted key": { "a.b": new Date(3) },
  "a shared object": { x: shared, y: shared },
  "a shared date": (() => {
    const d = new Date(7);
    return { x: d, y: d };
  })(),
  "non-finite and -0": { a: Number.NaN, b: Number.POSITIVE_INFINITY, c: -0 },
  "map and set": { m: new Map([["k", 1]]), s: new Set([1]) },
  bigint: { b: BigInt(1) },
  "a class instance": {
    e: new (class Entity {
      id = "e";
      at = new Date(9);
    })(),
  },
  "an invalid date": { d: new Date(Number.NaN) },
  "a sparse array": (() => {
    const a = new Array<number>(3);
    a[0] = 1;
    return { a };
  })(),
};

describe("trpc transformer", () => {
  for (const [name, value] of Object.entries(cases)) {
    it(`writes what superjson writes: ${name}`, () => {
      expect(JSON.stringify(serialize(value))).toBe(JSON.stringify(superjson.serialize(value)));
    });
  }
});
