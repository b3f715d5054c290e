export const INVITATION_MESSAGES = {
  invalid: "auth:errors.invalidInvitation",
  alreadyMember: "invitations:errors.alreadyMember",
  notPending: "invitations:errors.notPending",
  acceptTerms: "invitations:errors.acceptTerms",
  typeNotAllowed: "invitations:errors.typeNotAllowed",
} as const;
