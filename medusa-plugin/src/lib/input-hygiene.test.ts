import { describe, expect, it } from "vitest";
import { inputProblem, MAX_INPUT_DEPTH } from "./input-hygiene";

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe("inputProblem", () => {
  it("accepts ordinary input, umlauts and emoji", () => {
    expect(inputProblem({ name: "Müller 🚚", list: [1, "two", { three: null }], when: new Date() })).toBeNull();
    expect(inputProblem(undefined)).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH - 1))).toBeNull();
  });

  it("refuses NUL and lone surrogates in values and keys, at any depth", () => {
    expect(inputProblem("a\u0000b")).toBe("characters");
    expect(inputProblem({ deep: [{ name: "x\uD800" }] })).toBe("characters");
    expect(inputProblem({ name: "\uDC00y" })).toBe("characters");
    expect(inputProblem({ "k\u0000": 1 })).toBe("characters");
  });

  it("refuses deep nesting without overflowing the stack", () => {
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))).toBe("shape");
    expect(inputProblem(nested(200_000))).toBe("shape");
  });
});
