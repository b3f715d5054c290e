import type { BookingStatus } from "@platform/domain";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";

const COLOR: Record<BookingStatus, "amber" | "emerald" | "rose" | "blue" | "gray"> = {
  pending: "amber",
  confirmed: "blue",
  completed: "emerald",
  cancelled: "rose",
  unknown: "gray",
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation("bookings");
  return (
    <Badge color={COLOR[status]} data-testid="booking-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function ServiceStateBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("bookings");
  return (
    <Badge color={enabled ? "emerald" : "gray"} data-testid="service-state">
      {t(enabled ? "services.state.enabled" : "services.state.disabled")}
    </Badge>
  );
}
