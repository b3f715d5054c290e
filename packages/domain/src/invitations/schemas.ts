import { z } from "zod";
import { companyDetailsSchema } from "../organisations/company-validation";
import { MEMBER_ROLES, ORGANISATION_TYPES } from "../organisations/enums";
import { confirmation, email, entityId, newPassword, requiredText, withConfirmedPassword } from "../shared/schemas";
import { INVITATION_MESSAGES } from "./messages";

export const INVITATION_TTL_DAYS = 7;

export const inviteMemberSchema = z.object({ email, role: z.enum(MEMBER_ROLES).default("member") });
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

/** Organisation types support may invite; an agency invites merchants only (its clients). */
export const INVITABLE_ORGANISATION_TYPES = ORGANISATION_TYPES.filter((type) => type !== "platform");

export const inviteOrganisationSchema = z.object({
  email,
  organisationName: requiredText,
  type: z.enum(ORGANISATION_TYPES).default("merchant"),
});
export type InviteOrganisationInput = z.infer<typeof inviteOrganisationSchema>;

export const invitationIdSchema = z.object({ invitationId: entityId });
export const invitationTokenSchema = z.object({ token: z.string().trim().min(10).max(200) });

export const acceptInvitationSchema = z.object({
  token: z.string().trim().min(10).max(200),
  /** Step 1, Organization Details: optional; only a new organisation's invitee may fill them. */
  organisation: z.object({ name: requiredText.optional(), company: companyDetailsSchema.optional() }).default({}),
  /** Step 2, Account Details. */
  account: withConfirmedPassword(
    {
      firstName: requiredText,
      lastName: requiredText,
      password: newPassword,
      confirmPassword: confirmation,
      acceptTerms: z.literal(true, { errorMap: () => ({ message: INVITATION_MESSAGES.acceptTerms }) }),
    },
    "password",
  ),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
