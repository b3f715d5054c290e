// The audit log's one writer. Every service that changes state calls recordAudit with the
// EntityManager of the transaction the change runs in, so the change and its entry commit or roll
// back together. Who acted comes from the request (runAsActor, set by the tRPC procedures), unless
// the caller names the shop or the platform.
import type { AuditAction, AuditSubjectType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { currentActor } from "../../lib/audit-actor";
import { actorEmail, insertAuditEntry } from "./data-access/audit-entries";
import { auditDiff } from "./redact";

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

async function actorOf(
  manager: EntityManager,
  actor: AuditActor | null | undefined,
): Promise<{ kind: "person" | "shop" | "system"; customerId: string | null; email: string | null }> {
  if (actor === "shop" || actor === "system") return { kind: actor, customerId: null, email: null };
  const context = currentActor();
  const customerId = actor ?? context?.customerId ?? null;
  if (!customerId) return { kind: "system", customerId: null, email: null };
  if (context?.customerId === customerId && context.email !== undefined) {
    return { kind: "person", customerId, email: context.email };
  }
  const email = await actorEmail(manager, customerId);
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
  await insertAuditEntry(manager, {
    actorKind: actor.kind,
    actorCustomerId: actor.customerId,
    actorEmail: actor.email,
    organisationId: entry.organisationId,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    subjectLabel: entry.subjectLabel ? entry.subjectLabel.slice(0, 200) : null,
    action: entry.action,
    before: diff.before,
    after: diff.after,
  });
  return true;
}
