import type { InvoiceStatus, InvoiceType } from "@platform/domain";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";

const STATUS_COLOR: Record<InvoiceStatus, "gray" | "amber" | "emerald" | "rose" | "orange" | "sky"> = {
  no: "gray",
  open: "amber",
  paid: "emerald",
  cancelled: "rose",
  partially_paid: "orange",
  customer_proved: "sky",
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation("invoices");
  return (
    <Badge color={STATUS_COLOR[status]} data-testid="invoice-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function InvoiceTypeBadge({ type }: { type: InvoiceType }) {
  const { t } = useTranslation("invoices");
  return <Badge color={type === "credit" ? "violet" : "indigo"}>{t(`type.${type}`)}</Badge>;
}
