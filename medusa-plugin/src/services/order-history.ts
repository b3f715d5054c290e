import { generateEntityId } from "@medusajs/medusa";
import type { OrderEventType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { type AuditEntryInput, recordAudit } from "../lib/audit";
import { PlatformService } from "../lib/platform-service";
import { OrderEvent } from "../models/order-event";

export type OrderHistoryEntry = {
  id: string;
  type: OrderEventType;
  data: Record<string, unknown>;
  actor: { name: string | null; kind: "member" | "shop" | "platform" };
  createdAt: Date;
};

const ORDER_AUDIT: Partial<Record<OrderEventType, AuditEntryInput["action"]>> = {
  created: "order.created",
  status_changed: "order.status_changed",
  items_edited: "order.items_edited",
  shipped: "order.shipped",
  fulfilment_pushed: "order.fulfilment_pushed",
  fulfilment_push_failed: "order.fulfilment_push_failed",
};

/** An order as people name it: the shop's order name, else our number. */
export async function orderLabel(manager: EntityManager, orderId: string): Promise<string | null> {
  const [row] = await manager.query(
    `SELECT coalesce(e.external_order_name, '#' || o.display_id) AS label
       FROM "order" o LEFT JOIN order_extension e ON e.order_id = o.id WHERE o.id = $1`,
    [orderId],
  );
  return row?.label ?? null;
}

/**
 * Every state change of an order with who and when. Callers record inside their own transaction,
 * so a change and its history entry exist together or not at all.
 */
export default class OrderHistoryService extends PlatformService {
  async record(
    manager: EntityManager,
    entry: {
      orderId: string;
      organisationId: string;
      type: OrderEventType;
      data?: Record<string, unknown>;
      /** The member who acted; "shop" for Shopify's webhooks, null for the platform itself. */
      actor?: string | "shop" | null;
    },
  ): Promise<void> {
    let actorName: string | null = null;
    let actorId: string | null = null;
    if (entry.actor === "shop") actorName = "shop";
    else if (entry.actor) {
      actorId = entry.actor;
      const [person] = await manager.query(
        `SELECT trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS name, email FROM customer WHERE id = $1`,
        [entry.actor],
      );
      actorName = person ? person.name || person.email : null;
    }
    await manager.query(
      `INSERT INTO order_event (id, order_id, organisation_id, type, data, actor_customer_id, actor_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        generateEntityId(undefined, "oev"),
        entry.orderId,
        entry.organisationId,
        entry.type,
        JSON.stringify(entry.data ?? {}),
        actorId,
        actorName,
      ],
    );
    // The audit log gets the same change (claims write their own entries, with the claim as subject;
    // an address edit writes its own, with before → after).
    const audit = ORDER_AUDIT[entry.type];
    if (audit) {
      const data = entry.data ?? {};
      const change =
        entry.type === "status_changed"
          ? { before: { [String(data.field)]: data.from }, after: { [String(data.field)]: data.to } }
          : { after: data };
      await recordAudit(manager, {
        organisationId: entry.organisationId,
        subjectType: "order",
        subjectId: entry.orderId,
        subjectLabel: await orderLabel(manager, entry.orderId),
        action: audit,
        ...change,
        actor: entry.actor ?? "system",
      });
    }
  }

  /** Oldest first, as a timeline reads. */
  async list(orderId: string): Promise<OrderHistoryEntry[]> {
    const rows = await this.manager_
      .getRepository(OrderEvent)
      .find({ where: { order_id: orderId }, order: { created_at: "ASC", id: "ASC" }, take: 500 });
    return rows.map((row) => ({
      id: row.id,
      type: row.type as OrderEventType,
      data: row.data,
      actor: {
        name: row.actor_name === "shop" && !row.actor_customer_id ? null : row.actor_name,
        kind: row.actor_customer_id ? "member" : row.actor_name === "shop" ? "shop" : "platform",
      },
      createdAt: row.created_at,
    }));
  }
}
