import type { EntityManager } from "typeorm";
import type { Shop } from "../../models/shop";
import { type AuditActor, pick, recordAudit } from "../audit";

/** What the audit log keeps of a shop (its tokens and claim token never). */
const AUDITED: Array<keyof Shop> = [
  "name",
  "domain",
  "status",
  "shipment_method",
  "organisation_id",
  "scopes",
  "redacted_at",
];

export type ShopAuditAction =
  | "shop.installed"
  | "shop.connected"
  | "shop.updated"
  | "shop.needs_reauth"
  | "shop.disconnected"
  | "shop.redacted";

/** The audit entry of a change of a shop's row, in the transaction of the change: its organisation is the one after. */
export async function recordShopAudit(
  manager: EntityManager,
  entry: {
    action: ShopAuditAction;
    /** The row before, or null for an entry without a before (a first install). */
    before: Shop | null;
    after: Shop;
    actor?: AuditActor;
    /** The install's entry also keeps when the shop was installed. */
    withInstalledAt?: boolean;
  },
): Promise<void> {
  const { before, after } = entry;
  await recordAudit(manager, {
    organisationId: after.organisation_id,
    subjectType: "shop",
    subjectId: after.id,
    subjectLabel: after.domain,
    action: entry.action,
    before: before ? pick(before, AUDITED) : null,
    after: { ...pick(after, AUDITED), ...(entry.withInstalledAt ? { installed_at: after.installed_at } : {}) },
    actor: entry.actor,
  });
}
