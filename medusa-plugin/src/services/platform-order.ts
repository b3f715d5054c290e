import {
  type MarkShippedInput,
  ORDER_MESSAGES,
  type OrderListInput,
  SHIPMENT_METHOD_CARRIER,
  type ShipmentMethod,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { Semaphore } from "../lib/semaphore";
import { returnedRows } from "../lib/sql";
import { OrderExtension } from "../models/order-extension";
import type ShopService from "./shop";
import type ShopifyClientService from "./shopify-client";
import { FulfillmentRejectedError, ShopNeedsReauthError } from "./shopify-client";

/** Emitted when an order was marked shipped; the subscriber sends the fulfilment to Shopify. */
export const FULFILMENT_REQUESTED_EVENT = "shopify.fulfilment_requested";
export const MAX_PUSH_ATTEMPTS = 8;
/** First retry after this, doubling each time (5 s, 10 s, 20 s, … about 10 minutes in all). */
const PUSH_BACKOFF_MS = Number(process.env.SHOPIFY_PUSH_BACKOFF_MS || 5000);
const pushes = new Semaphore(2);

export type OrderRow = {
  id: string;
  displayId: number;
  number: string;
  createdAt: Date;
  customerName: string | null;
  paymentStatus: string;
  fulfillmentStatus: string;
  status: string;
  currencyCode: string;
  total: number;
  shop: { id: string; name: string; domain: string } | null;
  needsLinking: boolean;
  trackingNumbers: string[];
  trackingUrls: string[];
  fulfilmentPushStatus: string | null;
};

type InjectedDependencies = {
  manager: EntityManager;
  shopService: ShopService;
  shopifyClientService: ShopifyClientService;
  eventBusModuleService: { emit(events: Array<{ eventName: string; data: unknown }>): Promise<void> };
};

/** Our view of Medusa orders: per organisation, and shipping with tracking sent back to the shop. */
export default class PlatformOrderService extends PlatformService {
  protected readonly deps_: InjectedDependencies;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.deps_ = container;
  }

  /** The organisation's orders, newest first, searched (number, customer) and filtered, paginated. */
  async list(
    organisationId: string,
    input: OrderListInput,
  ): Promise<{ items: OrderRow[]; total: number; page: number; pageSize: number }> {
    const params: unknown[] = [organisationId];
    const where = ["e.organisation_id = $1"];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    if (input.shopId) add((n) => `e.shop_id = $${n}`, input.shopId);
    if (input.paymentStatus) add((n) => `o.payment_status::text = $${n}`, input.paymentStatus);
    if (input.fulfillmentStatus) add((n) => `o.fulfillment_status::text = $${n}`, input.fulfillmentStatus);
    if (input.needsLinking !== undefined) add((n) => `e.needs_linking = $${n}`, input.needsLinking);
    if (input.search) {
      const term = `%${input.search.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`;
      add(
        (n) =>
          `(lower(coalesce(e.external_order_name, '')) LIKE $${n} OR lower(coalesce(e.customer_name, '')) LIKE $${n} OR o.display_id::text LIKE $${n})`,
        term,
      );
    }
    const whereSql = where.join(" AND ");
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM order_extension e JOIN "order" o ON o.id = e.order_id WHERE ${whereSql}`,
      params,
    );
    params.push(input.pageSize, (input.page - 1) * input.pageSize);
    const rows: Array<Record<string, unknown>> = await this.activeManager_.query(
      `SELECT o.id, o.display_id, o.status, o.payment_status, o.fulfillment_status, e.created_at, e.customer_name,
              e.currency_code, e.total, e.needs_linking, e.external_order_name, e.tracking_numbers, e.tracking_urls,
              e.fulfilment_push_status, s.id AS shop_id, s.name AS shop_name, s.domain AS shop_domain
         FROM order_extension e JOIN "order" o ON o.id = e.order_id
         LEFT JOIN shop s ON s.id = e.shop_id
        WHERE ${whereSql}
        ORDER BY e.created_at DESC, o.display_id DESC
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return {
      items: rows.map((r) => ({
        id: r.id as string,
        displayId: r.display_id as number,
        number: (r.external_order_name as string | null) ?? `#${r.display_id}`,
        createdAt: r.created_at as Date,
        customerName: r.customer_name as string | null,
        paymentStatus: r.payment_status as string,
        fulfillmentStatus: r.fulfillment_status as string,
        status: r.status as string,
        currencyCode: r.currency_code as string,
        total: r.total as number,
        shop: r.shop_id
          ? { id: r.shop_id as string, name: r.shop_name as string, domain: r.shop_domain as string }
          : null,
        needsLinking: r.needs_linking as boolean,
        trackingNumbers: r.tracking_numbers as string[],
        trackingUrls: r.tracking_urls as string[],
        fulfilmentPushStatus: r.fulfilment_push_status as string | null,
      })),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
  }

  /**
   * The order has left the warehouse with these tracking numbers and links: Medusa's fulfilment
   * status becomes shipped and, for a shop order, the fulfilment goes back to the shop (in the
   * background, with retries).
   */
  async markShipped(organisationId: string, input: MarkShippedInput): Promise<OrderExtension> {
    const extension = await this.transaction_(async (manager) => {
      const repo = manager.getRepository(OrderExtension);
      const found = await repo.findOne({
        where: { order_id: input.orderId, organisation_id: organisationId },
        lock: { mode: "pessimistic_write" },
      });
      if (!found) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
      const [order] = await manager.query(`SELECT status FROM "order" WHERE id = $1`, [found.order_id]);
      if (order?.status === "canceled") throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.notShippable);
      await manager.query(`UPDATE "order" SET fulfillment_status = 'shipped', updated_at = now() WHERE id = $1`, [
        found.order_id,
      ]);
      await repo.update(
        { order_id: found.order_id },
        {
          tracking_numbers: input.trackingNumbers,
          tracking_urls: input.trackingUrls,
          shipped_at: found.shipped_at ?? new Date(),
          fulfilment_push_status: found.shop_id ? "pending" : null,
          fulfilment_push_attempts: 0,
          fulfilment_push_next_at: new Date(),
          fulfilment_push_error: null,
        },
      );
      return await repo.findOneOrFail({ where: { order_id: found.order_id } });
    });
    if (extension.fulfilment_push_status === "pending") {
      await this.deps_.eventBusModuleService.emit([
        { eventName: FULFILMENT_REQUESTED_EVENT, data: { orderId: extension.order_id } },
      ]);
    }
    return extension;
  }

  /** Sends a shipped order's fulfilment to Shopify (fulfillmentCreate with tracking). Never throws. */
  async pushFulfilment(orderId: string): Promise<void> {
    await pushes.run(async () => {
      const repo = this.manager_.getRepository(OrderExtension);
      // Claimed atomically (with a lease), so the event and the retry job never push one order twice.
      const [extension] = returnedRows<OrderExtension>(
        await this.manager_.query(
          `UPDATE order_extension
              SET fulfilment_push_attempts = fulfilment_push_attempts + 1,
                  fulfilment_push_next_at = now() + interval '2 minutes', updated_at = now()
            WHERE order_id = $1 AND fulfilment_push_status = 'pending' AND shop_id IS NOT NULL
              AND (fulfilment_push_next_at IS NULL OR fulfilment_push_next_at <= now())
            RETURNING *`,
          [orderId],
        ),
      );
      if (!extension?.shop_id) return;
      const attempts = extension.fulfilment_push_attempts;
      try {
        const shop = await this.deps_.shopService.retrieve(extension.shop_id as string);
        const fulfillmentId = await this.deps_.shopifyClientService.createFulfillment(
          shop.id,
          extension.external_order_id as string,
          {
            company: shop.shipment_method ? SHIPMENT_METHOD_CARRIER[shop.shipment_method as ShipmentMethod] : null,
            numbers: extension.tracking_numbers,
            urls: extension.tracking_urls,
          },
        );
        await repo.update(
          { order_id: orderId },
          { fulfilment_push_status: "done", external_fulfillment_id: fulfillmentId, fulfilment_push_error: null },
        );
      } catch (error) {
        // A rejected fulfilment cannot succeed by retrying; a shop that needs sign-in is retried
        // once it is connected again; anything else (network, 5xx, throttling) with backoff.
        const final =
          error instanceof FulfillmentRejectedError ||
          (attempts >= MAX_PUSH_ATTEMPTS && !(error instanceof ShopNeedsReauthError));
        console.warn(`[shopify] fulfilment of ${orderId} failed (attempt ${attempts}): ${String(error)}`);
        await repo.update(
          { order_id: orderId },
          {
            fulfilment_push_status: final ? "failed" : "pending",
            fulfilment_push_error: String(error).slice(0, 2000),
            fulfilment_push_next_at: new Date(Date.now() + PUSH_BACKOFF_MS * 2 ** (attempts - 1)),
          },
        );
      }
    });
  }

  /** Pending fulfilments whose last attempt failed, with exponential backoff (sync job). */
  async retryPendingPushes(limit = 100): Promise<number> {
    const rows: Array<{ order_id: string }> = await this.manager_.query(
      `SELECT e.order_id FROM order_extension e JOIN shop s ON s.id = e.shop_id
        WHERE e.fulfilment_push_status = 'pending' AND s.status = 'active'
          AND e.fulfilment_push_next_at <= now()
        ORDER BY e.fulfilment_push_next_at LIMIT $1`,
      [limit],
    );
    for (const row of rows) await this.pushFulfilment(row.order_id);
    return rows.length;
  }
}
