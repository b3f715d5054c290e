import { generateEntityId } from "@medusajs/medusa";
import type { Language } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../lib/platform-service";
import { Semaphore } from "../lib/semaphore";
import { fromWebhookPayload } from "../lib/shopify/orders";
import { checkOrderPayload } from "../lib/shopify/webhook-payload";
import { returnedRows } from "../lib/sql";
import type { ShopifyWebhook } from "../models/shopify-webhook";
import type { CustomerDataService } from "../modules/accounts";
import type MailerService from "./mailer";
import type OrderIntakeService from "./order-intake";
import type ShopService from "./shop";

/** Emitted after a delivery was stored; the subscriber processes it in the background. */
export const WEBHOOK_RECEIVED_EVENT = "shopify.webhook_received";

/** The topics the app subscribes to, as the library names them (topicForStorage). */
export const WEBHOOK_TOPICS = [
  "ORDERS_CREATE",
  "ORDERS_UPDATED",
  "ORDERS_CANCELLED",
  "APP_UNINSTALLED",
  "CUSTOMERS_DATA_REQUEST",
  "CUSTOMERS_REDACT",
  "SHOP_REDACT",
] as const;

const ORDER_TOPICS = new Set(["ORDERS_CREATE", "ORDERS_UPDATED", "ORDERS_CANCELLED"]);
/** Failed deliveries are retried by the sync job this often at most. */
export const MAX_ATTEMPTS = 10;
/** Background processing in this process at once (leaves database connections for the API). */
const processing = new Semaphore(Math.max(1, Number(process.env.SHOPIFY_INTAKE_CONCURRENCY || 4)));

export type AcceptedWebhook = {
  domain: string;
  topic: string;
  webhookId: string;
  eventId?: string;
  triggeredAt?: string;
  apiVersion?: string;
  payload: Record<string, unknown> | null;
  /** Why the signed body cannot be processed: stored as failed with this reason, never retried. */
  invalid?: string | null;
};

/** Medusa's event bus module (local in one process, BullMQ on Redis): emits at once, no staging table. */
type EventBusModule = { emit(events: Array<{ eventName: string; data: unknown }>): Promise<void> };

type InjectedDependencies = {
  manager: EntityManager;
  eventBusModuleService: EventBusModule;
  shopService: ShopService;
  orderIntakeService: OrderIntakeService;
  customerDataService: CustomerDataService;
  mailerService: MailerService;
};

type Json = Record<string, unknown>;

class InvalidPayload extends Error {}

/**
 * Webhook deliveries: stored first (idempotent by shop + event id, falling back to the webhook id),
 * answered at once, processed in the background through Medusa's event bus.
 */
