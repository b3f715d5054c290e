import { generateEntityId } from "@medusajs/medusa";
import {
  type CheckStockOrderItemsInput,
  type CreateStockOrderInput,
  type ReceiveStockOrderInput,
  STOCK_ORDER_MESSAGES,
  type StockOrderListInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { containsPattern } from "../lib/sql";
import { resolveItems } from "../lib/stock-order-items";
import { ORDER_SELECT, type OrderRow, type StockOrderViewer, scope, toView } from "../lib/stock-order-view";
import { type AuditEntryInput, recordAudit } from "../modules/audit";
import type LocationStockService from "./location-stock";
import type OrderRoutingService from "./order-routing";

type InjectedDependencies = { locationStockService: LocationStockService; orderRoutingService: OrderRoutingService };

export type { StockOrderView, StockOrderViewer } from "../lib/stock-order-view";

/** Stock orders: create (items pasted or from a CSV file), the supplier's steps, receiving, invoicing. */
export default class StockOrderService extends PlatformService<InjectedDependencies> {
  async list(viewer: StockOrderViewer, input: StockOrderListInput) {
    const params: unknown[] = [];
    const where: string[] = [];
    const own = scope(viewer, params);
    if (own) where.push(own);
    if (input.status) {
      params.push(input.status);
      where.push(`so.status = $${params.length}`);
    }
    if (input.toShip) where.push(`so.status = 'processing' AND so.shipped_at IS NULL`);
    if (input.search) {
      params.push(containsPattern(input.search));
      const n = params.length;
      where.push(`(so.number::text LIKE $${n} OR lower(s.name) LIKE $${n} OR lower(m.name) LIKE $${n}
        OR EXISTS (SELECT 1 FROM stock_order_item i WHERE i.stock_order_id = so.id
                    AND (lower(i.title) LIKE $${n} OR lower(coalesce(i.sku, '')) LIKE $${n})))`);
    }
    const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM stock_order so
         JOIN organisation m ON m.id = so.organisation_id
         JOIN organisation s ON s.id = so.supplier_organisation_id ${whereSql}`,
      params,
    );
    params.push(input.pageSize, (input.page - 1) * input.pageSize);
    const rows: OrderRow[] = await this.activeManager_.query(
      `${ORDER_SELECT} ${whereSql} ORDER BY so.created_at DESC, so.id DESC
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { items: rows.map(toView), total, page: input.page, pageSize: input.pageSize };
  }

  private async visible(manager: EntityManager, viewer: StockOrderViewer, id: string): Promise<OrderRow> {
    const params: unknown[] = [id];
    const own = scope(viewer, params);
    const [row]: OrderRow[] = await manager.query(
      `${ORDER_SELECT} WHERE so.id = $1 ${own ? `AND ${own}` : ""}`,
      params,
    );
    if (!row) throw new DomainError("NOT_FOUND", STOCK_ORDER_MESSAGES.notFound);
    return row;
  }

  async get(viewer: StockOrderViewer, stockOrderId: string) {
    const order = toView(await this.visible(this.activeManager_, viewer, stockOrderId));
    const items: Array<{
      id: string;
      line: number;
      variant_id: string;
      title: string;
      sku: string | null;
      quantity: number;
      unit_price: number;
      received_quantity: number;
    }> = await this.activeManager_.query(
      `SELECT id, line, variant_id, title, sku, quantity, unit_price, received_quantity
         FROM stock_order_item WHERE stock_order_id = $1 ORDER BY line, id`,
      [stockOrderId],
    );
    return {
      ...order,
      items: items.map((item) => ({
        id: item.id,
        variantId: item.variant_id,
        title: item.title,
        sku: item.sku,
        quantity: item.quantity,
        unitPrice: item.unit_price,
        total: item.quantity * item.unit_price,
        receivedQuantity: item.received_quantity,
      })),
    };
  }

  /** Suppliers a merchant can order from: active supplier organisations that supply at least one product. */
  async suppliers(): Promise<Array<{ id: string; name: string }>> {
    return await this.activeManager_.query(
      `SELECT o.id, o.name FROM organisation o
        WHERE o.type = 'supplier' AND o.status = 'active' AND o.deleted_at IS NULL
          AND EXISTS (SELECT 1 FROM product_supplier ps WHERE ps.organisation_id = o.id)
        ORDER BY lower(o.name), o.id`,
    );
  }

  /** Reads pasted or imported items and names every bad row (line and reason); stores nothing. */
  async checkItems(input: CheckStockOrderItemsInput) {
    const checked = await resolveItems(this.activeManager_, input.itemsCsv, input.supplierId ?? null);
    return {
      items: checked.items.map((item) => ({
        line: item.line,
        sku: item.sku,
        title: `${item.productTitle} – ${item.variantTitle}`,
        quantity: item.quantity,
        unitPrice: item.unitPriceCents,
      })),
      problems: checked.problems,
      total: checked.items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
    };
  }

  /** A merchant's stock order: everything checked first, then stored in one transaction, or nothing. */
  async create(organisationId: string, customerId: string, input: CreateStockOrderInput): Promise<string> {
    return await this.transaction_(async (manager) => {
      const [supplier] = await manager.query(
        `SELECT id FROM organisation WHERE id = $1 AND type = 'supplier' AND status = 'active' AND deleted_at IS NULL`,
        [input.supplierId],
      );
      if (!supplier) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.selectSupplier, "supplierId");
      const [location] = await manager.query(
        `SELECT id FROM location WHERE id = $1 AND status = 'active'
            AND (organisation_id IS NULL OR organisation_id = $2)`,
        [input.locationId, organisationId],
      );
      if (!location) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.selectLocation, "locationId");
      const { items, problems } = await resolveItems(manager, input.itemsCsv, input.supplierId);
      if (problems.length) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.invalidItems, "itemsCsv");
      if (items.length === 0) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.itemsRequired, "itemsCsv");
      const id = generateEntityId(undefined, "sto");
      const total = items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
      await manager.query(
        `INSERT INTO stock_order (id, organisation_id, supplier_organisation_id, location_id, import_method, total, note, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          organisationId,
          input.supplierId,
          input.locationId,
          input.importMethod,
          total,
          input.note || null,
          customerId,
        ],
      );
      const [{ number }] = await manager.query(`SELECT number FROM stock_order WHERE id = $1`, [id]);
      await recordAudit(manager, {
        organisationId,
        subjectType: "stock_order",
        subjectId: id,
        subjectLabel: `#${number}`,
        action: "stock_order.created",
        after: {
          supplier_organisation_id: input.supplierId,
          location_id: input.locationId,
          import_method: input.importMethod,
          total,
          items: items.length,
          status: "pending",
        },
      });
      for (const [index, item] of items.entries()) {
        await manager.query(
          `INSERT INTO stock_order_item (id, stock_order_id, variant_id, line, title, sku, quantity, unit_price)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            generateEntityId(undefined, "stoi"),
            id,
            item.variantId,
            index + 1,
            `${item.productTitle} – ${item.variantTitle}`,
            item.sku,
            item.quantity,
            item.unitPriceCents,
          ],
        );
      }
      return id;
    });
  }

  /** One step of the order under its row lock; `allowed` says from which state. */
  private async step(
    viewer: StockOrderViewer,
    stockOrderId: string,
    allowed: (row: OrderRow) => boolean,
    refusal: string,
    set: string,
    action: AuditEntryInput["action"],
  ) {
    await this.transaction_(async (manager) => {
      await manager.query(`SELECT id FROM stock_order WHERE id = $1 FOR UPDATE`, [stockOrderId]);
      const row = await this.visible(manager, viewer, stockOrderId);
      if (!allowed(row)) throw new DomainError("BAD_REQUEST", refusal);
      await manager.query(`UPDATE stock_order SET ${set}, updated_at = now() WHERE id = $1`, [stockOrderId]);
      const [after] = await manager.query(`SELECT status, shipped_at FROM stock_order WHERE id = $1`, [stockOrderId]);
      await recordAudit(manager, {
        organisationId: row.organisation_id,
        subjectType: "stock_order",
        subjectId: stockOrderId,
        subjectLabel: `#${row.number}`,
        action,
        before: { status: row.status, shipped_at: row.shipped_at },
        after: { status: after.status, shipped_at: after.shipped_at },
      });
    });
    return await this.get(viewer, stockOrderId);
  }

  /** The supplier (or support) confirms: pending → processing. */
  async confirm(viewer: StockOrderViewer, stockOrderId: string) {
    return await this.step(
      viewer,
      stockOrderId,
      (row) => row.status === "pending",
      STOCK_ORDER_MESSAGES.notPending,
      `status = 'processing', confirmed_at = now()`,
      "stock_order.confirmed",
    );
  }

  /** The supplier (or support) marks it shipped: the arrival window now counts from today. */
  async ship(viewer: StockOrderViewer, stockOrderId: string) {
    return await this.step(
      viewer,
      stockOrderId,
      (row) => row.status === "processing" && !row.shipped_at,
      STOCK_ORDER_MESSAGES.notConfirmed,
      `shipped_at = now()`,
      "stock_order.shipped",
    );
  }

  /** The merchant or support cancels an order that has not shipped. */
  async cancel(viewer: StockOrderViewer, stockOrderId: string) {
    return await this.step(
      viewer,
      stockOrderId,
      (row) => (row.status === "pending" || row.status === "processing") && !row.shipped_at,
      STOCK_ORDER_MESSAGES.notCancellable,
      `status = 'cancelled', cancelled_at = now()`,
      "stock_order.cancelled",
    );
  }

  /**
   * Support receives a delivery (the whole remainder, or some quantities) into the location's
   * stock, in one transaction under the order's row lock. A receipt key already used answers what
   * it received the first time and adds nothing, so a repeated or doubled request counts once.
   */
  async receive(customerId: string, input: ReceiveStockOrderInput) {
    const viewer: StockOrderViewer = { organisationId: "", role: "support" };
    const result = await this.transaction_(async (manager) => {
      const [locked] = await manager.query(`SELECT id FROM stock_order WHERE id = $1 FOR UPDATE`, [input.stockOrderId]);
      if (!locked) throw new DomainError("NOT_FOUND", STOCK_ORDER_MESSAGES.notFound);
      const [receipt] = await manager.query(
        `SELECT quantities FROM stock_order_receipt WHERE stock_order_id = $1 AND receipt_key = $2`,
        [input.stockOrderId, input.receiptKey],
      );
      const row = await this.visible(manager, viewer, input.stockOrderId);
      if (receipt) return { organisationId: row.organisation_id, received: 0, repeated: true };
      if (row.status === "completed") throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.receiveNothing);
      if (row.status !== "processing" || !row.shipped_at) {
        throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.notShipped);
      }
      const items: Array<{ id: string; variant_id: string; quantity: number; received_quantity: number }> =
        await manager.query(
          `SELECT id, variant_id, quantity, received_quantity FROM stock_order_item
            WHERE stock_order_id = $1 ORDER BY variant_id, id`,
          [input.stockOrderId],
        );
      const wanted = new Map(input.items?.map((item) => [item.itemId, item.quantity]));
      if (input.items?.some((item) => !items.some((own) => own.id === item.itemId))) {
        throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.notFound, "items");
      }
      const quantities: Record<string, number> = {};
      for (const item of items) {
        const remaining = item.quantity - item.received_quantity;
        const quantity = input.items ? (wanted.get(item.id) ?? 0) : remaining;
        if (quantity > remaining) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.receiveTooMuch, "items");
        if (quantity > 0) quantities[item.id] = quantity;
      }
      const received = Object.values(quantities).reduce((sum, q) => sum + q, 0);
      if (received === 0) throw new DomainError("BAD_REQUEST", STOCK_ORDER_MESSAGES.receiveNothing);
      for (const item of items) {
        const quantity = quantities[item.id];
        if (!quantity) continue;
        await manager.query(`UPDATE stock_order_item SET received_quantity = received_quantity + $2 WHERE id = $1`, [
          item.id,
          quantity,
        ]);
        await this.deps_.locationStockService.addStock(manager, {
          organisationId: row.organisation_id,
          locationId: row.location_id,
          variantId: item.variant_id,
          quantity,
        });
      }
      await manager.query(
        `INSERT INTO stock_order_receipt (stock_order_id, receipt_key, quantities, received_by) VALUES ($1, $2, $3, $4)`,
        [input.stockOrderId, input.receiptKey, JSON.stringify(quantities), customerId],
      );
      await manager.query(
        `UPDATE stock_order SET updated_at = now(),
                status = CASE WHEN NOT EXISTS (SELECT 1 FROM stock_order_item
                                                WHERE stock_order_id = $1 AND received_quantity < quantity)
                              THEN 'completed' ELSE status END,
                completed_at = CASE WHEN NOT EXISTS (SELECT 1 FROM stock_order_item
                                                WHERE stock_order_id = $1 AND received_quantity < quantity)
                              THEN now() ELSE completed_at END
          WHERE id = $1`,
        [input.stockOrderId],
      );
      const [after] = await manager.query(`SELECT status FROM stock_order WHERE id = $1`, [input.stockOrderId]);
      await recordAudit(manager, {
        organisationId: row.organisation_id,
        subjectType: "stock_order",
        subjectId: input.stockOrderId,
        subjectLabel: `#${row.number}`,
        action: "stock_order.received",
        before: { status: row.status, received: 0 },
        after: { status: after.status, received },
        actor: customerId,
      });
      return { organisationId: row.organisation_id, received, repeated: false };
    });
    // Orders waiting for stock may find it now (each routed in its own transaction).
    const routedOrders =
      result.received > 0 ? await this.deps_.orderRoutingService.routeWaitingOrders(result.organisationId) : 0;
    return {
      received: result.received,
      repeated: result.repeated,
      routedOrders,
      order: await this.get(viewer, input.stockOrderId),
    };
  }
}
