import { generateEntityId } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import type MailerService from "../../lib/mailer";
import { PlatformService } from "../../lib/platform-service";
import { Semaphore } from "../../lib/semaphore";
import type { ShopifyWebhook } from "../../models/shopify-webhook";
import type { CustomerDataService } from "../accounts";
import type { OrderIntakeService, OrderShippingService } from "../orders";
import {
  claimDelivery,
  failStaleProcessing,
  insertDelivery,
  markDeferred,
  markFailed,
  markProcessed,
  openDeliveryIds,
  receivedDeliveryIds,
  reopenDeferred,
  retryableDeliveryIds,
} from "./data-access/shopify-webhooks";
import { handleWebhook, InvalidPayload, type WebhookHandlers } from "./handle-webhook";
import { listFailedDeliveries, MAX_ATTEMPTS } from "./list-failed-deliveries";
import type ShopService from "./shop-service";
import type ShopifyClientService from "./shopify-client-service";
import type { AcceptedWebhook, FailedDelivery } from "./types";

/** Emitted after a delivery was stored; the subscriber processes it in the background. */
export const WEBHOOK_RECEIVED_EVENT = "shopify.webhook_received";

/** The topics the app subscribes to, as the library names them (topicForStorage). */
export const WEBHOOK_TOPICS = [
  "ORDERS_CREATE",
  "ORDERS_UPDATED",
  "ORDERS_CANCELLED",
  "ORDERS_EDITED",
  "FULFILLMENT_ORDERS_HOLD_RELEASED",
  "FULFILLMENT_ORDERS_SCHEDULED_FULFILLMENT_ORDER_READY",
  "APP_UNINSTALLED",
  "CUSTOMERS_DATA_REQUEST",
  "CUSTOMERS_REDACT",
  "SHOP_REDACT",
] as const;

/** Background processing in this process at once (leaves database connections for the API). */
const processing = new Semaphore(Math.max(1, Number(process.env.SHOPIFY_INTAKE_CONCURRENCY || 4)));

/** Medusa's event bus module (local in one process, BullMQ on Redis): emits at once, no staging table. */
type EventBusModule = { emit(events: Array<{ eventName: string; data: unknown }>): Promise<void> };

type InjectedDependencies = {
  manager: EntityManager;
  eventBusModuleService: EventBusModule;
  shopService: ShopService;
  orderIntakeService: OrderIntakeService;
  customerDataService: CustomerDataService;
  mailerService: MailerService;
  shopifyClientService: ShopifyClientService;
  orderShippingService: OrderShippingService;
};

/**
 * Webhook deliveries: stored first (idempotent by shop + event id, falling back to the webhook id),
 * answered at once, processed in the background through Medusa's event bus. Medusa's
 * `shopifyWebhookService`.
 */
export default class ShopifyWebhookService extends PlatformService<InjectedDependencies> {
  /** Stores the delivery unless the same event was stored before; then hands it to the event bus. */
  async accept(delivery: AcceptedWebhook): Promise<{ id: string | null; duplicate: boolean }> {
    const triggeredAt = delivery.triggeredAt ? new Date(delivery.triggeredAt) : null;
    const invalid = delivery.invalid ?? null;
    const id = await insertDelivery(this.activeManager_, {
      id: generateEntityId(undefined, "swh"),
      shopDomain: delivery.domain,
      topic: delivery.topic,
      eventKey: delivery.eventId || delivery.webhookId,
      webhookId: delivery.webhookId,
      eventId: delivery.eventId ?? null,
      triggeredAt: triggeredAt && !Number.isNaN(triggeredAt.getTime()) ? triggeredAt : null,
      apiVersion: delivery.apiVersion ?? null,
      payload: delivery.payload === null ? null : JSON.stringify(delivery.payload),
      status: invalid ? "failed" : "received",
      attempts: invalid ? MAX_ATTEMPTS : 0,
      lastError: invalid,
    });
    if (invalid) console.warn(`[shopify] webhook ${delivery.topic} from ${delivery.domain} rejected: ${invalid}`);
    else if (id) await this.enqueue([id]);
    else await this.enqueueIfOpen(delivery.domain, delivery.eventId || delivery.webhookId);
    return { id, duplicate: !id };
  }

