import { WEBHOOK_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { listDeliveries as listRows, redeliver as redeliverRow } from "./data-access";
import type { WebhookDeliveryView } from "./types";

/** How many of the endpoint's latest deliveries the log shows. */
const LOG_SIZE = 50;

export async function listDeliveries(
  manager: EntityManager,
  organisationId: string,
  endpointId: string,
): Promise<WebhookDeliveryView[]> {
  const { deliveries, attempts } = await listRows(manager, organisationId, endpointId, LOG_SIZE);
  return deliveries.map((d) => ({
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: attempts.filter((a) => a.deliveryId === d.id).map(({ deliveryId: _, ...attempt }) => attempt),
    nextAttemptAt: d.status === "pending" ? d.nextAttemptAt : null,
    createdAt: d.createdAt,
    deliveredAt: d.deliveredAt,
  }));
}

/** Sends one delivery again (same event id); only the organisation's own. */
export async function redeliver(manager: EntityManager, organisationId: string, deliveryId: string): Promise<void> {
  if (!(await redeliverRow(manager, organisationId, deliveryId)))
    throw new DomainError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
}
