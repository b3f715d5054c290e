import type { Language, OrganisationType } from "@platform/domain";
import type { Inviter } from "../../../services/invitation";

export function inviterOf(ctx: {
  customerId: string;
  organisationId: string;
  organisation: { type: OrganisationType };
  locale: Language;
}): Inviter {
  return {
    customerId: ctx.customerId,
    organisationId: ctx.organisationId,
    organisationType: ctx.organisation.type,
    language: ctx.locale,
  };
}
