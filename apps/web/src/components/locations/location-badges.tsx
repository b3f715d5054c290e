import type { LocationStatus, LocationType } from "@platform/domain";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";

const TYPE_COLOR: Record<LocationType, "indigo" | "amber" | "cyan" | "rose" | "gray"> = {
  dropshipping: "indigo",
  retour: "amber",
  import: "cyan",
  china: "rose",
  customer: "gray",
};

export function LocationTypeBadge({ type }: { type: LocationType }) {
  const { t } = useTranslation("locations");
  return <Badge color={TYPE_COLOR[type]}>{t(`type.${type}`)}</Badge>;
}

export function LocationStatusBadge({ status }: { status: LocationStatus }) {
  const { t } = useTranslation("locations");
  return (
    <Badge color={status === "active" ? "emerald" : "gray"} data-testid="location-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
