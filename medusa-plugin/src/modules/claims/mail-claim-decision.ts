import { config } from "../../lib/config";
import { isLanguage, translate } from "../../lib/i18n";
import type { ClaimDeps } from "./claim-deps";
import { findClaimCreator } from "./data-access/claims";
import type { ClaimView } from "./types";

/** Tells the member who created the claim what support decided, in their language. */
export async function mailClaimDecision(deps: ClaimDeps, claim: ClaimView): Promise<void> {
  const creator = await findClaimCreator(deps.manager, claim.id);
  if (!creator?.email) return;
  const language = isLanguage(creator.language) ? creator.language : "en";
  const money = (minor: number) =>
    new Intl.NumberFormat(language, { style: "currency", currency: claim.currencyCode.toUpperCase() }).format(
      minor / 100,
    );
  const outcome = [
    claim.amount !== null && (claim.status === "refunded" || claim.status === "credit")
      ? translate(language, `mail:claimOutcome.${claim.status}`, { amount: money(claim.amount) })
      : null,
    claim.newTrackingNumber
      ? translate(language, "mail:claimOutcome.newTracking", { number: claim.newTrackingNumber })
      : null,
    claim.note ? translate(language, "mail:claimOutcome.note", { note: claim.note }) : null,
  ]
    .filter(Boolean)
    .join("\n");
  await deps.mailer.sendTranslated(creator.email, language, "claimDecided", {
    name: creator.first_name ?? "",
    order: claim.orderNumber,
    type: translate(language, `claims:type.${claim.type}`),
    status: translate(language, `claims:status.${claim.status}`),
    outcome,
    link: `${config.publicUrl()}/a/orders/${encodeURIComponent(claim.orderId)}`,
  });
}
