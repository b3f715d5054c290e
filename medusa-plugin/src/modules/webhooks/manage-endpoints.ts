import { generateEntityId } from "@medusajs/medusa";
import {
  type CreateWebhookEndpointInput,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_MESSAGES,
  type WebhookEventType,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { checkEndpointUrl } from "./address-guard";
import {
  countEndpoints,
  deleteEndpoint as deleteRow,
  hurryPendingDeliveries,
  insertEndpoint,
  listEndpoints as listRows,
  lockEndpoint,
  lockOrganisationEndpoints,
  setEndpointStatus,
  type WebhookEndpointRecord,
} from "./data-access";
import { newSecret } from "./signature";
import type { WebhookEndpointView } from "./types";

const toView = (record: WebhookEndpointRecord): WebhookEndpointView => ({
  id: record.id,
  url: record.url,
  description: record.description,
  eventTypes: record.eventTypes,
  status: record.status,
  failingSince: record.failingSince,
  pausedAt: record.pausedAt,
  createdAt: record.createdAt,
});

const label = (endpoint: Pick<WebhookEndpointRecord, "description" | "url">) => endpoint.description || endpoint.url;

export type NewEndpointInput = { url: string; description?: string; eventTypes: WebhookEventType[] };

/**
 * The URL is checked (https, public addresses only) before the transaction: a slow DNS answer
 * holds no lock. The answer carries the secret, the only time it is ever shown.
 */
export async function checkNewEndpointUrl(input: Pick<CreateWebhookEndpointInput, "url">): Promise<void> {
  const verdict = await checkEndpointUrl(input.url);
  if (!verdict.ok) throw new DomainError("BAD_REQUEST", verdict.message, "url");
}

export async function createEndpoint(
  manager: EntityManager,
  organisationId: string,
  customerId: string | null,
  input: NewEndpointInput,
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  await lockOrganisationEndpoints(manager, organisationId);
  if ((await countEndpoints(manager, organisationId)) >= WEBHOOK_MAX_ENDPOINTS) {
    throw new DomainError("CONFLICT", WEBHOOK_MESSAGES.tooMany);
  }
  const secret = newSecret();
  const record = await insertEndpoint(manager, {
    id: generateEntityId(undefined, "whep"),
    organisationId,
    url: input.url,
    description: input.description ?? "",
    eventTypes: input.eventTypes,
    secret,
    createdBy: customerId,
  });
  await recordAudit(manager, {
    organisationId,
    subjectType: "webhook_endpoint",
    subjectId: record.id,
    subjectLabel: label(record),
    action: "webhook_endpoint.created",
    after: { url: record.url, description: record.description, status: record.status },
  });
  return { endpoint: toView(record), secret };
}

export async function listEndpoints(manager: EntityManager, organisationId: string): Promise<WebhookEndpointView[]> {
  return (await listRows(manager, organisationId)).map(toView);
}

async function ownEndpoint(manager: EntityManager, organisationId: string, id: string) {
  const endpoint = await lockEndpoint(manager, organisationId, id);
  if (!endpoint) throw new DomainError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
  if (endpoint.status === "disabled") throw new DomainError("BAD_REQUEST", WEBHOOK_MESSAGES.disabled);
  return endpoint;
}

/** Paused: events are still kept for it and sent when it is resumed. */
export async function pauseEndpoint(manager: EntityManager, organisationId: string, id: string) {
  const before = await ownEndpoint(manager, organisationId, id);
  const endpoint = await setEndpointStatus(manager, id, "paused");
  await recordAudit(manager, {
    organisationId,
    subjectType: "webhook_endpoint",
    subjectId: id,
    subjectLabel: label(endpoint),
    action: "webhook_endpoint.paused",
    before: { status: before.status },
    after: { status: endpoint.status },
  });
  return toView(endpoint);
}

/** Resumed: what waited is due at once, and the failing streak starts afresh. */
export async function resumeEndpoint(manager: EntityManager, organisationId: string, id: string) {
  const before = await ownEndpoint(manager, organisationId, id);
  const endpoint = await setEndpointStatus(manager, id, "active");
  await hurryPendingDeliveries(manager, id);
  await recordAudit(manager, {
    organisationId,
    subjectType: "webhook_endpoint",
    subjectId: id,
    subjectLabel: label(endpoint),
    action: "webhook_endpoint.resumed",
    before: { status: before.status },
    after: { status: endpoint.status },
  });
  return toView(endpoint);
}

export async function deleteEndpoint(manager: EntityManager, organisationId: string, id: string): Promise<void> {
  const endpoint = await lockEndpoint(manager, organisationId, id);
  if (!endpoint) throw new DomainError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
  await deleteRow(manager, id);
  await recordAudit(manager, {
    organisationId,
    subjectType: "webhook_endpoint",
    subjectId: id,
    subjectLabel: label(endpoint),
    action: "webhook_endpoint.deleted",
    after: { deleted_at: new Date() },
  });
}
