import { isCalendarDay } from "@platform/domain/plain";

// The routes' URL checks, by hand: every route's `validateSearch` is in the entry chunk, and zod
// there cost the first visit ~12 KB gzip (docs/web.md, "The first visit"). Each check behaves as
// the zod schema it replaced (`z.….optional().catch(undefined)`): a value that fails is dropped,
// never an error; `search-params.test.ts` compares them with zod on the same inputs.

/** One search value's check: the value to keep (possibly normalised), or undefined to drop it. */
export type Check<T> = (value: unknown) => T | undefined;

type Shape = Record<string, Check<unknown>>;
export type SearchValues<S extends Shape> = { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> };

export type SearchSchema<S extends Shape> = {
  readonly shape: S;
  /** Never throws: what fails its check is left out. */
  parse(input: unknown): SearchValues<S>;
};

/** A route's search params: the listed keys, each through its check; any other key is dropped. */
export function object<S extends Shape>(shape: S): SearchSchema<S> {
  return {
    shape,
    parse(input) {
      const record = input !== null && typeof input === "object" ? (input as Record<string, unknown>) : {};
      const out: Record<string, unknown> = {};
      for (const [key, check] of Object.entries(shape)) {
        const value = check(record[key]);
        // As zod's object: a key the URL had stays (undefined when refused); an absent one only when set.
        if (value !== undefined || key in record) out[key] = value;
      }
      return out as SearchValues<S>;
    },
  };
}

/** What a schema's `parse` gives (zod's `z.infer`). */
export type SearchOf<T extends { parse(input: unknown): unknown }> = ReturnType<T["parse"]>;

/** One of `values` exactly. */
export function oneOf<const T extends readonly string[]>(values: T): Check<T[number]> {
  return (value) => (typeof value === "string" && values.includes(value) ? value : undefined);
}

/** A string of at most `max` characters (matching `pattern`, if given). */
export function text(max = Number.POSITIVE_INFINITY, pattern?: RegExp): Check<string> {
  return (value) =>
    typeof value === "string" && value.length <= max && (!pattern || pattern.test(value)) ? value : undefined;
}

/** A search box: the router parses "?search=123" as a number, the box means text; trimmed, ≤ 100, empty means none. */
export const searchText: Check<string> = (value) => {
  const raw = typeof value === "number" ? String(value) : value;
  if (typeof raw !== "string") return undefined;
  const trimmed = raw.trim();
  return trimmed.length <= 100 && trimmed !== "" ? trimmed : undefined;
};

/** A page number 1–10,000 (a string or number, as `Number()` reads it). */
export const page: Check<number> = (value) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 10_000 ? number : undefined;
};

/** true or false as the router parses them (JSON), nothing else. */
export const flag: Check<boolean> = (value) => (typeof value === "boolean" ? value : undefined);

/** A day `YYYY-MM-DD` that exists (the server's `calendarDay`), trimmed. */
export const day: Check<string> = (value) => {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) && isCalendarDay(trimmed) ? trimmed : undefined;
};

/** An id in a path (`$orderId`): 1–64 characters, or the route fails as with a zod params schema. */
export function pathId(value: unknown, name: string): string {
  if (typeof value === "string" && value.length >= 1 && value.length <= 64) return value;
  throw new Error(`Invalid path parameter: ${name}`);
}
