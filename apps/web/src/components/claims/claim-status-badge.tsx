import type { ClaimStatus } from "@platform/domain";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";

const COLOR: Record<ClaimStatus, "amber" | "emerald" | "rose" | "blue" | "indigo" | "gray"> = {
  pending: "amber",
  accepted: "emerald",
  declined: "rose",
  refunded: "blue",
  credit: "indigo",
  new_tracking_number: "gray",
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const { t } = useTranslation("claims");
  return (
    <Badge color={COLOR[status]} data-testid="claim-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
