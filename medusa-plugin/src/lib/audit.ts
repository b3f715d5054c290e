// The audit log's one writer. Every service that changes state calls recordAudit with the
// EntityManager of the transaction the change runs in, so the change and its entry commit or roll
// back together. Who acted comes from the request (runAsActor, set by the tRPC procedures), unless
// the caller names the shop or the platform.
import { AsyncLocalStorage } from "node:async_hooks";
import { AUDIT_REDACTED, type AuditAction, type AuditSubjectType } from "@platform/domain";
import type { EntityManager } from "typeorm";

type ActorContext = { customerId: string; email?: string | null };

const actors = new AsyncLocalStorage<ActorContext>();

/** Runs `work` (a request) as this person: the audit entries it writes name them. */
export function runAsActor<T>(customerId: string, work: () => T): T {
  return actors.run({ customerId }, work);
}

/** The person the current request acts for, if any. */
export function currentActorId(): string | null {
  return actors.getStore()?.customerId ?? null;
}

/** A person (customer id), the shop (Shopify's webhooks) or the platform itself (jobs, the payment provider). */
export type AuditActor = string | "shop" | "system";

export type AuditEntryInput = {
  /** Whose data changed; null for platform-level data (the packaging catalogue, platform warehouses). */
  organisationId: string | null;
  subjectType: AuditSubjectType;
  subjectId: string;
  /** How the subject reads for people (an order number, an invoice number, a shop's domain). */
  subjectLabel?: string | null;
  action: AuditAction;
  /** The subject's fields before and after; only the changed ones are kept, secrets never. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Default: the person of the request, else the platform. */
  actor?: AuditActor | null;
  /**
   * Fields that show as changed without their values: end customers' personal data (an order's
   * shipping address), which the log would otherwise keep after a privacy request erased it.
   */
  hide?: readonly string[];
};

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

// ── The writer ───────────────────────────────────────────────────────────────

async function actorOf(
  manager: EntityManager,
  actor: AuditActor | null | undefined,
): Promise<{ kind: "person" | "shop" | "system"; customerId: string | null; email: string | null }> {
  if (actor === "shop" || actor === "system") return { kind: actor, customerId: null, email: null };
  const context = actors.getStore();
  const customerId = actor ?? context?.customerId ?? null;
  if (!customerId) return { kind: "system", customerId: null, email: null };
  if (context?.customerId === customerId && context.email !== undefined) {
    return { kind: "person", customerId, email: context.email };
  }
  const [row] = await manager.query(`SELECT email FROM customer WHERE id = $1`, [customerId]);
  const email: string | null = row?.email ?? null;
  if (context?.customerId === customerId) context.email = email;
  return { kind: "person", customerId, email };
}

/**
 * Writes one audit entry in the caller's transaction. An update that changed nothing writes
 * nothing (returns false). Outside a transaction it refuses: an entry must commit with its change.
 */
export async function recordAudit(manager: EntityManager, entry: AuditEntryInput): Promise<boolean> {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error(`recordAudit(${entry.action}) needs the transaction of the change it records`);
  }
  const diff = auditDiff(entry.before, entry.after, entry.hide);
  if (!diff.changed) return false;
  const actor = await actorOf(manager, entry.actor);
  await manager.query(
    `INSERT INTO audit_entry (id, actor_kind, actor_customer_id, actor_email, organisation_id, subject_type,
                              subject_id, subject_label, action, before, after)
     VALUES ('aud_' || replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      actor.kind,
      actor.customerId,
      actor.email,
      entry.organisationId,
      entry.subjectType,
      entry.subjectId,
      entry.subjectLabel ? entry.subjectLabel.slice(0, 200) : null,
      entry.action,
      diff.before ? JSON.stringify(diff.before) : null,
      diff.after ? JSON.stringify(diff.after) : null,
    ],
  );
  return true;
}
