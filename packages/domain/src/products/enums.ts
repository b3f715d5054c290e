/** The service flags of a product request (spec §3). */
export const PRODUCT_REQUEST_SERVICES = [
  "brandService",
  "dropshippingOffer",
  "bulkOrderOffer",
  "photoContent",
  "colourBox",
  "productSpecification",
  "productRequirements",
] as const;
export type ProductRequestService = (typeof PRODUCT_REQUEST_SERVICES)[number];

/**
 * Our reading of the flow (spec §4 names the statuses only): the merchant saves a draft or submits
 * (pending); support assigns a producer and accepts (a draft Medusa product is made) or declines
 * (not_accepted); publishing the product links it to the shop's product (published); n/a closes a
 * request that no longer applies. Each entry: the statuses a request may move to.
 */
export const PRODUCT_REQUEST_TRANSITIONS: Record<ProductRequestStatus, readonly ProductRequestStatus[]> = {
  draft: ["pending", "n/a"],
  pending: ["accepted", "not_accepted", "n/a"],
  accepted: ["published", "n/a"],
  not_accepted: ["pending", "n/a"],
  published: [],
  "n/a": [],
};

export function mayMoveRequest(from: ProductRequestStatus, to: ProductRequestStatus): boolean {
  return PRODUCT_REQUEST_TRANSITIONS[from].includes(to);
}

/** Requests still in progress (the Product overview's "open requests"). */
export const OPEN_PRODUCT_REQUEST_STATUSES: readonly ProductRequestStatus[] = ["draft", "pending", "accepted"];

/** The translation key of a status (`products:status.<key>`): "n/a" is written "na" there. */
export function requestStatusKey(status: string): string {
  return status === "n/a" ? "na" : status;
}

export const PRODUCT_REQUEST_STATUSES = ["pending", "accepted", "not_accepted", "draft", "published", "n/a"] as const;

export type ProductRequestStatus = (typeof PRODUCT_REQUEST_STATUSES)[number];

/** The statuses a role's request list offers: a producer never sees a draft (the merchant's until submitted). */
export function productRequestStatusesFor(role: string | null): readonly ProductRequestStatus[] {
  return role === "supplier"
    ? PRODUCT_REQUEST_STATUSES.filter((status) => status !== "draft")
    : PRODUCT_REQUEST_STATUSES;
}
