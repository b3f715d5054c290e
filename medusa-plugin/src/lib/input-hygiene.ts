/**
 * What no procedure's input may hold, whatever its schema: PostgreSQL refuses NUL in text (a 500
 * instead of a 400), a lone UTF-16 surrogate is no character at all (it cannot be stored or
 * encoded), and deep nesting only costs stack. Keys count as much as values.
 */
export const MAX_INPUT_DEPTH = 32;
export const MAX_INPUT_NODES = 100_000;

export type InputProblem = "characters" | "shape";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/** The first problem in `input`, or null. Iterative, so hostile depth cannot overflow the stack. */
export function inputProblem(input: unknown): InputProblem | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }];
  let nodes = 0;
  while (stack.length) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (++nodes > MAX_INPUT_NODES) return "shape";
    if (typeof value === "string") {
      if (badText(value)) return "characters";
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return "shape";
    if (value instanceof Date) continue;
    const entries = value instanceof Map ? [...value.entries()].flat() : value instanceof Set ? [...value] : null;
    if (entries) {
      for (const item of entries) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (badText(key)) return "characters";
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}
