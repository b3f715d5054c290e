import superjson from "superjson";

/**
 * superjson, with a faster serializer for what procedures answer almost always: plain objects and
 * arrays of strings, finite numbers, booleans, null and valid Dates. For those it writes exactly
 * what superjson writes (`{ json, meta: { values: { "items.0.createdAt": ["Date"] } } }`) in one
 * walk, without superjson's general machinery (identity maps, path arrays, annotation trees),
 * which cost a noticeable share of a list answer. Anything else — undefined, Map, Set, BigInt,
 * NaN, ±Infinity, -0, class instances, a key with a dot, an object met twice (superjson would
 * record referential equality) — goes to superjson itself. Inputs are read by superjson.
 */

type Serialized = { json: unknown; meta?: { values: Record<string, ["Date"]> } };

class Unplain extends Error {}
const UNPLAIN = new Unplain();

function serializePlain(value: unknown): Serialized {
  const values: Record<string, ["Date"]> = {};
  let dates = 0;
  const seen = new Set<object>();
  const walk = (v: unknown, path: string): unknown => {
    if (v === null || typeof v === "string" || typeof v === "boolean") return v;
    if (typeof v === "number") {
      if (!Number.isFinite(v) || Object.is(v, -0)) throw UNPLAIN;
      return v;
    }
    if (typeof v !== "object") throw UNPLAIN;
    if (seen.has(v)) throw UNPLAIN;
    seen.add(v);
    if (v instanceof Date) {
      if (path === "" || Number.isNaN(v.getTime())) throw UNPLAIN;
      values[path] = ["Date"];
      dates++;
      return v.toISOString();
    }
    const prefix = path === "" ? "" : `${path}.`;
    if (Array.isArray(v)) {
      const out = new Array<unknown>(v.length);
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) throw UNPLAIN;
        out[i] = walk(v[i], `${prefix}${i}`);
      }
      return out;
    }
    if (Object.getPrototypeOf(v) !== Object.prototype) throw UNPLAIN;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) {
      if (key.includes(".")) throw UNPLAIN;
      out[key] = walk((v as Record<string, unknown>)[key], `${prefix}${key}`);
    }
    return out;
  };
  const json = walk(value, "");
  return dates ? { json, meta: { values } } : { json };
}

export function serialize(value: unknown): Serialized | ReturnType<typeof superjson.serialize> {
  try {
    return serializePlain(value);
  } catch (error) {
    if (error !== UNPLAIN) throw error;
    return superjson.serialize(value);
  }
}

export const transformer = {
  serialize,
  deserialize: <T>(payload: unknown): T =>
    superjson.deserialize<T>(payload as Parameters<typeof superjson.deserialize>[0]),
};
