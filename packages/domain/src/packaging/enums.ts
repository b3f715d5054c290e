/** What a packaging is (spec §3 "type"). */
export const PACKAGING_TYPES = ["box", "mailer", "bag", "tape", "insert", "label"] as const;
export type PackagingType = (typeof PACKAGING_TYPES)[number];

export const PACKAGING_STATUSES = ["active", "inactive"] as const;
export type PackagingStatus = (typeof PACKAGING_STATUSES)[number];

/** Stock packaging is a catalogue item; custom packaging belongs to one organisation. */
export const PACKAGING_KINDS = ["stock", "custom"] as const;
export type PackagingKind = (typeof PACKAGING_KINDS)[number];

/** Buy packaging (stock) or order-unique packaging (custom print for one customer order). */
export const PACKAGING_ORDER_KINDS = ["stock", "order_unique"] as const;
export type PackagingOrderKind = (typeof PACKAGING_ORDER_KINDS)[number];

/** Until invoices land, a packaging order is "not invoiced"; the invoices domain sets the rest. */
export const PACKAGING_PAYMENT_STATUSES = ["not_invoiced", "invoiced", "paid"] as const;
export type PackagingPaymentStatus = (typeof PACKAGING_PAYMENT_STATUSES)[number];

/** The next status a producer may set; arrived is final. */
export const NEXT_PACKAGING_ORDER_STATUS = {
  open: "in_progress",
  in_progress: "on_the_way",
  on_the_way: "arrived",
  arrived: null,
} as const;

export const PACKAGING_ORDER_STATUSES = ["open", "in_progress", "on_the_way", "arrived"] as const;

export type PackagingOrderStatus = (typeof PACKAGING_ORDER_STATUSES)[number];
