import type { ProductRequestStatus } from "@platform/domain";
import { requestStatusKey } from "@platform/domain";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";

const COLOR: Record<ProductRequestStatus, "amber" | "emerald" | "rose" | "blue" | "indigo" | "gray"> = {
  pending: "amber",
  accepted: "blue",
  not_accepted: "rose",
  draft: "gray",
  published: "emerald",
  "n/a": "gray",
};

export function RequestStatusBadge({ status }: { status: ProductRequestStatus }) {
  const { t } = useTranslation("products");
  return (
    <Badge color={COLOR[status]} data-testid="request-status">
      {t(`status.${requestStatusKey(status)}`)}
    </Badge>
  );
}