  /**
   * Shopify's redelivery of a stored delivery that was never processed: an instance that died
   * between storing it and the event bus left no job for it. Handed on again (processing is
   * idempotent), so the redelivery is what recovers it, not the sync job's next round.
   */
  private async enqueueIfOpen(domain: string, eventKey: string): Promise<void> {
    await this.enqueue(await openDeliveryIds(this.activeManager_, domain, eventKey));
  }

  async enqueue(ids: string[]): Promise<void> {
    if (!ids.length) return;
    // The delivery row is the durable record (the sync job retries it), so the event needs no staging.
    await this.deps_.eventBusModuleService.emit(ids.map((id) => ({ eventName: WEBHOOK_RECEIVED_EVENT, data: { id } })));
  }

  /**
   * Processes one stored delivery (at most a few at once per process). Never throws. The claim is
   * a row lock of one transaction, not a stored 'processing' status: when the process dies midway
   * (SIGKILL, a lost container), PostgreSQL rolls the claim back and the event bus's retry of the
   * stalled job finds the delivery open again. The order itself is written idempotently, so a
   * delivery whose order was committed just before the crash does not become a second order.
   */
  async process(id: string): Promise<void> {
    await processing.run(async () => {
      await this.manager_.transaction(async (claim) => {
        const row = await claimDelivery(claim, id);
        if (!row) return;
        const claimed = { ...row, attempts: row.attempts + 1 } as ShopifyWebhook;
        try {
          const outcome = await handleWebhook(this.handlers(), claimed);
          if (outcome === "deferred") await markDeferred(claim, id);
          else await markProcessed(claim, id);
        } catch (error) {
          console.warn(
            `[shopify] webhook ${claimed.topic} ${id} failed (attempt ${claimed.attempts}): ${String(error)}`,
          );
          // An invalid payload stays invalid: no retries.
          const attempts = error instanceof InvalidPayload ? MAX_ATTEMPTS : claimed.attempts;
          const reason = (error instanceof InvalidPayload ? error.message : String(error)).slice(0, 2000);
          await markFailed(claim, id, reason, attempts);
        }
      });
    });
  }

  /** What handling a delivery uses (resolved from the container one by one: it is no plain object). */
  private handlers(): WebhookHandlers {
    return {
      manager: this.manager_,
      shopService: this.deps_.shopService,
      orderIntakeService: this.deps_.orderIntakeService,
      customerDataService: this.deps_.customerDataService,
      mailerService: this.deps_.mailerService,
      shopifyClientService: this.deps_.shopifyClientService,
      orderShippingService: this.deps_.orderShippingService,
    };
  }

  /** Failed deliveries (newest first) for support: what, from which shop and organisation, and why. */
  async failedDeliveries(limit = 50): Promise<{ items: FailedDelivery[] }> {
    return await listFailedDeliveries(this.manager_, limit);
  }

  /** Deliveries that waited for the shop to be claimed go to the event bus again. */
  async resumeDeferred(domain: string): Promise<void> {
    await this.enqueue(await reopenDeferred(this.manager_, domain));
  }

  /**
   * At start: every stored delivery still waiting to be processed (acknowledged to Shopify, then the
   * process died, and with a local event bus its queued job died with it) is processed now rather
   * than at the sync job's next round. Safe beside live instances: processing claims each row.
   */
  async resumeReceived(limit = 1000): Promise<number> {
    const ids = await receivedDeliveryIds(this.manager_, limit);
    await Promise.all(ids.map((id) => this.process(id)));
    return ids.length;
  }

  /** Deliveries whose processing failed or was lost (a crash): retried with backoff by the sync job. */
  async retryOpen(limit = 200): Promise<number> {
    const ids = await retryableDeliveryIds(this.manager_, MAX_ATTEMPTS, limit);
    await failStaleProcessing(this.manager_, ids);
    for (const id of ids) await this.process(id);
    return ids.length;
  }
}
