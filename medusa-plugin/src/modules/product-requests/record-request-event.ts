import type { EntityManager } from "typeorm";
import { recordAudit } from "../audit";
import { insertEvent, requestAuditFacts } from "./data-access/requests";

/** A request's history entry and its audit entry: created, a status change, a producer assigned. */
export async function recordRequestEvent(
  manager: EntityManager,
  requestId: string,
  type: string,
  from: string | null,
  to: string | null,
  actor: { organisationId: string; customerId: string },
  data: Record<string, unknown> = {},
  /** The producer before an assignment (for the audit log's before → after). */
  previousProducer: string | null = null,
): Promise<void> {
  await insertEvent(manager, {
    requestId,
    type,
    fromStatus: from,
    toStatus: to,
    data: JSON.stringify(data),
    actorCustomerId: actor.customerId,
    actorOrganisationId: actor.organisationId,
  });
  const request = await requestAuditFacts(manager, requestId);
  const action =
    type === "created"
      ? "product_request.created"
      : type === "producer_assigned"
        ? "product_request.producer_assigned"
        : "product_request.status_changed";
  await recordAudit(manager, {
    organisationId: request?.organisationId ?? actor.organisationId,
    subjectType: "product_request",
    subjectId: requestId,
    subjectLabel: request?.productName ?? null,
    action,
    before:
      type === "created"
        ? null
        : type === "producer_assigned"
          ? { producer_organisation_id: previousProducer }
          : { status: from },
    after:
      type === "producer_assigned"
        ? { producer_organisation_id: request?.producerOrganisationId ?? null }
        : { status: to, ...(typeof data.note === "string" ? { note: data.note } : {}) },
    actor: actor.customerId,
  });
}
