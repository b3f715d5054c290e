export const ORDER_PAYMENT_STATUSES = [
  "not_paid",
  "awaiting",
  "captured",
  "partially_refunded",
  "refunded",
  "canceled",
  "requires_action",
] as const;

export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const ORDER_FULFILLMENT_STATUSES = [
  "not_fulfilled",
  "partially_fulfilled",
  "fulfilled",
  "partially_shipped",
  "shipped",
  "partially_returned",
  "returned",
  "canceled",
  "requires_action",
] as const;

export type OrderFulfillmentStatus = (typeof ORDER_FULFILLMENT_STATUSES)[number];

/** The orders list's sort orders. */
export const ORDER_SORTS = ["created_desc", "created_asc", "total_desc", "total_asc"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** What an order's history records (beside who and when). */
export const ORDER_EVENT_TYPES = [
  "created",
  "status_changed",
  "address_edited",
  "items_edited",
  "changed_after_shipment",
  "shipped",
  "fulfilment_pushed",
  "fulfilment_push_failed",
  "fulfilment_push_retried",
  "claim_created",
  "claim_decided",
  "routed",
  "unroutable",
  "stock_drawn",
] as const;

export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const GENERIC_ORDER_LABELS = ["pending", "processing", "completed", "cancelled"] as const;

export type GenericOrderLabel = (typeof GENERIC_ORDER_LABELS)[number];
