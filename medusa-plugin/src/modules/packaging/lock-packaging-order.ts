import { PACKAGING_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { type AuditEntryInput, recordAudit } from "../audit";
import type { PackagingViewer } from "./data-access/packaging";
import { findPackagingOrderRow, type PackagingOrderRow } from "./data-access/packaging-orders";

/** Locks a packaging order the viewer may produce: support, or its assigned producer. */
export async function lockForProducer(
  manager: EntityManager,
  viewer: PackagingViewer,
  id: string,
): Promise<PackagingOrderRow> {
  const row = await findPackagingOrderRow(manager, id, true);
  if (!row) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound);
  if (viewer.role !== "support" && row.producer_organisation_id !== viewer.organisationId) {
    throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound);
  }
  return row;
}

/** The audit entry of a change of a locked packaging order (its row before, the fields after). */
export async function auditChange(
  manager: EntityManager,
  before: PackagingOrderRow,
  action: AuditEntryInput["action"],
  fields: string[],
): Promise<void> {
  const after = await findPackagingOrderRow(manager, before.id);
  await recordAudit(manager, {
    organisationId: before.organisation_id,
    subjectType: "packaging_order",
    subjectId: before.id,
    subjectLabel: `PO-${before.number}`,
    action,
    before: Object.fromEntries(fields.map((field) => [field, before[field]])),
    after: Object.fromEntries(fields.map((field) => [field, after?.[field]])),
  });
}
