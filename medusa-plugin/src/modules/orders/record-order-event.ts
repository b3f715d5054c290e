import { generateEntityId } from "@medusajs/medusa";
import type { OrderEventType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { type AuditEntryInput, recordAudit } from "../audit";
import { recordWebhookEvent, type WebhookEventInput } from "../webhooks";
import { insertOrderEvent, memberName, orderLabel } from "./data-access/history";

export type OrderEventInput = {
  orderId: string;
  organisationId: string;
  type: OrderEventType;
  data?: Record<string, unknown>;
  /** The member who acted; "shop" for Shopify's webhooks, null for the platform itself. */
  actor?: string | "shop" | null;
};

/** Records an order event; the use cases that change an order get this, not the history service. */
export type RecordOrderEvent = (manager: EntityManager, entry: OrderEventInput) => Promise<void>;

// The event types keep the database's spelling ("fulfilment_pushed"): they are stored values.
const ORDER_AUDIT: Partial<Record<OrderEventType, AuditEntryInput["action"]>> = {
  created: "order.created",
  status_changed: "order.status_changed",
  items_edited: "order.items_edited",
  changed_after_shipment: "order.items_edited",
  shipped: "order.shipped",
  fulfilment_pushed: "order.fulfilment_pushed",
  fulfilment_push_failed: "order.fulfilment_push_failed",
  fulfilment_push_retried: "order.fulfilment_push_retried",
};

/**
 * One state change of an order with who and when, in the caller's transaction (a change and its
 * history entry exist together or not at all), and its audit log entry.
 */
export async function recordOrderEvent(manager: EntityManager, entry: OrderEventInput): Promise<void> {
  let actorName: string | null = null;
  let actorId: string | null = null;
  if (entry.actor === "shop") actorName = "shop";
  else if (entry.actor) {
    actorId = entry.actor;
    actorName = await memberName(manager, entry.actor);
  }
  await insertOrderEvent(manager, {
    id: generateEntityId(undefined, "oev"),
    orderId: entry.orderId,
    organisationId: entry.organisationId,
    type: entry.type,
    data: JSON.stringify(entry.data ?? {}),
    actorCustomerId: actorId,
    actorName,
  });
  // The organisation's webhooks hear of it in the same transaction (the outbox).
  const webhook = webhookOf(entry);
  if (webhook) await recordWebhookEvent(manager, webhook);
  // The audit log gets the same change (claims write their own entries, with the claim as subject;
  // an address edit writes its own, with before → after).
  const audit = ORDER_AUDIT[entry.type];
  if (audit) {
    const data = entry.data ?? {};
    const sides = (value: unknown) =>
      typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    // A status change names its field; an items edit carries both sides; anything else is what it set.
    const change =
      entry.type === "status_changed"
        ? { before: { [String(data.field)]: data.from }, after: { [String(data.field)]: data.to } }
        : sides(data.before) && sides(data.after)
          ? { before: sides(data.before), after: sides(data.after) }
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

/** The outbound webhook an order event makes, if any: ids, numbers and statuses, no personal data. */
function webhookOf(entry: OrderEventInput): WebhookEventInput | null {
  const data = entry.data ?? {};
  const base = { organisationId: entry.organisationId };
  switch (entry.type) {
    case "created":
      return { ...base, type: "order.created", data: { orderId: entry.orderId, source: data.source ?? null } };
    case "shipped":
      return {
        ...base,
        type: "order.shipped",
        data: {
          orderId: entry.orderId,
          shipmentId: data.shipmentId ?? null,
          quantity: data.quantity ?? null,
          trackingNumbers: data.trackingNumbers ?? [],
          fulfillmentStatus: data.status ?? null,
        },
      };
    case "status_changed":
      return data.field === "status" && data.to === "canceled"
        ? { ...base, type: "order.cancelled", data: { orderId: entry.orderId } }
        : null;
    case "claim_decided":
      return {
        ...base,
        type: "claim.decided",
        data: { orderId: entry.orderId, ...pick(data, ["claimId", "claimType", "status"]) },
      };
    default:
      return null;
  }
}

const pick = (data: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]]));
