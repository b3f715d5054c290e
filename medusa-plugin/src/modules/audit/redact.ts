// What an audit entry keeps of a change: only the fields that changed, secrets redacted, personal
// data hidden when asked. Pure functions, no database.
import { AUDIT_REDACTED } from "@platform/domain";

// ── Secrets ──────────────────────────────────────────────────────────────────

/** Keys whose values never enter the log, whatever they hold (compared without case, `_` or `-`). */
const SECRET_KEY =
  /password|passwd|token|hash|secret|card|cvc|cvv|webhook|authori[sz]ation|cookie|apikey|privatekey|signature|session/;
/** Keys whose values are masked: the first and last four characters stay (an IBAN is recognisable, not usable). */
const MASKED_KEY = /iban|accountnumber/;
/** Values that are secrets whatever their key says: password hashes (bcrypt, argon2, Medusa's scrypt-kdf). */
const SECRET_VALUE = [/^\$(2[abxy]?|argon2[a-z]*|scrypt)\$/, /^c2NyeXB0/];
const MAX_TEXT = 1000;
const MAX_DEPTH = 6;

const normalisedKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");

function mask(value: unknown): string {
  const text = String(value ?? "").replace(/\s+/g, "");
  return text.length > 8 ? `${text.slice(0, 4)}…${text.slice(-4)}` : AUDIT_REDACTED;
}

/** A JSON value with secrets redacted, dates as ISO strings and long texts shortened. */
export function redact(value: unknown, key = "", depth = 0): unknown {
  const normal = normalisedKey(key);
  if (value === null || value === undefined) return null;
  if (normal && SECRET_KEY.test(normal)) return AUDIT_REDACTED;
  if (normal && MASKED_KEY.test(normal)) return mask(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === "string") {
    if (SECRET_VALUE.some((pattern) => pattern.test(value.trim()))) return AUDIT_REDACTED;
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value;
  if (Buffer.isBuffer(value)) return AUDIT_REDACTED;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => redact(item, key, depth + 1));
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => inner !== undefined && typeof inner !== "function")
        .map(([inner, v]) => [inner, redact(v, inner, depth + 1)]),
    );
  }
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(redact(a)) === JSON.stringify(redact(b));

/**
 * Before and after reduced to the fields that changed (compared on their raw values, so a changed
 * secret still shows as changed, redacted on both sides), then redacted. With only one side (a
 * creation, a deletion) that side is kept whole.
 */
export function auditDiff(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  hide: readonly string[] = [],
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null; changed: boolean } {
  const clean = (record: Record<string, unknown>) =>
    redact(
      Object.fromEntries(
        Object.entries(record).map(([key, value]) => [
          key,
          hide.includes(key) && value !== null && value !== undefined && value !== "" ? AUDIT_REDACTED : value,
        ]),
      ),
    ) as Record<string, unknown>;
  if (!before || !after) {
    return { before: before ? clean(before) : null, after: after ? clean(after) : null, changed: true };
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !same(before[key] ?? null, after[key] ?? null),
  );
  const pick = (record: Record<string, unknown>) =>
    clean(Object.fromEntries(keys.map((key) => [key, record[key] ?? null])));
  return { before: pick(before), after: pick(after), changed: keys.length > 0 };
}

/** The named fields of a row (a before or after snapshot). */
export function pick<T extends object, K extends keyof T>(row: T | null | undefined, keys: readonly K[]) {
  if (!row) return null;
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Record<string, unknown>;
}
