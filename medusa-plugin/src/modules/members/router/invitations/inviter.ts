import type { Language, MemberRole, OrganisationType } from "@platform/domain";
import type { Inviter } from "../../types";

export function inviterOf(ctx: {
  customerId: string;
  organisationId: string;
  organisation: { type: OrganisationType };
  member: { role: MemberRole };
  locale: Language;
}): Inviter {
  return {
    customerId: ctx.customerId,
    organisationId: ctx.organisationId,
    organisationType: ctx.organisation.type,
    memberRole: ctx.member.role,
    language: ctx.locale,
  };
}
