export const CLAIM_TYPES = ["refund", "exchange", "lost", "other"] as const;

export type ClaimType = (typeof CLAIM_TYPES)[number];

/** refunded and credit carry an amount, new_tracking_number carries a tracking number. */
export const CLAIM_STATUSES = ["pending", "accepted", "declined", "refunded", "credit", "new_tracking_number"] as const;

export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
