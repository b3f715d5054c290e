import type { OrderFulfillmentStatus, OrderPaymentStatus } from "@platform/domain";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";

const PAYMENT_COLOR: Partial<Record<OrderPaymentStatus, "emerald" | "amber" | "rose" | "gray">> = {
  captured: "emerald",
  awaiting: "amber",
  not_paid: "amber",
  requires_action: "rose",
  canceled: "gray",
  refunded: "gray",
};
const FULFILMENT_COLOR: Partial<Record<OrderFulfillmentStatus, "emerald" | "amber" | "blue" | "gray" | "rose">> = {
  shipped: "blue",
  partially_shipped: "blue",
  fulfilled: "emerald",
  not_fulfilled: "amber",
  canceled: "gray",
  requires_action: "rose",
};

export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("orders");
  return (
    <Badge color={PAYMENT_COLOR[status as OrderPaymentStatus] ?? "gray"} data-testid="payment-status">
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}

export function FulfillmentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("orders");
  return (
    <Badge color={FULFILMENT_COLOR[status as OrderFulfillmentStatus] ?? "gray"} data-testid="fulfillment-status">
      {t(`fulfillmentStatus.${status}`)}
    </Badge>
  );
}
