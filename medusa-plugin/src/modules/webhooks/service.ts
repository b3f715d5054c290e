import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { deliverDue } from "./deliver-due";
import { listDeliveries, redeliver } from "./delivery-log";
import {
  checkNewEndpointUrl,
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  type NewEndpointInput,
  pauseEndpoint,
  resumeEndpoint,
} from "./manage-endpoints";
import { pruneHistory } from "./prune-history";
import type { WebhookDeliveryView, WebhookEndpointView } from "./types";

type InjectedDependencies = { manager: EntityManager };

/** Medusa's `webhookService` (services/webhook.ts): an organisation's outbound webhook endpoints and their deliveries. */
export default class WebhookService extends PlatformService<InjectedDependencies> {
  async list(organisationId: string): Promise<WebhookEndpointView[]> {
    return await listEndpoints(this.activeManager_, organisationId);
  }

  async create(
    organisationId: string,
    customerId: string | null,
    input: NewEndpointInput,
  ): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
    await checkNewEndpointUrl(input);
    return await this.transaction_(async (manager) => await createEndpoint(manager, organisationId, customerId, input));
  }

  async pause(organisationId: string, id: string): Promise<WebhookEndpointView> {
    return await this.transaction_(async (manager) => await pauseEndpoint(manager, organisationId, id));
  }

  async resume(organisationId: string, id: string): Promise<WebhookEndpointView> {
    return await this.transaction_(async (manager) => await resumeEndpoint(manager, organisationId, id));
  }

  async delete(organisationId: string, id: string): Promise<void> {
    await this.transaction_(async (manager) => await deleteEndpoint(manager, organisationId, id));
  }

  async deliveries(organisationId: string, endpointId: string): Promise<WebhookDeliveryView[]> {
    return await listDeliveries(this.activeManager_, organisationId, endpointId);
  }

  async redeliver(organisationId: string, deliveryId: string): Promise<void> {
    await this.transaction_(async (manager) => await redeliver(manager, organisationId, deliveryId));
  }

  /** One round of the delivery worker (loaders/webhook-delivery.ts). */
  async deliverDue(budgetMs: number): Promise<number> {
    return await deliverDue(this.manager_, budgetMs);
  }

  /** One round of the retention job (loaders/webhook-delivery.ts). */
  async pruneHistory(budgetMs: number): Promise<number> {
    return await pruneHistory(this.manager_, budgetMs);
  }
}
