import type { PackagingOrderStatus } from "@platform/domain";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";

const STATUS_COLOR: Record<PackagingOrderStatus, "gray" | "amber" | "indigo" | "emerald"> = {
  open: "gray",
  in_progress: "amber",
  on_the_way: "indigo",
  arrived: "emerald",
};

export function PackagingOrderStatusBadge({ status }: { status: PackagingOrderStatus }) {
  const { t } = useTranslation("packaging");
  return (
    <Badge color={STATUS_COLOR[status]} data-testid="packaging-order-status">
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}

export function PackagingKindBadge({ kind }: { kind: "stock" | "custom" }) {
  const { t } = useTranslation("packaging");
  return <Badge color={kind === "stock" ? "blue" : "indigo"}>{t(`kind.${kind}`)}</Badge>;
}
