import type { OrderEventType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { selectOrderEvents } from "./data-access/history";
import { type OrderEventInput, recordOrderEvent } from "./record-order-event";

export type OrderHistoryEntry = {
  id: string;
  type: OrderEventType;
  data: Record<string, unknown>;
  actor: { name: string | null; kind: "member" | "shop" | "platform" };
  createdAt: Date;
};

/**
 * Every state change of an order with who and when. Callers record inside their own transaction,
 * so a change and its history entry exist together or not at all.
 */
export default class OrderHistoryService extends PlatformService {
  async record(manager: EntityManager, entry: OrderEventInput): Promise<void> {
    await recordOrderEvent(manager, entry);
  }

  /** Oldest first, as a timeline reads. */
  async list(orderId: string): Promise<OrderHistoryEntry[]> {
    const rows = await selectOrderEvents(this.manager_, orderId);
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
