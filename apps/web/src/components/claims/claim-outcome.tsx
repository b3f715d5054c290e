import type { ClaimStatus } from "@platform/domain";
import { useTranslation } from "react-i18next";
import { useFormatMoney } from "../../lib/format";

type Outcome = {
  status: ClaimStatus;
  amount: number | null;
  currencyCode: string;
  newTrackingNumber: string | null;
  newTrackingUrl: string | null;
  note: string | null;
};

/** What support decided, in words: the amount refunded or credited, or the new tracking number; the note. */
export function ClaimOutcome({ claim }: { claim: Outcome }) {
  const { t } = useTranslation("claims");
  const money = useFormatMoney();
  return (
    <div className="space-y-1 text-sm text-tremor-content-emphasis">
      {claim.amount !== null && (claim.status === "refunded" || claim.status === "credit") && (
        <p>{t(`card.${claim.status}`, { amount: money(claim.amount, claim.currencyCode) })}</p>
      )}
      {claim.status === "new_tracking_number" && claim.newTrackingNumber && (
        <p>
          {claim.newTrackingUrl ? (
            <a
              href={claim.newTrackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-indigo-600 underline"
            >
              {t("card.newTracking", { number: claim.newTrackingNumber })}
            </a>
          ) : (
            t("card.newTracking", { number: claim.newTrackingNumber })
          )}
        </p>
      )}
      {claim.note && <p className="text-tremor-content">{t("card.note", { note: claim.note })}</p>}
    </div>
  );
}
