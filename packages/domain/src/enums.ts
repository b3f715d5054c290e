// Every enumeration of spec §4, as const arrays so that zod, the database and the UI share one list.

export const INVOICE_STATUSES = ["no", "open", "paid", "cancelled", "partially_paid", "customer_proved"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_TYPES = ["invoice", "credit"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const INVOICE_OWNERS = ["self", "others"] as const;
export type InvoiceOwner = (typeof INVOICE_OWNERS)[number];

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

/** The orders list's sort orders (here, not beside the order schemas, so the URL check stays small). */
export const ORDER_SORTS = ["created_desc", "created_asc", "total_desc", "total_asc"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** What an order's history records (beside who and when). */
export const ORDER_EVENT_TYPES = [
  "created",
  "status_changed",
  "address_edited",
  "items_edited",
  "shipped",
  "fulfilment_pushed",
  "fulfilment_push_failed",
  "claim_created",
  "claim_decided",
  "routed",
  "unroutable",
  "stock_drawn",
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const LOCATION_TYPES = ["dropshipping", "retour", "import", "china", "customer"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const CLAIM_TYPES = ["refund", "exchange", "lost", "other"] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** refunded and credit carry an amount, new_tracking_number carries a tracking number. */
export const CLAIM_STATUSES = ["pending", "accepted", "declined", "refunded", "credit", "new_tracking_number"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const PACKAGING_ORDER_STATUSES = ["open", "in_progress", "on_the_way", "arrived"] as const;
export type PackagingOrderStatus = (typeof PACKAGING_ORDER_STATUSES)[number];

export const PRODUCT_REQUEST_STATUSES = ["pending", "accepted", "not_accepted", "draft", "published", "n/a"] as const;
export type ProductRequestStatus = (typeof PRODUCT_REQUEST_STATUSES)[number];

export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled", "completed", "unknown"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const LOCATION_STATUSES = ["active", "inactive"] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

export const SERVICE_STATES = ["enabled", "disabled"] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

export const GENERIC_ORDER_LABELS = ["pending", "processing", "completed", "cancelled"] as const;
export type GenericOrderLabel = (typeof GENERIC_ORDER_LABELS)[number];

// Identity and tenancy (ARCHITECTURE.md).

export const ORGANISATION_TYPES = ["merchant", "agency", "supplier", "service_provider", "platform"] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export const ORGANISATION_STATUSES = ["waitlist", "active", "declined"] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

/** What lists filter by: the stored status, or "disabled" (disabled_at has passed), which wins over it. */
export const ORGANISATION_LIST_STATUSES = [...ORGANISATION_STATUSES, "disabled"] as const;
export type OrganisationListStatus = (typeof ORGANISATION_LIST_STATUSES)[number];

export const MEMBER_ROLES = ["owner", "admin", "member"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The role a screen sees (spec §6 plus supplier); derived, never stored. */
export const ROLES = [
  "support",
  "agency",
  "service_provider",
  "supplier",
  "waitlist",
  "disabled_customer",
  "customer",
] as const;
export type Role = (typeof ROLES)[number];

export const INVITATION_KINDS = ["member", "organisation"] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

export const INVITATION_STATUSES = ["pending", "accepted", "expired", "revoked"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How a bulk import container is loaded: shared (LCL) or a full container of a size. */
export const CONTAINER_LOADS = ["lcl", "fcl_20", "fcl_40", "fcl_40hc"] as const;
export type ContainerLoad = (typeof CONTAINER_LOADS)[number];

// Shops and order intake (issue 4).

/**
 * pending: installed in Shopify, not yet claimed by an organisation;
 * active: connected; needs_reauth: Shopify rejected the token and it could not be refreshed —
 * someone must sign in again through the Shopify app; disconnected: the app was uninstalled.
 */
export const SHOP_STATUSES = ["pending", "active", "needs_reauth", "disconnected"] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** How a shop's orders are shipped; the carrier is also the tracking company sent back to Shopify. */
export const SHIPMENT_METHODS = ["dhl", "dhl_express", "dpd", "gls", "ups", "hermes", "fedex"] as const;
export type ShipmentMethod = (typeof SHIPMENT_METHODS)[number];

/** The carrier names Shopify knows (its tracking company list). */
export const SHIPMENT_METHOD_CARRIER: Record<ShipmentMethod, string> = {
  dhl: "DHL",
  dhl_express: "DHL Express",
  dpd: "DPD",
  gls: "GLS",
  ups: "UPS",
  hermes: "Hermes",
  fedex: "FedEx",
};

export const SHOP_PLATFORMS = ["shopify"] as const;
export type ShopPlatform = (typeof SHOP_PLATFORMS)[number];

/** What a chat is about; product requests and packaging orders register their kinds when they land. */
export const CHAT_SUBJECT_TYPES = ["order", "product_request", "packaging_order", "booking"] as const;
export type ChatSubjectType = (typeof CHAT_SUBJECT_TYPES)[number];

export const CHAT_STATUSES = ["open", "closed"] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
