export const INVITATION_KINDS = ["member", "organisation"] as const;

export type InvitationKind = (typeof INVITATION_KINDS)[number];

export const INVITATION_STATUSES = ["pending", "accepted", "expired", "revoked"] as const;

export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