export default class ShopifyWebhookService extends PlatformService<InjectedDependencies> {
  /** Stores the delivery unless the same event was stored before; then hands it to the event bus. */
  async accept(delivery: AcceptedWebhook): Promise<{ id: string | null; duplicate: boolean }> {
    const triggeredAt = delivery.triggeredAt ? new Date(delivery.triggeredAt) : null;
    const invalid = delivery.invalid ?? null;
    const rows: Array<{ id: string }> = await this.activeManager_.query(
      `INSERT INTO shopify_webhook (id, shop_domain, topic, event_key, webhook_id, event_id, triggered_at, api_version, payload,
                                    status, attempts, last_error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (shop_domain, event_key) DO NOTHING
       RETURNING id`,
      [
        generateEntityId(undefined, "swh"),
        delivery.domain,
        delivery.topic,
        delivery.eventId || delivery.webhookId,
        delivery.webhookId,
        delivery.eventId ?? null,
        triggeredAt && !Number.isNaN(triggeredAt.getTime()) ? triggeredAt : null,
        delivery.apiVersion ?? null,
        delivery.payload === null ? null : JSON.stringify(delivery.payload),
        invalid ? "failed" : "received",
        invalid ? MAX_ATTEMPTS : 0,
        invalid,
      ],
    );
    const id = rows[0]?.id ?? null;
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
    const open: Array<{ id: string }> = await this.activeManager_.query(
      `SELECT id FROM shopify_webhook WHERE shop_domain = $1 AND event_key = $2 AND status = 'received'`,
      [domain, eventKey],
    );
    await this.enqueue(open.map((row) => row.id));
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
        const [row]: ShopifyWebhook[] = await claim.query(
          `SELECT * FROM shopify_webhook WHERE id = $1 AND status IN ('received', 'failed', 'deferred')
             FOR UPDATE SKIP LOCKED`,
          [id],
        );
        if (!row) return;
        const claimed = { ...row, attempts: row.attempts + 1 } as ShopifyWebhook;
        try {
          const outcome = await this.handle(claimed);
          await claim.query(
            outcome === "deferred"
              ? `UPDATE shopify_webhook SET status = 'deferred', attempts = 0 WHERE id = $1`
              : `UPDATE shopify_webhook SET status = 'processed', attempts = attempts + 1, payload = NULL,
                        processed_at = now(), last_error = NULL WHERE id = $1`,
            [id],
          );
        } catch (error) {
          console.warn(
            `[shopify] webhook ${claimed.topic} ${id} failed (attempt ${claimed.attempts}): ${String(error)}`,
          );
          // An invalid payload stays invalid: no retries.
          const attempts = error instanceof InvalidPayload ? MAX_ATTEMPTS : claimed.attempts;
          await claim.query(
            `UPDATE shopify_webhook SET status = 'failed', last_error = $2, attempts = $3 WHERE id = $1`,
            [id, (error instanceof InvalidPayload ? error.message : String(error)).slice(0, 2000), attempts],
          );
        }
      });
    });
  }

  private async handle(delivery: ShopifyWebhook): Promise<"processed" | "deferred"> {
    const shops = this.deps_.shopService;
    const payload = (delivery.payload ?? {}) as Json;
    const shop = await shops.retrieveByDomain(delivery.shop_domain);
    if (ORDER_TOPICS.has(delivery.topic)) {
      if (!shop) return "processed";
      // Installed, but nobody has signed in to claim the shop yet: processed once it is claimed.
      if (!shop.organisation_id) return "deferred";
      const order = checkOrderPayload(payload);
      if (!order.ok) throw new InvalidPayload(order.reason);
      await this.deps_.orderIntakeService.upsert(
        shop,
        fromWebhookPayload(order.payload),
        delivery.topic === "ORDERS_CREATE" ? "create" : "update",
      );
      return "processed";
    }
    switch (delivery.topic) {
      case "APP_UNINSTALLED":
        await shops.disconnect(delivery.shop_domain);
        return "processed";
      case "CUSTOMERS_REDACT": {
        if (!shop) return "processed";
        const customer = (payload.customer ?? {}) as Json;
        await this.deps_.customerDataService.redact(shop, {
          customerId: customer.id ? String(customer.id) : null,
          email: customer.email ? String(customer.email) : null,
          orderIds: ((payload.orders_to_redact as unknown[]) ?? []).map(String),
        });
        await this.erasePayloads(delivery.shop_domain, delivery.id);
        return "processed";
      }
      case "SHOP_REDACT":
        if (!shop) return "processed";
        await this.deps_.customerDataService.redact(shop, { all: true });
        await shops.eraseShopSecrets(shop.id);
        await this.erasePayloads(delivery.shop_domain, delivery.id);
        return "processed";
      case "CUSTOMERS_DATA_REQUEST":
        if (shop?.organisation_id) await this.reportDataRequest(shop.organisation_id, shop, payload);
        return "processed";
      default:
        return "processed";
    }
  }

  /**
   * Stored deliveries of the shop keep no personal data (processed ones have none already). The
   * delivery being processed is left out: its claim holds its row, and it is cleared when it ends.
   */
  private async erasePayloads(domain: string, processingId: string): Promise<void> {
    await this.manager_.query(
      `UPDATE shopify_webhook SET payload = NULL WHERE shop_domain = $1 AND status IN ('processed', 'failed') AND id <> $2`,
      [domain, processingId],
    );
  }

  /** customers/data_request: the organisation's owners get the list of that customer's orders we hold. */
  private async reportDataRequest(
    organisationId: string,
    shop: NonNullable<Awaited<ReturnType<ShopService["retrieveByDomain"]>>>,
    payload: Json,
  ): Promise<void> {
    const customer = (payload.customer ?? {}) as Json;
    const email = customer.email ? String(customer.email) : null;
    const orders = await this.deps_.customerDataService.ordersOfCustomer(
      shop,
      customer.id ? String(customer.id) : null,
      email,
      ((payload.orders_requested as unknown[]) ?? []).map(String),
    );
    const owners: Array<{ email: string; language: Language }> = await this.manager_.query(
      `SELECT c.email, coalesce(s.language, 'en') AS language
         FROM member m JOIN customer c ON c.id = m.customer_id
         LEFT JOIN customer_setting s ON s.customer_id = c.id
        WHERE m.organisation_id = $1 AND m.role = 'owner'`,
      [organisationId],
    );
    const list = orders.map((o) => `${o.name ?? ""} (#${o.display_id})`.trim()).join("\n") || "—";
    for (const owner of owners) {
      await this.deps_.mailerService
        .sendTranslated(owner.email, owner.language, "shopDataRequest", {
          shop: shop.domain,
          customer: email ?? String(customer.id ?? ""),
          orders: list,
        })
        .catch((error: unknown) => console.error(`[mail] shopDataRequest to ${owner.email} failed`, error));
    }
  }

  /** Failed deliveries (newest first) for support: what, from which shop and organisation, and why. */
  async failedDeliveries(limit = 50): Promise<{
    items: Array<{
      id: string;
      shopDomain: string;
      organisationName: string | null;
      topic: string;
      receivedAt: Date;
      attempts: number;
      retrying: boolean;
      reason: string | null;
    }>;
  }> {
    const rows: Array<{
      id: string;
      shop_domain: string;
      organisation_name: string | null;
      topic: string;
      received_at: Date;
      attempts: number;
      last_error: string | null;
    }> = await this.manager_.query(
      `SELECT w.id, w.shop_domain, o.name AS organisation_name, w.topic, w.received_at, w.attempts, w.last_error
         FROM shopify_webhook w
         LEFT JOIN shop s ON s.domain = w.shop_domain
         LEFT JOIN organisation o ON o.id = s.organisation_id
        WHERE w.status = 'failed'
        ORDER BY w.received_at DESC LIMIT $1`,
      [limit],
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        shopDomain: r.shop_domain,
        organisationName: r.organisation_name,
        topic: r.topic,
        receivedAt: r.received_at,
        attempts: r.attempts,
        retrying: r.attempts < MAX_ATTEMPTS,
        reason: r.last_error,
      })),
    };
  }

  /** Deliveries that waited for the shop to be claimed go to the event bus again. */
  async resumeDeferred(domain: string): Promise<void> {
    const rows = returnedRows<{ id: string }>(
      await this.manager_.query(
        `UPDATE shopify_webhook SET status = 'received' WHERE shop_domain = $1 AND status = 'deferred' RETURNING id`,
        [domain],
      ),
    );
    await this.enqueue(rows.map((r) => r.id));
  }

  /**
   * At start: every stored delivery still waiting to be processed (acknowledged to Shopify, then the
   * process died, and with a local event bus its queued job died with it) is processed now rather
   * than at the sync job's next round. Safe beside live instances: processing claims each row.
   */
  async resumeReceived(limit = 1000): Promise<number> {
    const rows: Array<{ id: string }> = await this.manager_.query(
      `SELECT id FROM shopify_webhook WHERE status = 'received' ORDER BY received_at LIMIT $1`,
      [limit],
    );
    await Promise.all(rows.map((row) => this.process(row.id)));
    return rows.length;
  }

  /** Deliveries whose processing failed or was lost (a crash): retried with backoff by the sync job. */
  async retryOpen(limit = 200): Promise<number> {
    const rows: Array<{ id: string }> = await this.manager_.query(
      `SELECT id FROM shopify_webhook
        WHERE (status = 'failed' AND attempts < $1 AND received_at < now() - (interval '5 seconds' * power(2, attempts)))
           OR (status = 'received' AND received_at < now() - interval '30 seconds')
           OR (status = 'processing' AND received_at < now() - interval '5 minutes')
        ORDER BY received_at LIMIT $2`,
      [MAX_ATTEMPTS, limit],
    );
    await this.manager_.query(
      `UPDATE shopify_webhook SET status = 'failed' WHERE id = ANY($1) AND status = 'processing'`,
      [rows.map((r) => r.id)],
    );
    for (const row of rows) await this.process(row.id);
    return rows.length;
  }
}
